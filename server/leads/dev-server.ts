// A Fastify server with only the lead API, for the durability test and the benchmark:
//   tsx server/leads/dev-server.ts [--port 0] [--host 127.0.0.1]
// Settings come from the usual LEADS_* and DATABASE_URL variables. Prints `listening on <url>`
// once it accepts requests; closes cleanly on SIGTERM and SIGINT.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { createLeadService } from './lead-service';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const leads = await createLeadService();
await leads.register(app);
const url = await app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(`listening on ${url}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
