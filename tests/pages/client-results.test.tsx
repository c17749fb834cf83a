// A city-service page's example and a service page's headline figure are client results
// (shared/facts/result-claims.ts): under the sample facts they are shown, labelled as sample data;
// in a production build with real facts a result without a basis is left out, and its heading
// and contents list entry with it, so the page reads on without a gap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { unbasedResultsShownIn } from '../../shared/facts/result-claims';

const build = vi.hoisted(() => ({ unbasedShown: true }));

// What the build makes of shared/facts/unbased-results.ts under the facts and mode of each test.
vi.mock('../../shared/facts/unbased-results', () => ({
  get unbasedResultsShown() {
    return build.unbasedShown;
  },
}));

/** The page's prerendered HTML in the document, built afresh under the current facts and mode. */
async function showPage(path: string, { sample, production }: Record<string, boolean>) {
  build.unbasedShown = unbasedResultsShownIn(sample!, production!);
  vi.stubEnv('PROD', production!);
  vi.stubEnv('DEV', !production);
  vi.resetModules();
  const { prerenderedPage } = await import('./prerendered-page');
  const html = await prerenderedPage(path);
  document.body.innerHTML = html;
  return html;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a city-service page’s example', () => {
  const path = '/services/seo/delhi';
  const example = 'A multi-branch dental chain in West and South Delhi';

  it('is shown under the sample facts, labelled as an illustrative example', async () => {
    await showPage(path, { sample: true, production: true });
    const section = screen.getByRole('region', { name: 'An example from Delhi' });
    expect(section.textContent).toContain('Illustrative example');
    expect(screen.getByRole('heading', { level: 3, name: example })).toBeDefined();
    expect(screen.getByRole('link', { name: 'An example from Delhi' })).toBeDefined();
  });

  it('is left out of a production build with real facts, heading, contents entry and data', async () => {
    const html = await showPage(path, { sample: false, production: true });
    expect(screen.queryByRole('region', { name: 'An example from Delhi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'An example from Delhi' })).toBeNull();
    expect(html.includes(example)).toBe(false);
    expect(html.includes('Illustrative example')).toBe(false);
    // The page reads on: the sections around the example are still there.
    expect(screen.getByRole('region', { name: 'How we work in Delhi' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'SEO Services pricing in Delhi' })).toBeDefined();
  });
});

describe('a service page’s headline figure', () => {
  const path = '/services/seo';
  const figure = 'median growth in organic traffic';

  it('is shown under the sample facts, labelled as a sample figure', async () => {
    await showPage(path, { sample: true, production: true });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain(figure);
    expect(overview.textContent).toContain('Sample figure');
  });

  it('is left out of a production build with real facts; the overview stays', async () => {
    const html = await showPage(path, { sample: false, production: true });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.querySelectorAll('p').length).toBeGreaterThan(1);
    expect(html.includes(figure)).toBe(false);
    expect(html.includes('Sample figure')).toBe(false);
  });

  it('is shown in development with real facts, still labelled', async () => {
    await showPage(path, { sample: false, production: false });
    expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain('Sample figure');
  });
});
