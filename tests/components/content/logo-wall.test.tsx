// The logo wall: with logos, a section named by its heading listing each client's logo as a
// picture offering AVIF and WebP; with none, nothing at all (no empty section).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoWall } from '../../../src/components/content/logo-wall';
import { builtImage } from './owner-media-fixtures';

describe('LogoWall', () => {
  it('lists each logo as a picture with AVIF and WebP srcsets, under its heading', () => {
    const image = builtImage('acme', 'Acme Tiles logo', [160, 320]);
    render(
      <LogoWall
        logos={[{ client: 'Acme Tiles', image }]}
        id="home-clients"
        heading="Businesses that work with us"
      />,
    );
    const section = screen.getByRole('region', { name: 'Businesses that work with us' });
    const logo = within(section).getByRole('img', { name: 'Acme Tiles logo' });
    const sources = [...logo.parentElement!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([
      image.avif,
      image.webp,
    ]);
    expect(logo.getAttribute('loading')).toBe('lazy');
  });

  it('renders nothing without logos', () => {
    const { container } = render(
      <LogoWall logos={[]} id="home-clients" heading="Businesses that work with us" />,
    );
    expect(container.innerHTML).toBe('');
  });
});
