// Reads LOG_LEVEL, the least severe line the server writes: one of pino's levels, `info` when
// unset. Checked at start-up with the other settings, so a typo stops the server with the accepted
// names instead of pino throwing once the lead database is open.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

const isLogLevel = (value: string): value is LogLevel =>
  (LOG_LEVELS as readonly string[]).includes(value);

/** LOG_LEVEL as a pino level (any case), DEFAULT_LOG_LEVEL when unset; throws when unknown. */
export function parseLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() ?? '';
  if (level === '') return DEFAULT_LOG_LEVEL;
  if (isLogLevel(level)) return level;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}
