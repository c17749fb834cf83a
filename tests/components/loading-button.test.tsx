import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingButton } from '../../src/components/loading-button';

describe('LoadingButton', () => {
  it('shows its label and runs its action when not loading', async () => {
    const onClick = vi.fn();
    render(
      <LoadingButton loading={false} onClick={onClick}>
        Send request
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Send request' });
    expect(button).not.toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("shows a spinner with 'Loading...' and is disabled and busy while loading", async () => {
    const onClick = vi.fn();
    render(
      <LoadingButton loading onClick={onClick}>
        Send request
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows its own loading text when given one', () => {
    render(
      <LoadingButton loading loadingText="Sending...">
        Send request
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDefined();
  });
});
