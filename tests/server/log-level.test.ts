// LOG_LEVEL: pino's level names in any case, `info` when unset, anything else refused by name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, parseLogLevel } from '../../server/log-level';

describe('parseLogLevel', () => {
  it.each([
    [undefined, DEFAULT_LOG_LEVEL],
    ['', 'info'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseLogLevel(value)).toBe(expected);
  });

  it('accepts every pino level', () => {
    for (const level of LOG_LEVELS) expect(parseLogLevel(level)).toBe(level);
  });

  it.each(['verbose', '30', 'warning'])('refuses %j with the accepted names', (value) => {
    expect(() => parseLogLevel(value)).toThrow(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${value}"`,
    );
  });
});
