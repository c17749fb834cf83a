// On the first load only: when a redirect path waits in session storage or the address has a
// '#/path' hash, loads the code that follows it (follow-initial-redirect.ts). Most visits have
// neither, so that code stays out of the first load. Later navigations keep their hash as it is.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readString } from '../../lib/safe-storage';
import { REDIRECT_STORAGE_KEY } from './redirect-storage-key';

let handled = false;

export function useInitialRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (handled) return;
    handled = true;
    if (
      !window.location.hash.startsWith('#/') &&
      readString('session', REDIRECT_STORAGE_KEY) === undefined
    )
      return;
    // `module.x`, not a destructured parameter, which the bundler wraps in an async function.
    import('./follow-initial-redirect').then(
      (module) => module.followInitialRedirect(navigate),
      // Without its code the visitor stays on the page the address names, which still works.
      () => undefined,
    );
  }, [navigate]);
}
