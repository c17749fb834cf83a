// A short, readable name for the element an interaction hit, such as 'button "Get a quote"', for
// the interaction timing list.
const MAX_TEXT = 32;

/** Controls a visitor operates; tabindex="-1" only lets script focus an element (like <main>). */
const CONTROL =
  'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

export function describeElement(node: Node | null | undefined): string {
  if (!(node instanceof Element)) return 'page';
  // The control the visitor meant, not the icon or span inside it that received the event.
  const control = node.closest(CONTROL);
  const element = control ?? node;
  const tag = element.tagName.toLowerCase();
  const id = element.id ? `#${element.id}` : '';
  // The text of a large container (main, a section) says nothing about where the visitor tapped.
  if (!control) return `${tag}${id}`;
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return `${tag}${id}`;
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  return `${tag}${id} "${short}"`;
}
