// Stable ids for a page's section headings (h2 to h6), so content search can link to a section
// ('/path#how-long-does-seo-take'). A heading keeps the id it has; one without gets a slug of its
// text, made unique with '-2', '-3'... in document order. The same function runs on the prerendered
// HTML (build/heading-ids-html.ts) and on client-rendered pages (assign-heading-ids.ts), so both
// give every heading the same id in every build.

/** Lower case, accents dropped, letters and digits of any script joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, (marks, at: number, whole: string) =>
      // Devanagari and other abugidas write vowels as marks: keep them, drop Latin accents only.
      /[a-z]/.test(whole[at - 1] ?? '') ? '' : marks,
    )
    .replace(/['‘’`´]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .normalize('NFC');
}

export interface HeadingText {
  /** The id the heading already carries, if any. */
  id?: string;
  text: string;
}

/**
 * The id of each heading, in order: its own, or a unique slug of its text (never one of `taken`,
 * the ids other elements of the page use). A heading whose text has no letters or digits gets
 * 'section', 'section-2'...
 */
export function headingIds(headings: readonly HeadingText[], taken: Iterable<string>): string[] {
  const used = new Set(taken);
  for (const heading of headings) if (heading.id) used.add(heading.id);
  return headings.map((heading) => {
    if (heading.id) return heading.id;
    const base = slugify(heading.text) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
