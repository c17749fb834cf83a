// The WhatsApp link names the page the visitor is on, to the agency's number from the facts.
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { whatsappLink } from '../../../src/features/contact/whatsapp-link';

describe('whatsappLink', () => {
  it('opens a chat with the number of the facts, digits only', () => {
    const link = new URL(whatsappLink('https://wa.me/+91 98110-45500', 'SEO Services', 'x'));
    expect(link.origin + link.pathname).toBe('https://wa.me/919811045500');
    expect(whatsappLink(site.whatsappHref, 'A', 'b')).toMatch(
      new RegExp(`^${site.whatsappHref}\\?text=`),
    );
  });

  it('starts the message with the page title and address, encoded for the query string', () => {
    const link = whatsappLink(
      site.whatsappHref,
      'SEO & Local Search in Mumbai',
      'https://www.reachmark.in/services/seo/mumbai',
    );
    const text = new URL(link).searchParams.get('text');
    expect(text).toBe(
      `Hi, I'm on "SEO & Local Search in Mumbai" (https://www.reachmark.in/services/seo/mumbai) and would like to talk about it.`,
    );
    expect(link.split('?')[1]).not.toContain('&');
  });
});
