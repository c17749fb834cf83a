// Whether the first (hydration) render is over. A prerendered page must hydrate to exactly the
// HTML it was built with, so state the server could not know (the query string, for one) may only
// be applied after it: this is false while hydrating and true on every later render.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
