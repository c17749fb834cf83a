import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from '../../../src/features/errors/app-error-boundary';
import { RouteErrorBoundary } from '../../../src/features/errors/route-error-boundary';
import { RouteLoadError } from '../../../src/site/loading/route-load-error';
import { A11yProvider } from '../../../src/features/a11y/a11y-provider';
import { goHome, tryAgain } from '../../../shared/visitor-words';

/** Throws `error` while `failing.now` is true, else renders a heading. */
function Page({ failing, error }: { failing: { now: boolean }; error: Error }) {
  if (failing.now) throw error;
  return <h1>Careers at Reachmark</h1>;
}

// React logs every error a boundary catches; the tests assert on what the visitor sees instead.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it("shows 'Something went wrong' with the message under technical details, and 'Try again' recovers", async () => {
    const failing = { now: true };
    render(
      <AppErrorBoundary>
        <Page failing={failing} error={new Error('Cannot read the price table')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
    const details = screen.getByText('Technical details (for developers)');
    expect(details.closest('details')?.open).toBe(false);
    await userEvent.click(details);
    expect(screen.getByText('Cannot read the price table')).toBeDefined();
    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Careers at Reachmark' })).toBeDefined();
  });
});

describe('RouteErrorBoundary', () => {
  const renderRoute = (failing: { now: boolean }, error: Error, onRetry = vi.fn()) =>
    render(
      <A11yProvider>
        <AppErrorBoundary>
          <RouteErrorBoundary resetKey="/careers" onRetry={onRetry}>
            <Page failing={failing} error={error} />
          </RouteErrorBoundary>
        </AppErrorBoundary>
      </A11yProvider>,
    );

  it("shows 'Navigation Error' for a failed load; 'Try Again' announces the retry and renders again", async () => {
    const failing = { now: true };
    const onRetry = vi.fn(() => {
      failing.now = false;
    });
    renderRoute(failing, new RouteLoadError('the careers template', new Error('404')), onRetry);
    expect(screen.getByRole('heading', { level: 1, name: 'Navigation Error' })).toBeDefined();
    expect(
      screen.getByText(
        'There was a problem loading the page. This might be due to a temporary issue.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: tryAgain }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('Retrying to load the page');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers at Reachmark' })).toBeDefined();
  });

  it("'Go to Home' loads the home page in full", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderRoute({ now: true }, new RouteLoadError('the careers template', new Error('404')));
    await userEvent.click(screen.getByRole('button', { name: goHome }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leaves a rendering error to the app boundary', () => {
    renderRoute({ now: true }, new Error('Cannot read the price table'));
    expect(screen.queryByRole('heading', { name: 'Navigation Error' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
  });
});
