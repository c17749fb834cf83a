// The agency's direct contact details: phone, email, WhatsApp, address and hours.
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { site } from '../../config/site';

export function ContactDetails() {
  const { address } = site;
  return (
    <aside aria-labelledby="contact-details-title" className="card space-y-4">
      <h2 id="contact-details-title" className="text-xl font-bold">
        Talk to us directly
      </h2>
      <ul className="space-y-3">
        <li className="flex gap-3">
          <Phone size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          <a href={site.phoneHref} className="link">
            {site.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <Mail size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          <a href={site.emailHref} className="link">
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <MessageCircle size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          <a href={site.whatsappHref} className="link" target="_blank" rel="noopener noreferrer">
            WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="flex gap-3">
          <MapPin size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          <address className="not-italic">
            {site.legalName}
            <br />
            {address.street}, {address.locality}, {address.region} {address.postalCode}
          </address>
        </li>
        <li className="flex gap-3">
          <Clock size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          <span>{site.hours}</span>
        </li>
      </ul>
    </aside>
  );
}
