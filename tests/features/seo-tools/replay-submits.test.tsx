// A replayable form sent before hydration: the inline script's hold keeps the submit from the
// browser and marks the form; once hydrated, replaySubmits hands the component what was typed and
// sends the form again, once. Also: every SEO tool form is such a form, and posts.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { replaySubmits } from '../../../src/features/seo-tools/replay-submits';
import {
  HELD_SUBMIT_PROPERTY,
  REPLAY_SUBMIT_ATTRIBUTE,
  SUBMIT_HOLD_SCRIPT,
  type ReplayableForm,
} from '../../../shared/inline-scripts/submit-hold-script';
import { competitorAnalysisTool } from '../../../src/features/seo-tools/ui/competitor-analysis-tool';
import { keywordPlannerTool } from '../../../src/features/seo-tools/ui/keyword-planner-tool';
import { pageSpeedTool } from '../../../src/features/seo-tools/ui/page-speed-tool';
import { seoAnalyzerTool } from '../../../src/features/seo-tools/ui/seo-analyzer-tool';
import { seoAuditTool } from '../../../src/features/seo-tools/ui/seo-audit-tool';

// The page speed tool starts measuring the page's Web Vitals when it mounts; the library loads
// after a tick and would run once this file's document is gone. Not what this file checks.
vi.mock('web-vitals', () => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

/** A tool-like form: controlled fields, and a submit that reports what the component holds. */
function AddressForm({ onRun }: { onRun: (values: { address: string; depth: string }) => void }) {
  const [address, setAddress] = useState('');
  const [depth, setDepth] = useState('1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun({ address, depth });
  };
  return (
    <form method="post" data-replay-submit="" noValidate onSubmit={submit}>
      <label htmlFor="address">Page address</label>
      <input id="address" value={address} onChange={(event) => setAddress(event.target.value)} />
      <label htmlFor="depth">Depth</label>
      <select id="depth" value={depth} onChange={(event) => setDepth(event.target.value)}>
        <option value="1">One page</option>
        <option value="2">Two levels</option>
      </select>
      <button type="submit">Check</button>
    </form>
  );
}

let root: Root | undefined;

/** The prerendered form, not yet hydrated. */
function prerender(onRun: (values: { address: string; depth: string }) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AddressForm onRun={onRun} />);
  document.body.append(container);
  const form = container.querySelector<ReplayableForm>('form')!;
  const address = container.querySelector<HTMLInputElement>('#address')!;
  const depth = container.querySelector<HTMLSelectElement>('#depth')!;
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, <AddressForm onRun={onRun} />);
    });
    document.documentElement.setAttribute('data-hydrated', 'true');
  };
  return { container, form, address, depth, hydrate };
}

/** Types as a visitor does before any script has run: the page's own fields change. */
function typeBeforeHydration(address: HTMLInputElement, depth: HTMLSelectElement) {
  address.value = 'https://www.example.in/';
  depth.value = '2';
}

beforeAll(() => {
  // The hold, as the page's inline loader script installs it (once per document).
  new Function('d', SUBMIT_HOLD_SCRIPT)(document);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('a form sent before hydration', () => {
  it('is held: no request, nothing in the address, the form remembers it', () => {
    const { form, address, depth } = prerender(vi.fn());
    typeBeforeHydration(address, depth);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form[HELD_SUBMIT_PROPERTY]).toBe(true);
  });

  it('runs once hydrated, once, with what was typed', async () => {
    const onRun = vi.fn();
    const { form, address, depth, hydrate } = prerender(onRun);
    typeBeforeHydration(address, depth);
    form.requestSubmit();
    await hydrate();
    expect(onRun).not.toHaveBeenCalled();
    await act(async () => {
      replaySubmits();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(onRun).toHaveBeenCalledWith({ address: 'https://www.example.in/', depth: '2' });
    expect(form[HELD_SUBMIT_PROPERTY]).toBeFalsy();
    expect(address.value).toBe('https://www.example.in/');
  });

  it('hands over what was typed even when the form is sent only after hydration', async () => {
    const onRun = vi.fn();
    const { form, address, depth, hydrate } = prerender(onRun);
    typeBeforeHydration(address, depth);
    await hydrate();
    await act(async () => replaySubmits());
    expect(onRun).not.toHaveBeenCalled();
    await act(async () => form.requestSubmit());
    expect(onRun).toHaveBeenCalledWith({ address: 'https://www.example.in/', depth: '2' });
  });

  it('is left to React once the page is hydrated, and untouched fields stay as they are', async () => {
    const onRun = vi.fn();
    const { form, hydrate } = prerender(onRun);
    await hydrate();
    await act(async () => replaySubmits());
    await act(async () => form.requestSubmit());
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(onRun).toHaveBeenCalledWith({ address: '', depth: '1' });
    expect(form[HELD_SUBMIT_PROPERTY]).toBeFalsy();
  });
});

describe('the SEO tool forms', () => {
  it.each([
    ['SEO Analyzer', seoAnalyzerTool],
    ['SEO Audit Tool', seoAuditTool],
    ['Keyword Planner', keywordPlannerTool],
    ['Page Speed Checker', pageSpeedTool],
    ['Competitor Analysis', competitorAnalysisTool],
  ])('%s: every form posts (nothing typed goes in a URL) and is replayed', (_name, tool) => {
    const { container } = render(
      <MemoryRouter>
        <tool.View />
      </MemoryRouter>,
    );
    const forms = [...container.querySelectorAll('form')];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('post');
      expect(form.hasAttribute(REPLAY_SUBMIT_ATTRIBUTE)).toBe(true);
    }
  });
});
