// The leads CLI (`npm run leads`, see CLI_USAGE) as a function: runLeadsCli(argv, { env, stdout,
// stderr }) runs one command and resolves with its exit code. server/leads/cli.ts runs it on the
// process; the tests run it in-process, without a Node start per command. While the server owns the
// embedded database the request goes to the server over its admin socket (and what it releases or
// resends goes out on the server's channels); otherwise the CLI opens the database itself and
// queues on the channels its own settings name, which a server on the same database then delivers.
import fs from 'node:fs';
import type { AdminRequest, AdminResult } from './admin-commands';
import { handleAdminRequest } from './admin-commands';
import { CLI_USAGE, CliUsageError, parseCliArgs } from './cli-args';
import type { CliCommand } from './cli-args';
import { readLeadsConfig } from './config';
import { configuredChannels } from './delivery-channels';
import type { LeadsConfig } from './config';
import { DataDirBusyError, askDataDirOwner } from './data-dir-guard';
import { leadDetailsText } from './lead-details-text';
import { leadsToCsv, leadsToJson, leadsToTable } from './lead-formats';
import { queuedText } from './queued-text';
import { spamFolderTable } from './spam-folder-text';
import { createLeadRepository } from './lead-repository';
import { openLeadDatabase } from './lead-service';

async function runDirectly(config: LeadsConfig, request: AdminRequest): Promise<AdminResult> {
  const db = await openLeadDatabase(config);
  const channels = configuredChannels(config);
  try {
    return await handleAdminRequest(createLeadRepository(db, { channels }), request, channels);
  } finally {
    await db.close();
  }
}

async function execute(config: LeadsConfig, request: AdminRequest): Promise<AdminResult> {
  if (config.databaseUrl) return runDirectly(config, request);
  // Twice: a server may take the directory between our question and our claim.
  for (let attempt = 1; ; attempt += 1) {
    const answer = await askDataDirOwner(config.dataDir, request);
    if (answer.owned) {
      if (answer.error) throw new Error(answer.error);
      return answer.result as AdminResult;
    }
    try {
      return await runDirectly(config, request);
    } catch (error) {
      if (!(error instanceof DataDirBusyError) || attempt >= 2) throw error;
    }
  }
}

function render(command: CliCommand, result: AdminResult): string {
  if ('lead' in result) {
    if (!result.lead)
      throw new Error('No lead has this reference. `npm run leads -- list` shows the newest ones.');
    return leadDetailsText(result.lead, result.deliveries);
  }
  if ('queued' in result) return queuedText(result);
  if ('purged' in result) {
    const leads = `${result.purged} lead${result.purged === 1 ? '' : 's'}`;
    return result.dryRun ? `${leads} would be deleted (dry run).\n` : `Deleted ${leads}.\n`;
  }
  if (command.format === 'csv') return leadsToCsv(result.leads);
  if (command.format === 'json') return leadsToJson(result.leads);
  return command.request.command === 'leads' && command.request.spam
    ? spamFolderTable(result.leads)
    : leadsToTable(result.leads);
}

/** Where the CLI writes: process.stdout and process.stderr, or a test's buffers. */
export interface CliOutput {
  write(text: string): unknown;
}

export interface CliIo {
  /** The environment its settings are read from (LEADS_*, DATABASE_URL, SMTP_URL). */
  env: NodeJS.ProcessEnv;
  stdout: CliOutput;
  stderr: CliOutput;
}

/**
 * Runs one CLI command and resolves with its exit code: 0 done, 1 failed (the reason on stderr),
 * 2 a usage error (the usage on stderr). Never rejects.
 */
export async function runLeadsCli(argv: string[], io: CliIo): Promise<number> {
  try {
    let command: CliCommand;
    try {
      command = parseCliArgs(argv);
    } catch (error) {
      if (!(error instanceof CliUsageError)) throw error;
      io.stderr.write(`${error.message}\n\n${CLI_USAGE}\n`);
      return 2;
    }
    const output = render(command, await execute(readLeadsConfig(io.env), command.request));
    if (command.output) {
      // Leads are personal data: readable by the owner only.
      fs.writeFileSync(command.output, output, { mode: 0o600 });
      io.stderr.write(`Wrote ${command.output}\n`);
    } else {
      io.stdout.write(output);
    }
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
