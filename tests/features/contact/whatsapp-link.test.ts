// The WhatsApp link names the page the visitor is on, to the agency's number from the facts, and
// after a client-side navigation the kept link is rewritten to the same message for the new page.
import { describe, expect, it } from 'vitest';
import { site } from '../../../shared/site';
import { whatsappLink, whatsappMessage } from '../../../src/features/contact/whatsapp-link';
import { retitle } from '../../../src/features/contact/update-contact-bar';

describe('whatsappLink', () => {
  it('opens a chat with the number of the facts', () => {
    expect(site.whatsappHref).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(whatsappLink('A', 'b').startsWith(`${site.whatsappHref}?text=`)).toBe(true);
  });

  it('names the page title and address, encoded for the query string', () => {
    const link = whatsappLink(
      'SEO & Local Search in Mumbai',
      'https://www.reachmark.in/services/seo/mumbai',
    );
    expect(new URL(link).searchParams.get('text')).toBe(
      `Hi, I'm on "SEO & Local Search in Mumbai" (https://www.reachmark.in/services/seo/mumbai) and would like to talk about it.`,
    );
    expect(link.split('?')[1]).not.toMatch(/[& ]/);
  });
});

describe('retitle (after a client-side navigation)', () => {
  it('gives the message whatsappMessage writes for the new page', () => {
    const before = whatsappMessage('SEO Services', 'https://www.reachmark.in/services/seo');
    for (const [title, url] of [
      ['Digital Marketing Agency in Mumbai', 'https://www.reachmark.in/locations/mumbai'],
      ['Page "Not" Found (404)', 'https://www.reachmark.in/no-such-page?x=(1)'],
    ] as const) {
      expect(retitle(before, title, url)).toBe(whatsappMessage(title, url));
    }
  });
});
