// SPEC.md 2.6, loaded only when there is something to follow: the redirect path left in session
// storage (consumed) or a '#/path' hash, turned into a normal path that replaces the current history
// entry. A navigation that still fails is reported and dropped: a crafted link can neither leave the
// site nor blank it.
import type { NavigateFunction } from 'react-router';
import { readString, removeKey } from '../../lib/safe-storage';
import { reportError } from '../errors/report-error';
import { REDIRECT_STORAGE_KEY } from './redirect-storage-key';
import { pathFromHash, safeRedirectPath } from './redirect-target';

function initialTarget(): string | undefined {
  const stored = readString('session', REDIRECT_STORAGE_KEY);
  if (stored !== undefined) {
    removeKey('session', REDIRECT_STORAGE_KEY);
    const target = safeRedirectPath(stored);
    if (target) return target;
  }
  return pathFromHash(window.location.hash);
}

export function followInitialRedirect(navigate: NavigateFunction): void {
  const target = initialTarget();
  if (!target) return;
  try {
    void navigate(target, { replace: true });
  } catch (error) {
    reportError(error, 'initial redirect');
  }
}
