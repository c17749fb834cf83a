// Call and WhatsApp on every page: the facts' number, and a WhatsApp message naming the page.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ContactBar } from '../../../src/features/contact/contact-bar';
import { site } from '../../../shared/site';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactBar />
    </MemoryRouter>,
  );

describe('contact bar', () => {
  it('calls the number of the facts', () => {
    renderAt('/services/seo');
    const call = screen.getByRole('link', { name: `Call ${site.phone}` });
    expect(call.getAttribute('href')).toBe(site.phoneHref);
  });

  it('opens WhatsApp with a message naming the page the visitor is on', () => {
    renderAt('/services/seo/mumbai');
    const link = screen.getByRole('link', { name: /^WhatsApp us about .*Mumbai/ });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('https://www.reachmark.in/services/seo/mumbai');
    expect(text).toMatch(/Mumbai/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('names the not-found page on an unknown address', () => {
    renderAt('/no-such-page');
    const link = screen.getByRole('link', { name: /^WhatsApp us about/ });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('/no-such-page');
  });
});
