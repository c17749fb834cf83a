import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/features/theme/theme-provider';
import { ThemeSwitcher } from '../../../src/features/theme/theme-switcher';
import { useTheme } from '../../../src/features/theme/theme-context';

function ResolvedTheme() {
  const { resolvedTheme } = useTheme();
  return <output aria-label="Colours in use">{resolvedTheme}</output>;
}

const renderSwitcher = () =>
  render(
    <ThemeProvider>
      <ThemeSwitcher />
      <ResolvedTheme />
    </ThemeProvider>,
  );

describe('theme switcher', () => {
  it('offers Light, Dark and System in a named group, with System checked by default', () => {
    renderSwitcher();
    expect(screen.getByRole('group', { name: 'Colour theme' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveProperty('checked', false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('choosing Dark stores it, forces the dark class and resolves to dark', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark theme' }));
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveProperty('checked', true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(screen.getByRole('status', { name: 'Colours in use' }).textContent).toBe('dark');
  });

  it('going back to System removes the forced class', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('radio', { name: 'Light theme' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'System theme' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('starts from the stored choice, and an unknown stored value means system', () => {
    localStorage.setItem('theme', 'light');
    const { unmount } = renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveProperty('checked', true);
    unmount();
    localStorage.setItem('theme', '<script>');
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveProperty('checked', true);
  });

  it('useTheme() outside ThemeProvider throws', () => {
    expect(() => render(<ThemeSwitcher />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});
