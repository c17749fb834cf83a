import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { A11yProvider } from '../../../src/features/a11y/a11y-provider';
import { useAnnouncer, type Politeness } from '../../../src/features/a11y/announcer-context';

function Announce({ text, politeness }: { text: string; politeness?: Politeness }) {
  const { announce } = useAnnouncer();
  return (
    <button type="button" onClick={() => announce(text, politeness)}>
      Announce
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('A11yProvider and useAnnouncer()', () => {
  it('renders a polite status region and an assertive alert region', () => {
    render(<A11yProvider>page</A11yProvider>);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('writes a polite announcement and clears it after 100 ms', () => {
    vi.useFakeTimers();
    render(
      <A11yProvider>
        <Announce text="Page loaded successfully" />
      </A11yProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Announce' }).click());
    expect(screen.getByRole('status').textContent).toBe('Page loaded successfully');
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('writes an assertive announcement to the alert region', () => {
    vi.useFakeTimers();
    render(
      <A11yProvider>
        <Announce text="Retrying to load the page" politeness="assertive" />
      </A11yProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Announce' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Retrying to load the page');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('useAnnouncer() outside A11yProvider throws', () => {
    expect(() => render(<Announce text="x" />)).toThrow(
      'useAnnouncer must be used within an A11yProvider',
    );
  });
});
