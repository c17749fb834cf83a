// The conversion forms in Chromium: a quote submitted and found with the agency's CLI, a city the
// site has no page for typed and stored as typed, its second step added to the same lead on the
// same page (axe-clean in both themes), a draft that survives a reload, and both steps made
// offline, queued and each delivered exactly once. Inline errors, the error summary and focus are
// component tests (tests/features/leads/lead-forms.test.tsx).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E_LEADS_DIR } from './support/leads-dir';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { messageSubmit, quoteDetailsSubmit, quoteSubmit } from '../shared/visitor-words';

const run = promisify(execFile);

interface StoredLead {
  reference: string;
  name: string;
  city: string;
  need: string;
  phone: string;
  services?: string[];
  company?: string;
  email?: string;
}

const leadsCli = async (...args: string[]): Promise<string> =>
  (
    await run('npx', ['tsx', 'server/leads/cli.ts', ...args], {
      env: { ...process.env, LEADS_DATA_DIR: E2E_LEADS_DIR },
    })
  ).stdout;

async function leadsJson(): Promise<StoredLead[]> {
  const stdout = await leadsCli('export', '--format', 'json');
  return JSON.parse(stdout.slice(stdout.indexOf('['))) as StoredLead[];
}

async function fillQuote(page: Page, name: string, city = 'Mumbai') {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Phone or WhatsApp number').fill('+91 98765 43210');
  await page.getByLabel('What do you need most?').selectOption('seo');
  await page.getByLabel('City').fill(city);
  await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
}

test('a quote sent at once after the page loads, as autofill does, reaches the agency', async ({
  page,
}) => {
  await page.goto('/quote?service=seo&city=mumbai');
  await waitForHydration(page);
  await expect(page.getByLabel('What do you need most?')).toHaveValue('seo');
  await expect(page.getByLabel('City')).toHaveValue('Mumbai');
  const name = `Priya Sharma ${Date.now()}`;
  // No pause: a phone's autofill fills the form in one tap, well within 500 ms of the page loading.
  await fillQuote(page, name);
  await page.getByRole('button', { name: quoteSubmit }).click();
  const confirmation = page.getByRole('heading', {
    name: /Thank you: your quote request is with us/,
  });
  await expect(confirmation).toBeFocused();
  const reference = (await page.locator('.reference').textContent())!;
  expect(reference).toMatch(/^RM-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
  // The export lists the leads the agency received, never the spam folder's: this one is sent on.
  const stored = (await leadsJson()).find((lead) => lead.reference === reference);
  expect(stored).toMatchObject({ name, city: 'Mumbai', need: 'seo', phone: '+919876543210' });
});

test('a city the site has no page for is typed, stored as typed and shown to the agency', async ({
  page,
}) => {
  await page.goto('/quote');
  await waitForHydration(page);
  const city = page.getByRole('combobox', { name: 'City' });
  // The site's places are suggested; any other city may be typed.
  const listId = await city.getAttribute('list');
  await expect(page.locator(`datalist#${listId} option[value="Mumbai"]`)).toHaveCount(1);
  const name = `Rohan Deshpande ${Date.now()}`;
  await fillQuote(page, name, 'Nagpur');
  await page.getByRole('button', { name: quoteSubmit }).click();
  await expect(
    page.getByRole('heading', { name: /Thank you: your quote request is with us/ }),
  ).toBeFocused();
  const reference = (await page.locator('.reference').textContent())!;
  const stored = (await leadsJson()).find((lead) => lead.reference === reference);
  expect(stored).toMatchObject({ name, city: 'Nagpur' });
  expect(await leadsCli('show', reference)).toMatch(/^City +Nagpur$/m);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the quote's second step adds to the same lead, on the same page (${theme} theme)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/quote');
    await waitForHydration(page);
    const name = `Kavya Rao ${Date.now()}`;
    await fillQuote(page, name);
    await page.getByRole('button', { name: quoteSubmit }).click();
    await expect(
      page.getByRole('heading', { name: /Thank you: your quote request is with us/ }),
    ).toBeFocused();
    const reference = (await page.locator('.reference').textContent())!;

    const details = page.getByRole('form', { name: 'Optional: tell us a little more' });
    await expect(details.getByRole('group', { name: 'Paid ads' })).toBeVisible();
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
    await details.getByRole('checkbox', { name: 'Google Ads' }).check();
    await details.getByLabel('Company or business name').fill('Rao Dental Studio');
    await details.getByLabel('Email address').fill('kavya@example.in');
    await details.getByRole('button', { name: quoteDetailsSubmit }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you: your details are added' }),
    ).toBeFocused();
    expect(page.url()).not.toContain('kavya');

    // One lead of this visitor's, updated: other tests send leads at the same time, so the
    // count to check is this name's (unique to this test run), not the whole list's.
    const leads = await leadsJson();
    expect(leads.filter((lead) => lead.name === name)).toHaveLength(1);
    expect(leads.find((lead) => lead.reference === reference)).toMatchObject({
      name,
      need: 'seo',
      services: ['ppc'],
      company: 'Rao Dental Studio',
      email: 'kavya@example.in',
    });
  });
}

