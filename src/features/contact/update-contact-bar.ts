// After a client-side navigation: the WhatsApp link of the contact bar (kept from the prerendered
// HTML, contact-bar.tsx) names the page now shown, in its message and its accessible name. The
// address in the message is the page's canonical URL, which the head tags have just set. It edits
// the message whatsapp-link.ts wrote rather than importing it: a module shared with the entry's
// server-only code would split the entry chunk (a test keeps both messages the same).

/** The message `text` with its quoted title and address replaced. */
export const retitle = (text: string, title: string, url: string): string =>
  text.replace(/^(.*?)".*" \(.*?\)/, (_, start: string) => `${start}"${title}" (${url})`);

export function updateContactBar(title: string): void {
  const link = document.querySelector<HTMLAnchorElement>('.contact-bar-whatsapp');
  if (!link) return;
  const [address, query = ''] = link.href.split('?text=');
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const text = retitle(decodeURIComponent(query), title, canonical?.href ?? location.href);
  link.href = `${address}?text=${encodeURIComponent(text)}`;
  const name = link.querySelector('.sr-only');
  if (name) name.textContent = ` us about ${title} (opens in a new tab)`;
}
