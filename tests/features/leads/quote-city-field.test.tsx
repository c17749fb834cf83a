// The quote's city field: any city typed, the site's places suggested, and a city page's link
// filling in its place by name while anything else in the link is ignored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QuoteForm } from '../../../src/features/leads/quote-form';
import { fillQuote } from './fill-quote';
import { quoteSubmit } from '../../../shared/visitor-words';

const renderAt = (search: string) => {
  window.history.replaceState(null, '', `/quote${search}`);
  return render(
    <MemoryRouter initialEntries={[`/quote${search}`]}>
      <QuoteForm />
    </MemoryRouter>,
  );
};

const cityField = () => screen.getByRole('combobox', { name: /^City/ });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("the quote's city field", () => {
  it("is a text field labelled City that suggests the site's places", () => {
    renderAt('');
    const city = cityField();
    expect(city.tagName).toBe('INPUT');
    expect(city.getAttribute('type')).toBe('text');
    expect(city.getAttribute('autocomplete')).toBe('address-level2');
    expect(city.getAttribute('aria-describedby')).toBe('city-hint');
    const list = document.getElementById(city.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    const suggestions = within(list!)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.getAttribute('value'));
    expect(suggestions).toContain('Mumbai');
    expect(suggestions).toContain('Maharashtra (anywhere in the state)');
    expect(suggestions).not.toContain('Other city or town');
  });

  it('sends a city the site has no page for as typed', async () => {
    const requests: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        requests.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Response.json({ reference: 'RM-2026-7KQ4MZ' }, { status: 201 });
      }),
    );
    renderAt('');
    await fillQuote('Nagpur');
    await userEvent.click(screen.getByRole('button', { name: quoteSubmit }));
    await screen.findByRole('heading', { name: /your quote request is with us/ });
    expect(requests[0]).toMatchObject({ kind: 'quote', city: 'Nagpur' });
  });

  it('says what to change when the city is not a place name', async () => {
    renderAt('');
    await userEvent.type(cityField(), '440010');
    await userEvent.tab();
    await waitFor(() => expect(cityField().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('city-error')?.textContent).toBe(
      'Please enter your city or town in letters, like Nagpur or Navi Mumbai.',
    );
  });

  it("fills in the name of a city page's place from the link", async () => {
    renderAt('?service=seo&city=pune');
    await waitFor(() => expect(cityField()).toHaveProperty('value', 'Pune'));
  });

  it.each([
    ['an unknown slug', '?city=atlantis'],
    ['markup', `?city=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
    ['an inherited property', '?city=__proto__'],
    ['a name instead of a slug', '?city=Pune'],
  ])('ignores %s in the link', async (_what, search) => {
    renderAt(`?service=seo${search.replace('?', '&')}`);
    // The service's need is applied, so the prefill has run.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveProperty(
        'value',
        'seo',
      ),
    );
    expect(cityField()).toHaveProperty('value', '');
    expect(document.querySelector('img')).toBeNull();
  });
});
