// The WhatsApp link of a page: the agency's wa.me address with a first message that names the page
// the visitor is on, so the conversation starts with context. Built while the page renders (at
// prerender too), so the link works before the page's scripts start.

/** A wa.me link to the number in `whatsappHref` whose message names the page `title` at `url`. */
export function whatsappLink(whatsappHref: string, title: string, url: string): string {
  const digits = whatsappHref.replace(/\D/g, '');
  const message = `Hi, I'm on "${title}" (${url}) and would like to talk about it.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
