// The WhatsApp link of a page: the agency's wa.me address from the facts with a first message that
// names the page the visitor is on, so the conversation starts with context. Built while the page
// renders (at prerender), so the link works before the page's scripts start.
import { site } from '../../../shared/site';

/** The message naming the page `title` at `url`; update-contact-bar.ts rewrites its first part. */
export const whatsappMessage = (title: string, url: string): string =>
  `Hi, I'm on "${title}" (${url}) and would like to talk about it.`;

/** The wa.me link of the facts with the message naming the page `title` at `url`. */
export const whatsappLink = (title: string, url: string): string =>
  `${site.whatsappHref}?text=${encodeURIComponent(whatsappMessage(title, url))}`;
