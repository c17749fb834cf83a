// Call and WhatsApp on a touch phone and a laptop beyond the first screen of each template
// (every-template.spec.ts checks that): the brand name in the header from 320 px; the menus' 'All
// …' links to /sitemap; city breadcrumbs.
import { site } from '../shared/site';
import { expect, test, waitForHydration } from './support/fixtures';
import { callLink, expectOnFirstScreen, whatsappLink } from './support/contact-bar';
import { TOUCH_PHONE } from './support/touch-phone';
import { quoteCta } from '../shared/visitor-words';
const LAPTOP = { viewport: { width: 1280, height: 800 } };

test.describe('on a touch phone', () => {
  test.use(TOUCH_PHONE);

  test('the call and WhatsApp links come first after the skip links, and name the page', async ({
    page,
  }) => {
    await page.goto('/services/seo');
    await waitForHydration(page);
    const focusedName = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent ?? '');
    const names: string[] = [];
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      names.push(await focusedName());
    }
    expect(names[0]).toBe('Skip to main content');
    expect(names[1]).toBe('Skip to navigation');
    expect(names[2]).toBe(`Call ${site.phone}`);
    expect(names[3]).toMatch(/^WhatsApp us about SEO Services/);
    const href = (await whatsappLink(page).getAttribute('href'))!;
    expect(href.startsWith(`${site.whatsappHref}?text=`)).toBe(true);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain('SEO Services');
    expect(text).toContain('https://www.reachmark.in/services/seo');
  });

  test('the bar never covers the page: the end of the footer is above it', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    const footerEnd = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(bar.y + 1);
  });

  test('the mobile menu ends each list with its full list on /sitemap', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Industries' }).tap();
    await menu.getByRole('link', { name: 'All industries' }).tap();
    await expect(page).toHaveURL(/\/sitemap#industries$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Industries' })).toBeInViewport();
  });

  test('the theme is one button that names the current choice and moves to the next', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /^Colour theme: system/ });
    await button.tap();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: /^Colour theme: light/ })).toBeVisible();
  });
});

test.describe('at 320 px', () => {
  test.use({ ...TOUCH_PHONE, viewport: { width: 320, height: 640 } });

  test('the header shows the brand name and nothing overflows the screen', async ({ page }) => {
    await page.goto('/services/seo');
    await waitForHydration(page);
    const brand = page.locator('header').getByText(site.name, { exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectOnFirstScreen(callLink(page), { width: 320, height: 640 });
    await expectOnFirstScreen(whatsappLink(page), { width: 320, height: 640 });
  });
});

test.describe('at 360 px, the most common Android width', () => {
  const screen = { width: 360, height: 740 };
  test.use({ ...TOUCH_PHONE, viewport: screen });

  test('the number shows and both links fit side by side', async ({ page }) => {
    await page.goto('/services/seo');
    await waitForHydration(page);
    await expect(callLink(page).getByText(site.phone)).toBeVisible();
    await expectOnFirstScreen(callLink(page), screen);
    await expectOnFirstScreen(whatsappLink(page), screen);
  });
});

test.describe('on a laptop', () => {
  test.use(LAPTOP);

  test('the header keeps its quote button and the phone number shows', async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const quote = page.locator('header').getByRole('link', { name: quoteCta });
      await expect(quote, `${width} px`).toBeInViewport({ ratio: 1 });
      await expect(callLink(page), `${width} px`).toHaveText(`Call ${site.phone}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test('keyboard: the skip links, then call and WhatsApp', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    await expect(callLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(whatsappLink(page)).toBeFocused();
  });

  // One test, each menu opened from a fresh load of the home page in one tab (its scripts from the
  // cache after the first load), then the head office city from the Locations menu.
  test("each menu ends with its 'All …' link to its section of /sitemap, and Locations lists the head office city", async ({
    page,
  }) => {
    const menus = [
      ['Services', 'All services', 'Services'],
      ['Locations', 'All locations', 'Locations'],
      ['Industries', 'All industries', 'Industries'],
      ['Tools', 'All tools', 'Free tools'],
    ] as const;
    test.setTimeout((menus.length + 1) * 60_000);
    for (const [menu, all, group] of menus) {
      await test.step(`the ${menu} menu ends with '${all}', which opens its section of /sitemap`, async () => {
        await page.goto('/');
        await waitForHydration(page);
        const nav = page.getByRole('navigation', { name: 'Primary' });
        await nav.getByRole('button', { name: menu }).click();
        await nav.getByRole('link', { name: all }).click();
        await expect(page).toHaveURL(new RegExp(`/sitemap#${all.split(' ')[1]}$`));
        const heading = page
          .getByRole('main')
          .getByRole('heading', { level: 2, name: group, exact: true });
        await expect(heading).toBeInViewport();
      });
    }
    await test.step('the Locations menu lists the head office city', async () => {
      await page.goto('/');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Primary' });
      await nav.getByRole('button', { name: 'Locations' }).click();
      await nav.getByRole('link', { name: 'Gurgaon' }).click();
      await expect(page).toHaveURL(/\/locations\/haryana\/gurgaon$/);
    });
  });

  test('a city page names its list in the breadcrumbs and in its BreadcrumbList', async ({
    page,
  }) => {
    await page.goto('/locations/mumbai');
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Locations', 'Mumbai']);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const list = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Locations',
      'Mumbai',
    ]);
    expect(list.itemListElement[1].item).toBe('https://www.reachmark.in/sitemap#locations');
    await crumbs.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/sitemap#locations$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Locations', exact: true }),
    ).toBeInViewport();
  });
});

test.describe('before any script runs', () => {
  test.use({ ...TOUCH_PHONE, javaScriptEnabled: false });

  test('the prerendered page already has both links, the WhatsApp one naming the page', async ({
    page,
  }) => {
    await page.goto('/locations/mumbai');
    await expect(callLink(page)).toHaveAttribute('href', site.phoneHref);
    const href = (await whatsappLink(page).getAttribute('href'))!;
    expect(new URL(href).searchParams.get('text')).toContain('Digital Marketing Agency in Mumbai');
    await expectOnFirstScreen(callLink(page), TOUCH_PHONE.viewport);
  });
});
