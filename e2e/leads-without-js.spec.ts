// The lead forms before and without JavaScript: a form sent while the page's scripts are held back,
// or with JavaScript off, posts to the lead API, puts nothing the visitor typed in the address,
// and shows the reference of a lead the agency finds with the CLI; an invalid one lists what to
// fix with what was typed still there; a foreign number and a city the site has no page for are
// accepted; the quote's second step adds to the same lead. Service workers are blocked so that
// held-back scripts stay held back.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E_LEADS_DIR } from './support/leads-dir';
import { expect, test } from './support/fixtures';
import { messageSubmit, quoteDetailsSubmit, quoteSubmit } from '../shared/visitor-words';

const run = promisify(execFile);
const REFERENCE = /RM-\d{4}-[2-9A-HJKMNP-Z]{6}/;

async function leadsJson(): Promise<Record<string, unknown>[]> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'server/leads/cli.ts', 'export', '--format', 'json'],
    {
      env: { ...process.env, LEADS_DATA_DIR: E2E_LEADS_DIR },
    },
  );
  return JSON.parse(stdout.slice(stdout.indexOf('['))) as Record<string, unknown>[];
}

async function referenceOnPage(page: Page): Promise<string> {
  const text = (await page.locator('.reference').first().textContent()) ?? '';
  expect(text).toMatch(REFERENCE);
  return text;
}

const PERSONAL = ['Asha', 'Verma', 'asha', '7946', '2671', 'Andheri'];
const expectNoPersonalData = (url: string) => {
  for (const word of PERSONAL) expect(url).not.toContain(word);
};

test.describe('with JavaScript held back', () => {
  test.use({ serviceWorkers: 'block' });

  test('a contact form sent before hydration posts, keeps the URL clean and the lead arrives', async ({
    page,
  }) => {
    // Hold every script back: the page stays prerendered HTML, as on a slow phone.
    await page.route('**/*.js', () => undefined);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const name = `Asha Verma ${Date.now()}`;
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Email address').fill('asha@example.in');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We run a dental clinic in Andheri and want more bookings.');
    await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
    await page.getByRole('button', { name: messageSubmit }).click();
    await expect(page.getByRole('heading', { name: /your message is with us/ })).toBeVisible();
    expectNoPersonalData(page.url());
    const reference = await referenceOnPage(page);
    const stored = (await leadsJson()).find((lead) => lead.reference === reference);
    expect(stored).toMatchObject({ name, email: 'asha@example.in' });
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('the quote takes a foreign number and a typed city, shows the reference, and its second step adds to the same lead', async ({
    page,
  }) => {
    await page.goto('/quote');
    const name = `Asha Verma ${Date.now()}`;
    const form = page.locator('form.lead-form');
    // The first step: at most five required fields, consent included.
    expect(await form.locator('[required]').count()).toBeLessThanOrEqual(5);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Phone or WhatsApp number').fill('+1 415 555 2671');
    await page.getByLabel('What do you need most?').selectOption('website');
    await page.getByLabel('City').fill('Nagpur');
    await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
    await page.getByRole('button', { name: quoteSubmit }).click();
    await expect(
      page.getByRole('heading', { name: /your quote request is with us/ }),
    ).toBeVisible();
    expectNoPersonalData(page.url());
    const reference = await referenceOnPage(page);
    const whatsapp = page.getByRole('link', { name: /WhatsApp with your reference/ });
    expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(reference));

    await page.getByRole('checkbox', { name: 'Website design and development' }).check();
    await page.getByLabel('Company or business name').fill('Verma Exports');
    await page.getByRole('button', { name: quoteDetailsSubmit }).click();
    await expect(page.getByRole('heading', { name: /your details are added/ })).toBeVisible();
    const leads = await leadsJson();
    // Other workers add leads meanwhile: count only the leads with this reference.
    expect(leads.filter((lead) => lead.reference === reference)).toHaveLength(1);
    expect(leads.find((lead) => lead.reference === reference)).toMatchObject({
      name,
      phone: '+14155552671',
      need: 'website',
      city: 'Nagpur',
      services: ['web-design'],
      company: 'Verma Exports',
    });
  });

  test('the contact form takes a UK number and an invalid one lists what to fix', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Message' }).fill('short');
    await page.getByRole('button', { name: messageSubmit }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('email address or a phone number');
    await expect(summary).toContainText('privacy policy');
    expectNoPersonalData(page.url());
    // What was typed is still there; fix it and send.
    await expect(page.getByLabel('Your name')).toHaveValue('Asha Verma');
    await page.getByLabel('Phone or WhatsApp number').fill('+44 20 7946 0958');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Please call me about SEO for our London showroom.');
    await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
    await page.getByRole('button', { name: messageSubmit }).click();
    const reference = await referenceOnPage(page);
    const stored = (await leadsJson()).find((lead) => lead.reference === reference);
    expect(stored).toMatchObject({ phone: '+442079460958' });
  });
});