test('a draft survives a reload and can be cleared', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByLabel('Your name').fill('Arjun Mehta');
  await page.getByLabel('Subject (optional)').fill('Partnership for our Pune clinics');
  // The draft is saved a moment after typing stops; on a loaded machine that moment comes late, so
  // reload once the saved draft holds what was typed, not after a fixed wait.
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage).join('\n')), { timeout: 10_000 })
    .toContain('Partnership for our Pune clinics');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Your name')).toHaveValue('Arjun Mehta');
  await expect(page.getByLabel('Subject (optional)')).toHaveValue(
    'Partnership for our Pune clinics',
  );
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test('offline from arrival, both steps of a quote are queued, then each delivered exactly once', async ({
  page,
  context,
  problems,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const outbox = () => page.evaluate(() => localStorage.getItem('site:lead-outbox'));
  await page.goto('/quote');
  await waitForHydration(page);
  // The second step's code and the validation are loaded once the page is idle, without a click
  // (fetched, then imported: the import is the entry of initiator 'script').
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter(
                (entry) =>
                  (entry as PerformanceResourceTiming).initiatorType === 'script' &&
                  /\/(quote-details-form|validate-lead)-/.test(entry.name),
              ).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(2);
  // The service worker is installed too, as on a phone that arrived and then lost the connection
  // (otherwise its registration code, loaded when idle, fails to load on a busy machine).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);

  const name = `Offline Visitor ${Date.now()}`;
  await fillQuote(page, name);
  await page.getByRole('button', { name: quoteSubmit }).click();
  await expect(
    page.getByRole('heading', { name: /You are offline: your quote request is saved/ }),
  ).toBeFocused();

  const details = page.getByRole('form', { name: 'Optional: tell us a little more' });
  await details.getByRole('checkbox', { name: 'Google Ads' }).check();
  await details.getByLabel('Company or business name').fill('Offline Dental Studio');
  await details.getByLabel('Email address').fill('offline@example.in');
  await details.getByRole('button', { name: quoteDetailsSubmit }).click();
  await expect(
    page.getByRole('heading', { name: 'You are offline: your details are saved' }),
  ).toBeFocused();
  expect(await outbox()).toContain(name);
  expect(await outbox()).toContain('Offline Dental Studio');
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'Thank you: your details are added' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('heading', { name: /Thank you: your quote request is with us/ }),
  ).toBeVisible();
  const reference = (await page.locator('.reference').first().textContent())!;
  await expect.poll(outbox).toBeNull();
  expect(posts).toEqual(['/api/leads', '/api/leads/details']);
  const matching = (await leadsJson()).filter((lead) => lead.name === name);
  expect(matching).toHaveLength(1);
  expect(matching[0]).toMatchObject({
    reference,
    services: ['ppc'],
    company: 'Offline Dental Studio',
    email: 'offline@example.in',
  });
  // Nothing failed to load, chunk or otherwise: no error reached the console.
  expect(problems.messages).toEqual([]);
});

test('after a failed send, an unchanged retry keeps its key, changed answers and a 409 get a new one', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource/);
  const keys: string[] = [];
  // Refused by stand-ins for the server, in this order; the request after them reaches the server.
  const refusals = [
    { status: 503, message: 'We are busy just now.' },
    { status: 409, message: 'This form was already sent to us with different answers.' },
    { status: 500, message: 'Still busy.' },
  ];
  await page.route('**/api/leads', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    const refusal = refusals.shift();
    if (!refusal) return route.continue();
    return route.fulfill({ status: refusal.status, json: { message: refusal.message } });
  });
  await page.goto('/contact');
  await waitForHydration(page);
  const name = `Retrying Visitor ${Date.now()}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill('retry@example.in');
  await page.getByLabel('Subject (optional)').fill('Local SEO for our bakery');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We have two bakeries in Pune and want more orders.');
  await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
  const send = page.getByRole('button', { name: messageSubmit });

  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'We are busy just now.' })).toBeVisible();
  await send.click(); // unchanged: the same key, so a send that did arrive is not stored twice
  await expect(
    page.getByRole('alert').filter({ hasText: 'already sent to us with different answers' }),
  ).toBeVisible();
  await send.click(); // after a 409, the same answers go out under a new key
  await expect(page.getByRole('alert').filter({ hasText: 'Still busy.' })).toBeVisible();
  await page.getByLabel('Subject (optional)').fill('Local SEO for our two bakeries');
  await send.click(); // changed answers: a new key
  await expect(
    page.getByRole('heading', { name: /Thank you: your message is with us/ }),
  ).toBeVisible();

  expect(keys).toHaveLength(4);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[3]).not.toBe(keys[2]);
  expect(new Set(keys).size).toBe(3);
  expect((await leadsJson()).filter((lead) => lead.name === name)).toHaveLength(1);
});
