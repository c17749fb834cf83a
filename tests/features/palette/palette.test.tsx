import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { A11yProvider } from '../../../src/features/a11y/a11y-provider';
import { PaletteProvider } from '../../../src/features/palette/palette-provider';
import { SearchButton } from '../../../src/features/palette/search-button';
import {
  PALETTE_RECENTS_KEY,
  PALETTE_USAGE_KEY,
} from '../../../src/features/palette/palette-constants';
import { quoteAction, searchSite } from '../../../shared/visitor-words';

/** Renders the header's search button inside the providers and opens the palette with it. */
async function openPalette() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <A11yProvider>
        <PaletteProvider>
          <SearchButton />
        </PaletteProvider>
      </A11yProvider>
    </MemoryRouter>,
  );
  await userEvent.click(
    screen.getByRole('button', { name: (name: string) => name.includes(searchSite) }),
  );
  // The dialog's code loads on the first opening (the first test to open it transforms it).
  const dialog = await screen.findByRole('dialog', { name: searchSite }, { timeout: 5000 });
  return { dialog, input: within(dialog).getByRole('combobox') };
}

/** Every message written to the polite live region (it clears after 100 ms). */
function recordAnnouncements(): string[] {
  const heard: string[] = [];
  const region = screen.getByRole('status');
  new MutationObserver(() => {
    if (region.textContent) heard.push(region.textContent);
  }).observe(region, { childList: true, subtree: true, characterData: true });
  return heard;
}

/** The names of the result groups shown (cmdk labels each group by its heading). */
const groupNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('group')
    .map((group) => {
      const heading = group.getAttribute('aria-labelledby');
      return heading
        ? document.getElementById(heading)?.textContent
        : group.getAttribute('aria-label');
    })
    .filter((name) => name !== 'Filter by category');

describe('palette', () => {
  it('usePalette() outside PaletteProvider throws', () => {
    expect(() => render(<SearchButton />)).toThrow(
      'usePalette must be used within a PaletteProvider',
    );
  });

  it('typing shows results grouped by category and announces their number', async () => {
    const { dialog, input } = await openPalette();
    const heard = recordAnnouncements();
    await userEvent.type(input, 'seo');
    await within(dialog).findByRole('group', { name: 'Services' });
    await waitFor(() => expect(heard.at(-1)).toMatch(/^\d+ results$/));
    expect(groupNames(dialog)).toEqual(expect.arrayContaining(['Services', 'Locations', 'Tools']));
    const services = within(dialog).getByRole('group', { name: 'Services' });
    expect(within(services).getAllByRole('option')[0]?.textContent).toContain('SEO');
  });

  it("filter chips restrict the results, show 'Filtering by' and clear with the query", async () => {
    const { dialog, input } = await openPalette();
    await userEvent.type(input, 'seo');
    await within(dialog).findByRole('group', { name: 'Services' });
    const filters = within(dialog).getByRole('button', { name: /Filters/ });
    await userEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    const chips = within(dialog).getByRole('group', { name: 'Filter by category' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Tools' }));
    expect(within(chips).getByRole('button', { name: 'Tools' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(dialog).getByText('Filtering by: Tools')).toBeDefined();
    expect(within(filters).getByLabelText('1 active')).toBeDefined();
    expect(groupNames(dialog)).toEqual(['Tools']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText(/Filtering by/)).toBeNull();
  });

  it('a query with no match shows the empty state with popular actions', async () => {
    const { dialog, input } = await openPalette();
    const heard = recordAnnouncements();
    await userEvent.type(input, 'zzqxv');
    expect(await within(dialog).findByText('No results found')).toBeDefined();
    await waitFor(() => expect(heard).toContain('No results found'));
    expect(
      within(dialog).getByText('Try searching for services, locations, or resources'),
    ).toBeDefined();
    expect(groupNames(dialog)).toEqual(['Popular Actions']);
  });

  it('with no query, shows recent searches and popular actions', async () => {
    localStorage.setItem(PALETTE_RECENTS_KEY, JSON.stringify(['contact', 'service:seo']));
    localStorage.setItem(PALETTE_USAGE_KEY, JSON.stringify({ blog: 5 }));
    const { dialog } = await openPalette();
    expect(groupNames(dialog)).toEqual(['Recent Searches', 'Popular Actions']);
    const recentGroup = within(dialog).getByRole('group', { name: 'Recent Searches' });
    const recent = within(recentGroup).getAllByRole('option');
    const popular = within(dialog).getByRole('group', { name: 'Popular Actions' });
    expect(within(popular).getAllByRole('option')).toHaveLength(4);
    expect(recent.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Contact'),
      expect.stringContaining('SEO'),
    ]);
  });

  it('draws each entry with its icon and names its marks: popular, new tab, current page', async () => {
    const { dialog, input } = await openPalette();
    const popular = within(dialog).getByRole('group', { name: 'Popular Actions' });
    const quote = within(popular).getByRole('option', {
      name: (name: string) => name.includes(quoteAction),
    });
    expect(within(quote).getByRole('img', { name: 'Popular' })).toBeDefined();
    expect(quote.querySelector('.palette-item-icon path')?.getAttribute('d')).toMatch(/^M/);
    await userEvent.type(input, 'whatsapp us');
    const whatsapp = await within(dialog).findByRole('option', { name: /WhatsApp Us/ });
    expect(within(whatsapp).getByRole('img', { name: 'Opens in a new tab' })).toBeDefined();
    await userEvent.clear(input);
    await userEvent.type(input, 'about');
    const about = await within(dialog).findByRole('option', { name: /About.*\(current page\)/ });
    expect(about.getAttribute('aria-disabled')).toBe('true');
  });
});
