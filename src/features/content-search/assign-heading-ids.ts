// Gives the section headings of a client-rendered page the ids the prerendered HTML carries
// (heading-ids.ts), so a link to '/path#section' finds its heading after client-side navigation.
import { headingIds } from './heading-ids';

/** The section headings content search links to: h2 to h6 of the main content. */
export const SECTION_HEADINGS = 'h2, h3, h4, h5, h6';

export function assignHeadingIds(main: HTMLElement): void {
  const headings = [...main.querySelectorAll<HTMLElement>(SECTION_HEADINGS)];
  if (headings.every((heading) => heading.id)) return;
  const taken = [...document.querySelectorAll('[id]')]
    .filter((element) => !headings.includes(element as HTMLElement))
    .map((element) => element.id);
  const ids = headingIds(
    headings.map((heading) => ({ id: heading.id || undefined, text: heading.textContent ?? '' })),
    taken,
  );
  headings.forEach((heading, index) => {
    if (!heading.id) heading.id = ids[index]!;
  });
}
