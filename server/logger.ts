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

// JSON lines go to stdout (a pipe to the log collector), written asynchronously by pino's
// sonic-boom and in pieces:
// - Asynchronously: a synchronous write into a full pipe makes the stream sleep 100 ms and retry,
//   stopping every request of the process meanwhile (a collector that reads a moment late, or a
//   busy machine, was enough: profiles of the two-process lead benchmark caught such sleeps). The
//   lines wait in memory instead, up to 16 MB (about 50,000 request lines; past it new lines are
//   dropped rather than the process's memory spent). Before the process exits, flushLog waits for
//   them to be written.
// - In pieces: each asynchronous write costs a hop to a worker thread and a wake-up of the reader
//   (about 80 µs of CPU, against 10 µs to format a line, and a lead logs two lines), so lines are
//   written once 4 KB have gathered, and every 200 ms whatever has, so a quiet server's log is
//   still read within a moment.
const STDOUT = {
  fd: 1,
  sync: false,
  maxLength: 16 * 1024 * 1024,
  minLength: 4096,
  periodicFlush: 200,
};
/** How long flushLog waits for a reader that does not read (then pino writes at exit). */
const FLUSH_WAIT_MS = 2_000;

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
    options.destination ?? pino.destination(STDOUT),
  );
}

/**
 * Waits until the lines logged so far are written (or FLUSH_WAIT_MS has passed): called before
 * the process exits. An asynchronous write still under way at exit would be cut short, and its
 * lines lost; what is left after this, pino writes synchronously as the process exits.
 */
export function flushLog(log: Logger): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, FLUSH_WAIT_MS).unref();
    log.flush(() => resolve());
  });
}
