// Back closes an open layer instead of leaving the page (src/lib/history-layer.ts): opening pushes
// one entry at the same address, Back closes the layer unheard by the router, closing it otherwise
// takes the entry back, and a navigation from the layer replaces its entry instead, whether it does
// so at once (the router) or later (a whole-document load, on the offline page).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useBackCloses } from '../../src/lib/use-back-closes';
import { leaveLayers, onLayerEntry } from '../../src/lib/history-layer';
import { listenBeforeRouter } from '../../src/lib/popstate-first';

// As the app does at start-up, before the router adds its listener.
listenBeforeRouter();

/** A sheet with its own toggle, closed by Back while open. */
function Sheet() {
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Sheet
      </button>
      {open && <p>Sheet content</p>}
    </>
  );
}

/** The popstate events the router hears (its listener is on window, not in the capture phase). */
let routerHeard = 0;
const router = () => (routerHeard += 1);

beforeEach(() => {
  routerHeard = 0;
  window.addEventListener('popstate', router);
});
afterEach(() => window.removeEventListener('popstate', router));

const toggle = () => screen.getByRole('button', { name: 'Sheet' });

describe('useBackCloses', () => {
  it('adds one entry at the same address while open; Back closes the sheet, unheard', async () => {
    render(<Sheet />);
    const { href } = location;
    const entries = history.length;
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(history.length).toBe(entries + 1);
    expect(location.href).toBe(href);
    expect(onLayerEntry()).toBe(true);

    act(() => history.back());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Sheet content')).toBeNull();
    expect(location.href).toBe(href);
    expect(onLayerEntry()).toBe(false);
    expect(routerHeard).toBe(0);
  });

  it('takes its entry back when closed otherwise, unheard too', async () => {
    render(<Sheet />);
    await userEvent.click(toggle());
    expect(onLayerEntry()).toBe(true);
    await userEvent.click(toggle());
    expect(onLayerEntry()).toBe(false);
    expect(routerHeard).toBe(0);
  });

  it('leaves history alone when a navigation from the sheet replaced its entry', async () => {
    render(<Sheet />);
    await userEvent.click(toggle());
    history.replaceState({ key: 'next' }, '', '/next-page');
    await userEvent.click(toggle());
    expect(location.pathname).toBe('/next-page');
    expect(history.state).toEqual({ key: 'next' });
    expect(routerHeard).toBe(0);
  });

  it('leaves its entry to a whole-document navigation from the sheet, still under way', async () => {
    render(<Sheet />);
    await userEvent.click(toggle());
    expect(leaveLayers()).toBe(true); // so the navigation replaces the sheet's entry
    await userEvent.click(toggle());
    expect(onLayerEntry()).toBe(true); // not taken back: the navigation will replace it
    expect(routerHeard).toBe(0);
  });
});
