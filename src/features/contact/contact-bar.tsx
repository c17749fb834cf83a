// Call and WhatsApp, first after the skip links on every page: a bar fixed to the bottom of a
// phone's screen (the body reserves its height, so it never covers content) and a strip above the
// header on wider screens. Plain links in the prerendered HTML, so they work before hydration.
//
// It costs the browser's bundle next to nothing: the markup is rendered at prerender (and in
// development and tests, which render in the browser), and the browser keeps the server's children
// (an element whose inner HTML React leaves alone). After a client-side navigation
// update-contact-bar.ts, loaded with the head tags, makes the WhatsApp message name the new page.
import { useLocation } from 'react-router';
import { LineIcon } from '../../components/shell-icon';
import { notFoundSummary, pageIndex } from '../../site/page-index';
import { SITE_URL, site } from '../../../shared/site';
import { whatsappLink } from './whatsapp-link';

const PHONE_ICON =
  'M4 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v4a2 2 0 0 1-2 2A15 15 0 0 1 2 5a2 2 0 0 1 2-2';
const CHAT_ICON = 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z';

/** The same object on every render, so React never rewrites the kept children. */
const KEEP_SERVER_HTML = { __html: '' };

function ContactLinks() {
  const { pathname } = useLocation();
  const title = (pageIndex.atPath(pathname) ?? notFoundSummary).title;
  return (
    <aside className="contact-bar" aria-label="Call or WhatsApp us" data-pagefind-ignore>
      <div className="contact-bar-links">
        <a href={site.phoneHref} className="contact-bar-link">
          <LineIcon d={PHONE_ICON} />
          <span>
            Call <span className="max-[359px]:sr-only">{site.phone}</span>
          </span>
        </a>
        <a
          href={whatsappLink(title, SITE_URL + pathname)}
          className="contact-bar-link contact-bar-whatsapp"
          target="_blank"
          rel="noopener noreferrer"
        >
          <LineIcon d={CHAT_ICON} />
          <span>
            WhatsApp<span className="sr-only"> us about {title} (opens in a new tab)</span>
          </span>
        </a>
      </div>
    </aside>
  );
}

function KeptContactLinks() {
  return (
    <aside
      className="contact-bar"
      aria-label="Call or WhatsApp us"
      data-pagefind-ignore
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

export const ContactBar =
  import.meta.env.SSR || import.meta.env.DEV ? ContactLinks : KeptContactLinks;
