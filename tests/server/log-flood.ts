// A child process for log-backpressure.test.ts: logs as many lines as its argument says through the server's logger onto
// its stdout (a pipe its parent is not reading yet), says on stderr how long that held up the
// event loop, then exits as start.ts does: flushLog, then process.exit.
import { createLogger, flushLog } from '../../server/logger';

const lines = Number(process.argv[2]);
// As start.ts decides: a pipe is not a terminal, so JSON lines (and stdout set up as a pipe).
const log = await createLogger({ level: 'info', pretty: process.stdout.isTTY === true, env: {} });
const padding = 'x'.repeat(200);
const started = performance.now();
for (let line = 1; line <= lines; line += 1) log.info({ line, padding }, 'flood');
process.stderr.write(`logged in ${Math.round(performance.now() - started)} ms\n`);
// Exits once the parent closes stdin (it then reads; or it has gone), so the lines still wait then.
process.stdin.once('end', () => void flushLog(log).then(() => process.exit(0))).resume();
