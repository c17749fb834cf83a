// Mounts the developer diagnostics into a root of their own at the end of <body>. main.tsx imports
// this module dynamically behind `import.meta.env.DEV`, so production builds drop it entirely.
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DIAGNOSTICS_ROOT_ID } from './diagnostics-constants';
import { DevToolbar } from './dev-toolbar';

export function loadDiagnostics(): void {
  // Hot reloads can run the caller again; one toolbar is enough.
  if (document.getElementById(DIAGNOSTICS_ROOT_ID)) return;
  const host = document.createElement('div');
  host.id = DIAGNOSTICS_ROOT_ID;
  document.body.append(host);
  createRoot(host).render(
    createElement(StrictMode, null, createElement(DevToolbar, { root: host })),
  );
}
