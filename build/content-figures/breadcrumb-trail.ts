// The breadcrumb demo's figure: one page's trail drawn as the steps it is built from, home at the
// top, each step its page's breadcrumb name and address, from the registry's parent links
// (the same items the Breadcrumbs component shows).
import { registryPages } from '../../src/site/registry-pages.ts';
import { breadcrumbItems } from '../../src/site/breadcrumb-items.ts';
import { FIGURE_WIDTH, PAD, fitText, svgCard, svgRect, svgText } from './svg-card.ts';

const STEP = 44;
const TOP = 44;

export function drawBreadcrumbTrail(pageId: string) {
  const page = registryPages.byId(pageId);
  const items = breadcrumbItems(registryPages.trail(page), registryPages.byId('sitemap'));
  const height = TOP + items.length * STEP + 4;
  const body = [
    svgText(PAD, 28, `A trail of ${items.length} steps, from the parent links`, {
      size: 14,
      weight: 700,
    }),
    ...items.flatMap((item, index) => {
      const y = TOP + index * STEP;
      const last = index === items.length - 1;
      return [
        index > 0
          ? `<path d="M${PAD + 7} ${y - STEP + 26}V${y + 4}" class="l" stroke-width="1.5"/>`
          : '',
        svgRect(PAD, y + 4, 14, 14, last ? 'a' : 'b'),
        svgText(PAD + 26, y + 16, fitText(item.name, FIGURE_WIDTH - 3 * PAD - 26, 13), {
          size: 13,
          weight: 600,
        }),
        svgText(PAD + 26, y + 32, fitText(item.path, FIGURE_WIDTH - 3 * PAD - 26, 11), {
          size: 11,
          className: 'm',
        }),
      ];
    }),
  ];
  const alt = `The breadcrumb trail of ${page.label ?? page.title}: ${items.map((item) => item.name).join(' › ')}`;
  return {
    svg: svgCard(height, body, alt),
    width: FIGURE_WIDTH,
    height,
    alt,
    caption: 'Each step is the page above it in the registry; the last is the page itself.',
  };
}
