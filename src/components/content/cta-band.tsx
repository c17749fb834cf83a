// The call to action that closes most pages: a free quote (optionally pre-filled) or a call.
import { site } from '../../../shared/site';
import { PageLink } from '../page-link';
import { replyPromise, proposalPromise } from '../../../shared/facts/promise-phrases';
import { quoteCta } from '../../../shared/visitor-words';

interface Props {
  title?: string;
  text?: string;
  /** Query string for the quote form, e.g. '?service=seo&city=mumbai'. */
  quoteSearch?: string;
}

export function CtaBand({
  title = 'Ready for more enquiries?',
  text = `Tell us about your business: a strategist replies ${replyPromise}, and a tailored proposal with INR pricing follows ${proposalPromise}. Free, and no obligation.`,
  quoteSearch = '',
}: Props) {
  return (
    <section className="section" aria-labelledby="cta-heading" data-pagefind-ignore>
      <div className="cta-band">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PageLink to="quote" search={quoteSearch} className="btn btn-on-brand">
            {quoteCta}
          </PageLink>
          <a href={site.phoneHref} className="btn btn-outline-on-brand">
            Call {site.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
