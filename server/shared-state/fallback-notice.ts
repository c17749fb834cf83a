// One line in the log when the shared PostgreSQL stops answering in time and this process falls
// back to limits, places and a cache of its own, and one when it answers again: not one a request.
import { errorCause } from '../error-cause';

export interface NoticeLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface FallbackNotice {
  /** A query failed or took too long: the caller used its own state instead. */
  failed(what: string, error?: unknown): void;
  /** A query answered. */
  answered(): void;
  /** Failures so far (a caller compares before and after to tell which one its answer came from). */
  readonly failures: number;
}

export function createFallbackNotice(log: NoticeLog): FallbackNotice {
  let down = false;
  let failures = 0;
  return {
    get failures() {
      return failures;
    },
    failed(what, error) {
      failures += 1;
      if (down) return;
      down = true;
      const reason = error === undefined ? '' : `: ${errorCause(error)}`;
      log.warn(
        `The shared PostgreSQL did not answer (${what}${reason}); this process uses its own ` +
          'limits, places and speed-test cache until it does.',
      );
    },
    answered() {
      if (!down) return;
      down = false;
      log.info('The shared PostgreSQL answers again: limits, places and cache are shared again.');
    },
  };
}
