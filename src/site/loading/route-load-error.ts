// A page's code or content failed to load (a missing chunk after a deploy, a dropped connection).
// The route boundary shows 'Navigation Error' for these; other errors go to the app boundary.
export class RouteLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`Could not load ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RouteLoadError';
  }
}
