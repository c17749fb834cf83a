// Reads the leads CLI's command line into a request and an output format, or a usage error that
// says what was wrong and how to write it.
import { parseArgs } from 'node:util';
import type { AdminRequest } from './admin-commands';
import { parseIndianDate } from './india-time';
import { isGenuineReference } from './reference';

export const CLI_USAGE = `Usage:
  npm run leads -- list [--since DATE] [--limit N]
      The newest leads (50 unless --limit), one line each.
  npm run leads -- show REFERENCE
      Every field of one lead (e.g. RM-2026-7KQ4MG) and whether its email and webhook went out.
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
  format: 'table' | 'lead' | 'csv' | 'json' | 'purge';
  output?: string;
}

const DEFAULT_LIST_LIMIT = 50;

const OPTIONS_OF: Record<string, string[]> = {
  list: ['since', 'limit'],
  show: [],
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
      },
    });
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [command, ...operands] = positionals;
  // `show` takes the reference; nothing else takes an operand.
  const extra = command === 'show' ? operands.slice(1) : operands;
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
        },
        format: 'table',
      };
    case 'show': {
      const reference = operands[0]?.trim().toUpperCase();
      if (!reference) throw new CliUsageError('show needs a reference, like RM-2026-7KQ4MG.');
      if (!isGenuineReference(reference))
        throw new CliUsageError(
          `"${operands[0]}" is not a reference the site gives out: check it for a typo (like RM-2026-7KQ4MG).`,
        );
      return { request: { command: 'lead', reference }, format: 'lead' };
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
        command ? `Unknown command "${command}".` : 'Which command? list, show, export or purge.',
      );
  }
}
