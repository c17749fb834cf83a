// The speed-test reports in PostgreSQL (speed_reports, migration 4), kept a day and seen by every
// server process. A database that fails or does not answer in time is a cache miss (and a report
// not kept), never a failed test.
import type { Queryable } from '../leads/db';
import { SPEED_CACHE_MS, type SpeedCache } from '../tools/speed-cache';
import type { FallbackNotice } from './fallback-notice';

export function createPostgresSpeedCache(
  db: Queryable,
  notice: FallbackNotice,
  cacheMs = SPEED_CACHE_MS,
): SpeedCache {
  const failed = (error: unknown) => notice.failed('the speed-test cache', error);
  return {
    async get(key) {
      try {
        const { rows } = await db.query<{ report: string }>(
          'SELECT report FROM speed_reports WHERE key = $1 AND expires_at > now()',
          [key],
        );
        notice.answered();
        return rows[0]?.report;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(key, report) {
      try {
        await db.query(
          `INSERT INTO speed_reports (key, report, expires_at)
            VALUES ($1, $2, now() + $3::bigint * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET report = excluded.report, expires_at = excluded.expires_at`,
          [key, report, cacheMs],
        );
        await db.query('DELETE FROM speed_reports WHERE expires_at <= now()');
        notice.answered();
      } catch (error) {
        failed(error);
      }
    },
  };
}
