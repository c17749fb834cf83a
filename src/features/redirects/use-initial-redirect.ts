// SPEC.md 2.6: on first load, follow a redirect path left in session storage (consuming it) or turn
// a '#/path' hash into a normal path, always replacing the current history entry.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readString, removeKey } from '../../lib/safe-storage';
import { REDIRECT_STORAGE_KEY, pathFromHash, safeRedirectPath } from './redirect-target';

export function useInitialRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const stored = readString('session', REDIRECT_STORAGE_KEY);
    if (stored !== undefined) {
      removeKey('session', REDIRECT_STORAGE_KEY);
      const target = safeRedirectPath(stored);
      if (target) {
        navigate(target, { replace: true });
        return;
      }
    }
    const fromHash = pathFromHash(window.location.hash);
    if (fromHash) navigate(fromHash, { replace: true });
  }, [navigate]);
}
