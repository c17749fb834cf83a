// The contact page: the agency's phone, email, WhatsApp and address (the office on a map in the
// first screen), and the contact form.
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { OfficeMap } from '../components/content/office-map';
import { ContactDetails } from '../features/leads/contact-details';
import { ContactForm } from '../features/leads/contact-form';
import type { TemplateProps } from '../site/loading/template-props';

export default function ContactPage({ page }: TemplateProps) {
  return (
    <>
      <PageIntro
        page={page}
        intro={
          <p>
            Questions about a service, a partnership or a role? Call, email, WhatsApp or write to us
            here. For pricing, the{' '}
            <PageLink to="quote" className="link">
              free quote form
            </PageLink>{' '}
            gets you a proposal fastest.
          </p>
        }
        figure={<OfficeMap />}
      />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
