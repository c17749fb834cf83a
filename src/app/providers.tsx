// The providers around the router, shared by main.tsx and entry-server.tsx so the prerendered HTML
// and the first render in the browser are built the same way.
import type { ReactNode } from 'react';
import { ThemeProvider } from '../features/theme/theme-provider';
import { A11yProvider } from '../features/a11y/a11y-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <A11yProvider>{children}</A11yProvider>
    </ThemeProvider>
  );
}
