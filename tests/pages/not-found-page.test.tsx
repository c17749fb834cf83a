import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import NotFoundPage from '../../src/pages/not-found-page';
import { notFoundSummary } from '../../src/site/page-index';

function Location() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/no-such-page']}>
      <Routes>
        <Route path="*" element={<NotFoundPage page={notFoundSummary} />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );

describe('not-found page', () => {
  it('says the page is missing and offers the most visited pages and the search shortcut', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
    expect(screen.getByText(/We could not find that page/)).toBeDefined();
    const popular = within(screen.getAllByRole('list')[0]!).getAllByRole('link');
    expect(popular).toHaveLength(8);
    expect(popular.map((link) => link.getAttribute('href'))).toContain('/contact');
    expect(screen.getByText('Ctrl K')).toBeDefined();
    // The touch wording is in the HTML too; a media query shows one of them (e2e/palette-touch).
    expect(screen.getByText(/magnifying glass at the top of the page/).textContent).toMatch(
      /^Tap Search .* to search every page of the site\.$/,
    );
  });

  it('its links navigate inside the app', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/');
  });

  it("offers 'Contact us'", () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});
