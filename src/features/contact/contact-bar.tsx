// Call and WhatsApp, first after the skip links on every page: a bar fixed to the bottom of a
// phone's screen (the body reserves its height, so it never covers content) and a strip above the
// header on wider screens. Plain links rendered with the page, so they work before hydration.
import { useLocation } from 'react-router';
import { LineIcon } from '../../components/shell-icon';
import { notFoundSummary, pageAtPath } from '../../content/page-index';
import { SITE_URL, site } from '../../config/site';
import { whatsappLink } from './whatsapp-link';

const PHONE_ICON =
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384';
const CHAT_ICON =
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719';

export function ContactBar() {
  const { pathname } = useLocation();
  const title = (pageAtPath(pathname) ?? notFoundSummary).title;
  return (
    <div className="contact-bar" data-pagefind-ignore>
      <div className="contact-bar-links">
        <a href={site.phoneHref} className="contact-bar-link">
          <LineIcon d={PHONE_ICON} />
          <span>
            Call <span className="max-[359px]:sr-only">{site.phone}</span>
          </span>
        </a>
        <a
          href={whatsappLink(site.whatsappHref, title, SITE_URL + pathname)}
          className="contact-bar-link contact-bar-whatsapp"
          target="_blank"
          rel="noopener noreferrer"
        >
          <LineIcon d={CHAT_ICON} />
          <span>
            WhatsApp<span className="sr-only"> us about {title} (opens in a new tab)</span>
          </span>
        </a>
        <span className="contact-bar-hours">{site.hours}</span>
      </div>
    </div>
  );
}
