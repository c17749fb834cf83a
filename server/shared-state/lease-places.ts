// Places shared by several server processes as leases in PostgreSQL: a row in shared_leases per
// place held (or request waiting), with an expiry. A request takes a place in one transaction under
// an advisory lock on the places' name (the rules in lease-rules.ts), then renews its lease while
// it holds it; a process that dies stops renewing, and once its leases expire their places are
// free again. A waiting request asks again every pollMs (at once when this process frees a place).
// When the database fails or does not answer in time, the request takes a place of this process's
// own (`fallback`) instead, so an outage never holds up the tools.
import { randomUUID } from 'node:crypto';
import type { Database } from '../leads/db';
import { PlacesBusyError, createPlaces } from '../tools/visitor-places';
import type { Places, PlacesOptions } from '../tools/visitor-places';
import type { FallbackNotice } from './fallback-notice';
import { decideLease, type LeaseOutcome, type LeaseRow } from './lease-rules';

export const LEASE_MS = 30_000;
export const POLL_MS = 250;
// The first key of the advisory locks; the second is the places' name hashed.
const LOCK_SPACE = 727_215_002;

export interface LeasePlacesOptions extends PlacesOptions {
  db: Pick<Database, 'query' | 'transaction'>;
  /** The places' name: the same name is the same places in every process. */
  name: string;
  notice: FallbackNotice;
  /** Which process holds a lease (for whoever reads the table). */
  holder: string;
  /** A lease not renewed for this long is taken for a dead process's (default 30 s). */
  leaseMs?: number;
  pollMs?: number;
}

export interface LeasePlaces extends Places {
  /** Stops renewing (the process is closing; its requests have finished). */
  close(): void;
}

const UPSERT = `INSERT INTO shared_leases (id, place, visitor, holder, state, expires_at)
  VALUES ($1, $2, $3, $4, $5, now() + $6::integer * interval '1 millisecond')
  ON CONFLICT (id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at`;

export function createLeasePlaces(options: LeasePlacesOptions): LeasePlaces {
  const { db, name, notice, holder } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  // A waiting request renews its row at each poll; a few missed polls and it is gone.
  const waitingMs = Math.max(pollMs * 8, 2_000);
  const fallback = createPlaces(options);
  const wakers = new Set<() => void>();
  const renewals = new Set<NodeJS.Timeout>();
  let held = 0;
  let waiting = 0;

  const attempt = (id: string, visitor: string): Promise<LeaseOutcome> =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, name]);
      await tx.query('DELETE FROM shared_leases WHERE place = $1 AND expires_at <= now()', [name]);
      const { rows } = await tx.query<LeaseRow>(
        'SELECT id::text AS id, visitor, state FROM shared_leases WHERE place = $1 ORDER BY queued_at, id',
        [name],
      );
      const outcome = decideLease(rows, { id, visitor }, options);
      if (outcome === 'hold' || outcome === 'wait') {
        const state = outcome === 'hold' ? 'held' : 'waiting';
        const ms = outcome === 'hold' ? leaseMs : waitingMs;
        await tx.query(UPSERT, [id, name, visitor, holder, state, ms]);
      }
      return outcome;
    });

  const pause = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });

  const hold = (id: string): (() => void) => {
    held += 1;
    const renewal = setInterval(() => {
      db.query(
        "UPDATE shared_leases SET expires_at = now() + $2::integer * interval '1 millisecond' WHERE id = $1",
        [id, leaseMs],
      ).then(
        () => notice.answered(),
        (error: unknown) => notice.failed(`renewing a lease on the ${name} places`, error),
      );
    }, leaseMs / 3);
    renewal.unref();
    renewals.add(renewal);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held -= 1;
      clearInterval(renewal);
      renewals.delete(renewal);
      // If this fails the lease simply expires; either way this process's waiters ask again.
      db.query('DELETE FROM shared_leases WHERE id = $1', [id])
        .catch(() => undefined)
        .finally(() => {
          for (const wake of [...wakers]) wake();
        });
    };
  };

  return {
    held: () => held + fallback.held(),
    waiting: () => waiting + fallback.waiting(),
    close() {
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
    },
    async acquire(visitor, acquireOptions = {}) {
      const { signal } = acquireOptions;
      if (signal?.aborted) throw signal.reason as Error;
      const deadline = Date.now() + (acquireOptions.maxWaitMs ?? options.maxWaitMs);
      const id = randomUUID();
      let queued = false;
      const leave = () => {
        if (!queued) return;
        queued = false;
        waiting -= 1;
        db.query('DELETE FROM shared_leases WHERE id = $1', [id]).catch(() => undefined);
      };
      try {
        for (;;) {
          let outcome: LeaseOutcome;
          try {
            outcome = await attempt(id, visitor);
            notice.answered();
          } catch (error) {
            notice.failed(`the ${name} places`, error);
            leave();
            const maxWaitMs = Math.max(0, deadline - Date.now());
            return await fallback.acquire(visitor, { signal, maxWaitMs });
          }
          if (outcome === 'hold') {
            if (queued) waiting -= 1;
            queued = false;
            return hold(id);
          }
          if (outcome !== 'wait') throw new PlacesBusyError(outcome);
          if (!queued) waiting += 1;
          queued = true;
          const left = deadline - Date.now();
          if (left <= 0) throw new PlacesBusyError('busy');
          await pause(Math.min(pollMs, left), signal);
          if (signal?.aborted) throw signal.reason as Error;
        }
      } catch (error) {
        leave();
        throw error;
      }
    },
  };
}
