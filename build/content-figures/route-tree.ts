// The routing test page's figure: the site's routes by template, from the registry, the same list
// the page checks one by one.
import { pages } from '../../src/content/registry.ts';
import { drawBarRows } from './bar-rows.ts';

const MAX_ROWS = 8;

export function drawRouteTree() {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.template, (counts.get(page.template) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, MAX_ROWS - 1);
  const rest = sorted.slice(shown.length);
  const restPages = rest.reduce((sum, [, count]) => sum + count, 0);
  const rows = [
    ...shown.map(([template, count]) => ({ label: template, value: count, shown: String(count) })),
    { label: `${rest.length} other templates`, value: restPages, shown: String(restPages) },
  ];
  const alt =
    `The site's ${pages.length} routes by template: ` +
    rows.map((row) => `${row.label} ${row.shown}`).join(', ');
  const drawn = drawBarRows(
    rows,
    {
      heading: `${pages.length} routes, ${counts.size} templates`,
      subheading: 'Routes per template',
    },
    alt,
  );
  return { ...drawn, alt, caption: 'Every route below is one of these, checked by the button.' };
}
