// Where caught errors go: the console in development, and the monitoring service once it is loaded.
type Reporter = (error: unknown, context?: string) => void;

const buffered: { error: unknown; context?: string }[] = [];
let reporter: Reporter | undefined;

export function reportError(error: unknown, context?: string): void {
  if (import.meta.env.DEV) console.error(error);
  if (reporter) reporter(error, context);
  else if (buffered.length < 50) buffered.push({ error, context });
}

/** Installs the monitoring reporter and hands it every error caught before it arrived. */
export function setErrorReporter(next: Reporter): void {
  reporter = next;
  for (const { error, context } of buffered.splice(0)) next(error, context);
}
