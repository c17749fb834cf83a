// Loaded at start-up (tiny): sends queued submissions now if any are waiting, and whenever the
// connection comes back. The sending code loads only when there is something to send.
import { readString } from '../../lib/safe-storage';
import { OUTBOX_KEY } from './outbox-key';

const flush = () => {
  if (readString('local', OUTBOX_KEY) === undefined) return;
  // `module.flushOutbox`, not a destructured parameter: the bundler wraps the latter in an async
  // function, in every page's entry chunk.
  void import('./lead-outbox').then((module) => module.flushOutbox());
};

export function watchOutbox(): void {
  window.addEventListener('online', flush);
  flush();
}
