// The compact theme control of phones: one button that names the current theme and cycles.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/features/theme/theme-provider';
import { ThemeCycleButton } from '../../../src/features/theme/theme-cycle-button';

describe('theme cycle button (phones)', () => {
  it('names the current theme and the next one, and moves through light, dark and system', async () => {
    render(
      <ThemeProvider>
        <ThemeCycleButton />
      </ThemeProvider>,
    );
    const button = () => screen.getByRole('button', { name: /^Colour theme:/ });
    expect(button().textContent).toBe('Colour theme: system, switch to light');
    await userEvent.click(button());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(button().textContent).toBe('Colour theme: light, switch to dark');
    await userEvent.click(button());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await userEvent.click(button());
    expect(localStorage.getItem('theme')).toBe('system');
  });
});
