// A count with its noun in the right number, digits grouped the Indian way: "1 page",
// "1,20,000 pages". The SEO tools' reports, forms and checks all count with it.

/** `count` and the noun, e.g. plural(3, 'site-wide issue') is "3 site-wide issues". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
