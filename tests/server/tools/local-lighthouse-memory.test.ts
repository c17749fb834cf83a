// A local Lighthouse run on a gzip bomb (Chromium, needs /usr/bin/chromium or CHROMIUM_PATH, and
// Linux's /proc): a page on loopback whose 1 MB gzip body inflates to 1 GB of HTML. Chromium's
// processes grow by about 60 MB a second parsing it (less on a busy machine); the memory watchdog
// stops the run at the cap, the visitor is told why, the processes' peak stays near the cap, and
// nothing of the run is left. The cap is lowered to 640 MiB, well above a plain page's run
// (0.35 GB), to reach it sooner; the server's 1 GiB stops the same bomb after about 20 s.
import { existsSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckedProxy, type CheckedProxy } from '../../../server/tools/checked-proxy';
import { hasProc } from '../../../server/tools/chromium-processes';
import { localLighthouse } from '../../../server/tools/local-lighthouse';
import { createSpeedRunner } from '../../../server/tools/speed-runner';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { probeChromiumRun } from './chromium-run-probe';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CAP_BYTES = 640 * 1024 ** 2;
/** Above the cap: what the processes may add in the 250 ms between two samples, and more. */
const MARGIN_BYTES = 256 * 1024 ** 2;

/** An HTML page of 1 GiB of one letter, gzipped (about 1 MB; a few seconds to make). */
async function gzipBomb(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  gzip.write('<!doctype html><html lang="en"><title>Bomb</title><p>');
  const megabyte = Buffer.alloc(1024 ** 2, 'a');
  for (let index = 0; index < 1024; index += 1)
    if (!gzip.write(megabyte)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end('</p>');
  await ended;
  return Buffer.concat(parts);
}

let site: LoopbackServer;
let proxy: CheckedProxy;

beforeAll(async () => {
  const body = await gzipBomb();
  site = await startLoopbackServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    response.end(body);
  });
  proxy = await startCheckedProxy(
    readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
    loopbackResolver({ localhost: ['127.0.0.1'] }),
  );
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await site?.close();
});

describe.skipIf(!existsSync(CHROMIUM) || !hasProc())(
  `local Lighthouse on a gzip bomb (skipped without ${CHROMIUM} or /proc)`,
  () => {
    it('stops the run at the memory cap and says so', async () => {
      let peak = 0;
      const runner = createSpeedRunner({
        measuredBy: 'Lighthouse',
        measure: localLighthouse({
          chromiumPath: CHROMIUM,
          proxyPort: proxy.port,
          memoryCapBytes: CAP_BYTES,
          onMemoryPeak: (bytes) => (peak = bytes),
        }),
        // Not the 60 s deadline: on a busy machine the bomb grows more slowly.
        timeoutMs: 150_000,
      });
      const probe = probeChromiumRun(proxy.port);
      const result = await runner.run(`http://localhost:${site.port}/`, 'mobile', {
        visitor: 'test',
      });
      probe.stop();

      // Should a later Chromium take the bomb in its stride, the run may complete instead.
      if (!result.ok)
        expect(result).toEqual({
          ok: false,
          kind: 'failed',
          message:
            'The page used more than 0.6 GB of memory while loading, so the test was stopped.',
        });
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(CAP_BYTES + MARGIN_BYTES);
      expect(probe.leftovers()).toEqual([]);
    }, 180_000);
  },
);
