// The agency's direct contact details: phone, email, WhatsApp, address and hours. The icons are
// lucide's outlines (ISC licence) drawn by LineIcon, so the quote and contact pages load none of
// lucide-react's runtime.
import { LineIcon } from '../../components/shell-icon';
import { site } from '../../../shared/site';

const ICONS = {
  phone:
    'M4 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v4a2 2 0 0 1-2 2A15 15 0 0 1 2 5a2 2 0 0 1 2-2',
  mail: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2',
  chat: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z',
  pin: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M12 7a3 3 0 1 0 0 6 3 3 0 1 0 0-6',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20M12 6v6l4 2',
};

export function ContactDetails() {
  const { address } = site;
  return (
    <aside aria-labelledby="contact-details-title" className="card space-y-4">
      <h2 id="contact-details-title" className="text-xl font-bold">
        Talk to us directly
      </h2>
      <ul className="space-y-3">
        <li className="flex gap-3">
          <LineIcon d={ICONS.phone} className="mt-0.5 shrink-0 text-accent" />
          <a href={site.phoneHref} className="link">
            {site.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <LineIcon d={ICONS.mail} className="mt-0.5 shrink-0 text-accent" />
          <a href={site.emailHref} className="link">
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <LineIcon d={ICONS.chat} className="mt-0.5 shrink-0 text-accent" />
          <a href={site.whatsappHref} className="link" target="_blank" rel="noopener noreferrer">
            WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="flex gap-3">
          <LineIcon d={ICONS.pin} className="mt-0.5 shrink-0 text-accent" />
          <address className="not-italic">
            {site.legalName}
            <br />
            {address.street}, {address.locality}, {address.region} {address.postalCode}
          </address>
        </li>
        <li className="flex gap-3">
          <LineIcon d={ICONS.clock} className="mt-0.5 shrink-0 text-accent" />
          <span>{site.hours}</span>
        </li>
      </ul>
    </aside>
  );
}
