// The server's log, handed to Fastify as its logger: pino writing JSON lines (ISO time, level
// names, pid and host) for a log service to collect from stdout, or, when a person runs the server
// in a terminal, pino-pretty's coloured lines. Every line passes log-redaction.ts first: personal
// and credential fields by key, secret settings by value. A request is logged by its method, path
// and host only: no headers, and no visitor address (the lead code keeps only its hash).
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import type { LogLevel } from './log-level';
import { redactFields, secretScrubber, secretValues } from './log-redaction';

export interface LoggerOptions {
  level: LogLevel;
  /** pino-pretty's lines instead of JSON (start.ts: when stdout is a terminal). */
  pretty: boolean;
  /** The settings whose secret values never reach a line (see log-redaction.ts). */
  env: Record<string, string | undefined>;
  /** Where the lines go: stdout unless given (tests capture them). */
  destination?: Writable;
}

// JSON lines are written asynchronously: stdout is a pipe to the log collector, and a synchronous
// write into a full pipe makes pino's stream sleep 100 ms and retry, stopping every request of the
// process meanwhile (a collector that reads a moment late, or a busy machine, was enough: profiles
// of the two-process lead benchmark caught such sleeps). The lines wait in memory instead, up to this much (about
// 50,000 request lines; past it new lines are dropped rather than the process's memory spent),
// and pino writes what is left synchronously when the process exits, so the lines before
// `process.exit` are still never lost.
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;

/** What a log line says about a request. */
export const requestSummary = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url,
  host: request.host,
});

export async function createLogger(options: LoggerOptions): Promise<Logger> {
  const shared = {
    level: options.level,
    serializers: { req: requestSummary },
    hooks: { streamWrite: secretScrubber(secretValues(options.env)) },
  };
  const redact = {
    log: (object: Record<string, unknown>) => redactFields(object) as Record<string, unknown>,
  };
  if (options.pretty) {
    // Loaded only for a terminal: JSON output never needs it.
    const { default: pretty } = await import('pino-pretty');
    const stream = pretty({
      destination: options.destination ?? 1,
      sync: true,
      colorize: options.destination === undefined,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
    return pino({ ...shared, formatters: redact }, stream);
  }
  return pino(
    {
      ...shared,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { ...redact, level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ fd: 1, sync: false, maxLength: LOG_BUFFER_BYTES }),
  );
}
