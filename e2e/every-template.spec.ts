// One page of every template, on a touch phone and a laptop, in the light and the dark theme: call
// and WhatsApp whole on the first screen everywhere, and on the laptop axe-core (WCAG 2.2 A and AA
// rules and best practices) finds no violation. One visit serves every check of that page and
// setting. A few tests each visit their share of the templates in one browser page, a fresh load
// each (scripts and styles come from the cache after the first); each template is a step of its
// own, and a failure on one hides none on the others.
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
              if (!axe) return;
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
