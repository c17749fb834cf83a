// The map of India: the home page's first screen on a phone shows it at a readable size, named for
// what it shows; a state page marks the state's cities and a city page its areas, each in words a
// visitor without the image reads too. The base map is a static file, not script.
import { expect, test } from './support/fixtures';

test('the home page opens on a map of the cities we serve, within a phone first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const map = page.getByRole('img', {
    name: /^Map of India: the \d+ cities we serve, in \d+ states/,
  });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('fetchpriority', 'high');
  await expect(map).toHaveAttribute('src', /^\/assets\/india-map-served-[0-9a-f]{8}\.svg$/);
  const box = (await map.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(160);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const caption = page.getByRole('figure').filter({ has: map });
  await expect(caption).toContainText(/\d+ cities in \d+ states and union territories/);
  await expect(caption).toContainText('Haryana: Gurgaon, Faridabad');
});

test('a state page highlights the state and names the cities we serve in it', async ({ page }) => {
  await page.goto('/locations/maharashtra');
  const map = page.getByRole('img', {
    name: 'Map of India: Maharashtra highlighted, with the 2 cities we serve there',
  });
  await expect(map).toHaveAttribute('src', /^\/assets\/india-map-maharashtra-[0-9a-f]{8}\.svg$/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('figure').filter({ has: map })).toContainText('Mumbai and Pune.');
});

test('a city page marks the city in its state and names the areas it covers', async ({ page }) => {
  await page.goto('/locations/pune');
  const map = page.getByRole('img', {
    name: 'Map of India with Maharashtra highlighted and Pune marked',
  });
  await expect(map).toBeVisible();
  const figure = page.getByRole('figure').filter({ has: map });
  await expect(figure).toContainText('Areas we cover in Pune');
  await expect(figure).toContainText('Hinjewadi Rajiv Gandhi Infotech Park');
});

for (const path of ['/about', '/contact']) {
  test(`${path} opens on the office's city on its state's map, within a phone first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    const map = page.getByRole('img', { name: 'Map: our office in Gurugram, Haryana' });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('src', /^\/assets\/india-map-haryana-[0-9a-f]{8}\.svg$/);
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(160);
    // Above the call and WhatsApp bar at the foot of a phone's screen.
    expect(box.y).toBeLessThan(812 - 60);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('figure').filter({ has: map })).toContainText(
      'Plot 42, Sector 44, Gurugram, Haryana 122003',
    );
  });
}
