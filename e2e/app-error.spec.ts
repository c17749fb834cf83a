// An uncaught rendering error shows the app-level screen with its message, and 'Try again' renders
// the site again.
import { DEMO_RENDER_ERROR } from '../src/features/errors/render-error-demo';
import { expect, test, waitForHydration } from './support/fixtures';

test("a rendering error shows 'Something went wrong' with technical details", async ({
  page,
  problems,
}) => {
  problems.allow(/Simulated rendering error|The above error occurred/);
  await page.goto('/routing-test');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Simulate a rendering error' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText(
      'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
    ),
  ).toBeVisible();
  await page.getByText('Technical details (for developers)').click();
  await expect(page.getByText(DEMO_RENDER_ERROR)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routing Test');
});
