// Breadcrumbs of a city page name their list, linked to its section of /sitemap.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Breadcrumbs } from '../../src/components/breadcrumbs';
import { pageIndex } from '../../src/site/page-index';

describe('breadcrumbs', () => {
  it('read Home › Locations › Mumbai, the middle crumb leading to the list on /sitemap', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs page={pageIndex.byId('location:mumbai')} />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Locations', 'Mumbai']);
    expect(within(trail).getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe(
      '/sitemap#locations',
    );
  });
});
