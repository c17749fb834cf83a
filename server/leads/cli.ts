// The agency's way to read leads (no HTTP endpoint lists them): `npm run leads -- list`, `show`,
// `export`, `release`, `resend` and `purge`; see CLI_USAGE. While the server owns the embedded
// database the request goes to the server over its admin socket (and what it releases or resends
// goes out on the server's channels); otherwise the CLI opens the database itself and queues on the
// channels its own settings name, which a server on the same database then delivers.
import { runLeadsCli } from './cli-run';

void runLeadsCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
}).then((code) => {
  process.exitCode = code;
});
