// Reads the leads CLI's command line into a request and an output format, or a usage error that
// says what was wrong and how to write it.
import { parseArgs } from 'node:util';
import type { AdminRequest } from './admin-commands';
import { parseIndianDate } from './india-time';
import { EXAMPLE_REFERENCE, isGenuineReference } from './reference';

export const CLI_USAGE = `Usage:
  npm run leads -- list [--since DATE] [--limit N] [--spam]
      The newest leads (50 unless --limit), one line each; --spam lists the spam folder instead.
  npm run leads -- show REFERENCE
      Every field of one lead (e.g. ${EXAMPLE_REFERENCE}) and whether its email and webhook went out.
  npm run leads -- release REFERENCE...
      Takes leads out of the spam folder and sends them by email and webhook.
  npm run leads -- resend (--since DATE | REFERENCE...)
      Sends leads that arrived before email or the webhook was set up; never one twice.
  npm run leads -- export --format csv|json [--since DATE] [--output FILE]
      Every lead since DATE (all when no --since), oldest first, to the screen or FILE.
  npm run leads -- purge --older-than DAYS [--dry-run]
      Deletes leads received more than DAYS days ago (--dry-run only counts them).

DATE is a day in India time (2026-01-01 means from midnight IST) or an ISO timestamp.
Uses DATABASE_URL when set, else the embedded database in LEADS_DATA_DIR (default ./data/leads);
works while the server is running.`;

export class CliUsageError extends Error {}

export interface CliCommand {
  request: AdminRequest;
  format: 'table' | 'lead' | 'csv' | 'json' | 'purge' | 'queued';
  output?: string;
}

const DEFAULT_LIST_LIMIT = 50;

const OPTIONS_OF: Record<string, string[]> = {
  list: ['since', 'limit', 'spam'],
  show: [],
  release: [],
  resend: ['since'],
  export: ['format', 'since', 'output'],
  purge: ['older-than', 'dry-run'],
};
const DAY_MS = 24 * 60 * 60 * 1000;

function wholeNumber(option: string, value: string | undefined): number {
  const parsed = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || parsed < 1) {
    throw new CliUsageError(`${option} needs a whole number of at least 1, got "${value ?? ''}".`);
  }
  return parsed;
}

/** A reference as typed, in capitals, or a usage error when it cannot be one the site gave out. */
function reference(typed: string): string {
  const value = typed.trim().toUpperCase();
  if (!isGenuineReference(value))
    throw new CliUsageError(
      `"${typed}" is not a reference the site gives out: check it for a typo (like ${EXAMPLE_REFERENCE}).`,
    );
  return value;
}

function since(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = parseIndianDate(value);
  if (!date) throw new CliUsageError(`--since needs a date like 2026-01-01, got "${value}".`);
  return date.toISOString();
}

export function parseCliArgs(argv: string[], now: Date = new Date()): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        since: { type: 'string' },
        limit: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string' },
        'older-than': { type: 'string' },
        'dry-run': { type: 'boolean' },
        spam: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [command, ...operands] = positionals;
  // `show` takes one reference, `release` and `resend` several; nothing else takes an operand.
  const extra =
    command === 'show'
      ? operands.slice(1)
      : command === 'release' || command === 'resend'
        ? []
        : operands;
  if (extra.length) throw new CliUsageError(`Unexpected "${extra.join(' ')}".`);
  const allowed = command ? OPTIONS_OF[command] : undefined;
  const stray = allowed && Object.keys(values).find((option) => !allowed.includes(option));
  if (stray) throw new CliUsageError(`${command} does not take --${stray}.`);

  switch (command) {
    case 'list':
      return {
        request: {
          command: 'leads',
          since: since(values.since),
          limit:
            values.limit === undefined ? DEFAULT_LIST_LIMIT : wholeNumber('--limit', values.limit),
          ...(values.spam && { spam: true }),
        },
        format: 'table',
      };
    case 'show': {
      if (!operands[0])
        throw new CliUsageError(`show needs a reference, like ${EXAMPLE_REFERENCE}.`);
      return { request: { command: 'lead', reference: reference(operands[0]) }, format: 'lead' };
    }
    case 'release': {
      if (operands.length === 0)
        throw new CliUsageError(`release needs one or more references, like ${EXAMPLE_REFERENCE}.`);
      return {
        request: { command: 'release', references: operands.map(reference) },
        format: 'queued',
      };
    }
    case 'resend': {
      if ((values.since === undefined) === (operands.length === 0))
        throw new CliUsageError(
          'resend needs either --since DATE (every lead since then) or references, not both.',
        );
      return {
        request: {
          command: 'resend',
          ...(operands.length > 0
            ? { references: operands.map(reference) }
            : { since: since(values.since) }),
        },
        format: 'queued',
      };
    }
    case 'export': {
      const format = values.format;
      if (format !== 'csv' && format !== 'json')
        throw new CliUsageError('export needs --format csv or --format json.');
      return {
        request: { command: 'leads', since: since(values.since) },
        format,
        output: values.output,
      };
    }
    case 'purge': {
      const days = wholeNumber('--older-than', values['older-than']);
      const before = new Date(now.getTime() - days * DAY_MS).toISOString();
      return {
        request: { command: 'purge', before, dryRun: values['dry-run'] ?? false },
        format: 'purge',
      };
    }
    default:
      throw new CliUsageError(
        command
          ? `Unknown command "${command}".`
          : 'Which command? list, show, export, release, resend or purge.',
      );
  }
}
