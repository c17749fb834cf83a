// A real local Lighthouse run (Chromium, needs /usr/bin/chromium or CHROMIUM_PATH, and Linux's
// /proc) against a page on loopback, watched from outside while it runs: Chromium's processes
// run as a user other than root (when the test runs as root), connect nowhere but the checked
// proxy, and are all gone afterwards, with their directory. The page tries to reach past the
// proxy (WebRTC with a STUN server, DNS prefetch, preconnect and fetch to other names) and
// reports the WebRTC candidates it found, which would name this machine's addresses; every
// address it names is on loopback or fails in the tests' resolver, so nothing leaves this machine.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckedProxy, type CheckedProxy } from '../../../server/tools/checked-proxy';
import { hasProc } from '../../../server/tools/chromium-processes';
import { localLighthouse } from '../../../server/tools/local-lighthouse';
import { MEMORY_CAP_BYTES } from '../../../server/tools/memory-watchdog';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { probeChromiumRun } from './chromium-run-probe';
import type { ProcSocket } from './proc-sockets';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runsAsRoot = process.getuid?.() === 0;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Probe page</title>
<meta name="description" content="A page for the local Lighthouse test.">
<link rel="stylesheet" href="/style.css">
<link rel="dns-prefetch" href="//prefetch.example"><link rel="preconnect" href="https://preconnect.example">
</head><body><h1>Probe page</h1><p>Plumbing in Pune, the same day.</p>
<img src="/pixel.svg" width="10" height="10" alt="A red square">
<script>
  fetch('https://fetch.example/beacon').catch(() => undefined);
  const found = [];
  let reported = false;
  const report = () => {
    if (!reported) fetch('/candidates', { method: 'POST', body: JSON.stringify(found) });
    reported = true;
  };
  const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:3478' }] });
  peer.createDataChannel('probe');
  peer.onicecandidate = (event) => event.candidate?.candidate && found.push(event.candidate.candidate);
  peer.onicegatheringstatechange = () => peer.iceGatheringState === 'complete' && report();
  peer.createOffer().then((offer) => peer.setLocalDescription(offer));
  setTimeout(report, 2000);
</script></body></html>`;

let site: LoopbackServer;
let proxy: CheckedProxy;
/** The WebRTC candidates the page reported, once per load. */
const candidateReports: unknown[] = [];

beforeAll(async () => {
  site = await startLoopbackServer((request, response) => {
    if (request.url === '/candidates') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => candidateReports.push(JSON.parse(body)));
      return void request.on('end', () => response.end());
    }
    if (request.url === '/style.css') return response.end('h1 { color: #123; }');
    if (request.url === '/pixel.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  proxy = await startCheckedProxy(
    readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
    loopbackResolver({ localhost: ['127.0.0.1'] }),
  );
});

afterAll(async () => {
  await proxy?.close();
  await site?.close();
});

const isLoopback = (address: string) =>
  /^(127\.\d+\.\d+\.\d+|\[0:0:0:0:0:0:0:1\]):\d+$/.test(address);
const unconnected = (address: string) => /^(0\.0\.0\.0|\[0:0:0:0:0:0:0:0\]):0$/.test(address);

/**
 * Chromium's routing probes: a UDP socket connect()ed to a public address and closed, which sends
 * nothing (the kernel only picks the route and the source address). The host resolver checks
 * IPv6 reachability against Google's DNS address on port 443 at start; WebRTC asks for the
 * default local addresses against Google's DNS on port 53. No switch turns them off.
 */
const ROUTING_PROBES = new Set([
  '[2001:4860:4860:0:0:0:0:8888]:443',
  '8.8.8.8:53',
  '[2001:4860:4860:0:0:0:0:8888]:53',
]);

/**
 * Sockets Chromium may hold. TCP: listening on loopback (the DevTools port), connected to the
 * checked proxy, accepted on one of those loopback listeners from loopback (Lighthouse's DevTools
 * connection, from this process), or not connected yet. UDP: a routing probe, or bound to the
 * wildcard address and not connected (WebRTC's sockets, which the IP handling policy keeps
 * silent: the page's report of no candidates shows that nothing was sent on them; a candidate
 * would be bound to one of this machine's addresses). Raw sockets: none.
 */
function outsideTheProxy(sockets: ProcSocket[]): ProcSocket[] {
  const listeners = new Set(sockets.filter((socket) => socket.listening).map((s) => s.local));
  return sockets.filter((socket) => {
    if (socket.protocol.startsWith('raw')) return true;
    if (socket.protocol.startsWith('udp'))
      return unconnected(socket.remote)
        ? !/^(0\.0\.0\.0|\[0:0:0:0:0:0:0:0\]):\d+$/.test(socket.local)
        : !ROUTING_PROBES.has(socket.remote);
    if (socket.listening) return !isLoopback(socket.local);
    if (unconnected(socket.remote)) return false;
    if (socket.remote === `127.0.0.1:${proxy.port}`) return false;
    return !(listeners.has(socket.local) && isLoopback(socket.remote));
  });
}

describe.skipIf(!existsSync(CHROMIUM) || !hasProc())(
  `local Lighthouse in Chromium (skipped without ${CHROMIUM} or /proc)`,
  () => {
    it('runs sandboxed as another user than root, connects only to the checked proxy and leaves nothing', async () => {
      let peak = 0;
      const measure = localLighthouse({
        chromiumPath: CHROMIUM,
        proxyPort: proxy.port,
        onMemoryPeak: (bytes) => (peak = bytes),
      });
      const probe = probeChromiumRun(proxy.port);
      const lhr = await measure(
        `http://localhost:${site.port}/`,
        'mobile',
        new AbortController().signal,
      );
      const seen = probe.stop();

      expect(lhr).toMatchObject({ finalDisplayedUrl: `http://localhost:${site.port}/` });
      expect(lhr.runtimeError).toBeUndefined();
      // The probe saw the run: its processes, the DevTools listener, requests to the proxy.
      expect(seen.uids.size).toBeGreaterThan(3);
      expect(seen.sockets.some((socket) => socket.listening)).toBe(true);
      expect(seen.sockets.some((socket) => socket.remote === `127.0.0.1:${proxy.port}`)).toBe(true);
      expect(outsideTheProxy(seen.sockets)).toEqual([]);
      // WebRTC found no candidate: it neither names this machine's addresses nor sends UDP.
      expect(candidateReports).toEqual([[]]);
      if (runsAsRoot)
        for (const uids of seen.uids.values()) expect(uids.every((uid) => uid !== 0)).toBe(true);
      expect(probe.leftovers()).toEqual([]);
      expect(seen.dir && existsSync(seen.dir)).toBe(false);
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(MEMORY_CAP_BYTES);
    }, 150_000);
  },
);
