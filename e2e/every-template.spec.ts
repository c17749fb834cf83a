// One page of every template, on a touch phone and a laptop, in the light and the dark theme: call
// and WhatsApp whole on the first screen everywhere; on the phone (375x812) a meaningful visual on
// the first screen (an image with an accessible name, at least 160 px wide, with at least its top
// 80 px in view above the contact bar); on the laptop axe-core (WCAG 2.2 A and AA rules and best
// practices) finds no violation. One visit serves every check of that page and setting. A few
// tests each visit their share of the templates in one browser page, a fresh load each (scripts
// and styles come from the cache after the first); each template is a step of its own, and a
// failure on one hides none on the others.
import type { Page } from '@playwright/test';
import { site } from '../shared/site';
import { axeViolations } from './support/axe';
import { callLink, expectOnFirstScreen, whatsappLink } from './support/contact-bar';
import { expect, test, waitForHydration } from './support/fixtures';
import {
  allowNotFoundDocument,
  batchTimeout,
  batchTitle,
  inBatches,
  onePagePerTemplate,
} from './support/template-batches';
import { TOUCH_PHONE } from './support/touch-phone';

const DEVICES = [
  { device: 'phone', options: TOUCH_PHONE, axe: false, batches: 2 },
  { device: 'laptop', options: { viewport: { width: 1280, height: 800 } }, axe: true, batches: 3 },
] as const;

/**
 * The not-found page's first screen is the way back (the pages visitors most often want, the
 * search): a picture there would push those links below the fold (docs/design.md).
 */
const WITHOUT_VISUAL = new Set(['not-found']);

/** Width and top of each named image in the page's main content (img, picture, svg role=img). */
const namedImages = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('img', { name: /\w/ })
    .evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return { width: box.width, top: box.top };
      }),
    );

for (const { device, options, axe, batches: count } of DEVICES) {
  const batches = inBatches(onePagePerTemplate, count);
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${device}, ${theme} theme`, () => {
      test.use({ ...options, colorScheme: theme });
      for (const [index, batch] of batches.entries()) {
        test(`each template, batch ${index + 1} of ${count}: ${batchTitle(batch)}`, async ({
          page,
          problems,
        }) => {
          test.setTimeout(batchTimeout(batch));
          allowNotFoundDocument(problems);
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          for (const [template, path] of batch) {
            await test.step(`the ${template} template (${path})`, async () => {
              const where = `${template} template (${path}): `;
              await page.goto(path);
              await waitForHydration(page);
              await expectOnFirstScreen(callLink(page), options.viewport, where);
              await expectOnFirstScreen(whatsappLink(page), options.viewport, where);
              await expect.soft(callLink(page), where).toHaveAttribute('href', site.phoneHref);
              if (!axe) {
                if (WITHOUT_VISUAL.has(template)) return;
                const screen = options.viewport;
                const visuals = (await namedImages(page)).filter(
                  (image) =>
                    image.width >= 160 && image.top >= 0 && image.top + 80 <= screen.height,
                );
                expect
                  .soft(visuals.length, `${where}a named visual on the first screen`)
                  .toBeGreaterThan(0);
                return;
              }
              const found = (await axeViolations(page)).map(
                (violation) =>
                  `${violation.id}: ${violation.nodes
                    .map((node) => node.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
              );
              expect.soft(found, `axe on the ${template} template (${path})`).toEqual([]);
            });
          }
        });
      }
    });
  }
}
