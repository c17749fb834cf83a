// A client result that names its basis (shared/facts/result-claims.ts) is shown unmarked, even in a
// production build with real facts: the Delhi SEO example and the SEO service's headline figure,
// given a basis here, stay on their pages without a sample label.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as DelhiModule from '../../src/content/city-services/delhi';
import type * as SeoModule from '../../src/content/service-content/seo';
import { prerenderedPage } from './prerendered-page';

// A production build with real facts: results without a basis are not shown.
vi.mock('../../shared/facts/unbased-results', () => ({ unbasedResultsShown: false }));

vi.mock('../../src/content/city-services/delhi', async (importOriginal) => {
  const { content } = await importOriginal<typeof DelhiModule>();
  const seo = content.services.seo!;
  return {
    content: {
      ...content,
      services: {
        ...content.services,
        seo: { ...seo, example: { ...seo.example, basis: 'CRM-0042' } },
      },
    },
  };
});

vi.mock('../../src/content/service-content/seo', async (importOriginal) => {
  const { content } = await importOriginal<typeof SeoModule>();
  return { content: { ...content, highlight: { ...content.highlight, basis: 'CRM-0107' } } };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client results with a basis, in a production build with real facts', () => {
  it('keep the city page’s example, without the sample label', async () => {
    vi.stubEnv('PROD', true);
    document.body.innerHTML = await prerenderedPage('/services/seo/delhi');
    const section = screen.getByRole('region', { name: 'An example from Delhi' });
    expect(section.textContent).toContain('A multi-branch dental chain');
    expect(section.textContent).not.toContain('Illustrative example');
    // Another city's example has no basis: left out.
    document.body.innerHTML = await prerenderedPage('/services/ppc/delhi');
    expect(screen.queryByRole('region', { name: 'An example from Delhi' })).toBeNull();
  });

  it('keep the service page’s headline figure, without the sample label', async () => {
    vi.stubEnv('PROD', true);
    document.body.innerHTML = await prerenderedPage('/services/seo');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('median growth in organic traffic');
    expect(overview.textContent).not.toContain('Sample figure');
  });
});
