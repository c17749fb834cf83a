// SPEC.md 2.6: on the first load only, follow a redirect path left in session storage (consuming it)
// or turn a '#/path' hash into a normal path, always replacing the current history entry. Rendered
// inside the app's error boundary, and a navigation that still fails is reported and dropped: a
// crafted link can neither leave the site nor blank it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readString, removeKey } from '../../lib/safe-storage';
import { reportError } from '../errors/report-error';
import { REDIRECT_STORAGE_KEY, pathFromHash, safeRedirectPath } from './redirect-target';

/** Set once the first load's redirect was handled: later navigations keep their hash. */
let handled = false;

function initialTarget(): string | undefined {
  const stored = readString('session', REDIRECT_STORAGE_KEY);
  if (stored !== undefined) {
    removeKey('session', REDIRECT_STORAGE_KEY);
    const target = safeRedirectPath(stored);
    if (target) return target;
  }
  return pathFromHash(window.location.hash);
}

export function InitialRedirect(): null {
  const navigate = useNavigate();
  useEffect(() => {
    if (handled) return;
    handled = true;
    const target = initialTarget();
    if (!target) return;
    try {
      void navigate(target, { replace: true });
    } catch (error) {
      reportError(error, 'initial redirect');
    }
  }, [navigate]);
  return null;
}
