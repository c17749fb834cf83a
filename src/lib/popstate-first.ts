// A popstate listener added at start-up, before React Router adds its own at hydration: window
// calls its listeners in the order they were added (capture or not), so the handler this one hands
// each event to runs first and may stop it. lib/history-layer.ts, loaded lazily, sets it: a Back
// that only closes a layer must never reach the router.
let first: ((event: PopStateEvent) => void) | undefined;

/** Hands every popstate event to `handler` before React Router hears of it. */
export const handPopStateFirst = (handler: (event: PopStateEvent) => void): void => {
  first = handler;
};

/** Call before the router renders. */
export const listenBeforeRouter = (): void =>
  addEventListener('popstate', (event) => first?.(event));
