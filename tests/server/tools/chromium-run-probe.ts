// Test helper: watches the Chromium of a local Lighthouse run from outside, through /proc (Linux;
// root to read every process's file descriptors). It finds the browser by the checked proxy's
// port on its command line, then every 100 ms records the run's processes
// (chromium-processes.ts: the browser's group, its descendants and the crash handler), their user
// ids and every internet socket they hold (proc-sockets.ts); afterwards it lists whatever of the
// run is still alive.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromiumProcesses } from '../../../server/tools/chromium-processes';
import { socketsOf, type ProcSocket } from './proc-sockets';

export interface ChromiumRunSeen {
  /** The run's temporary directory (profile and home). */
  dir: string | undefined;
  /** Every process seen, with its real, effective, saved and file-system user ids. */
  uids: Map<number, number[]>;
  /** Every internet socket seen, once each. */
  sockets: ProcSocket[];
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

const livePids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => !/^\d+ \(.*\) Z /s.test(read(`/proc/${pid}/stat`)));

export function probeChromiumRun(proxyPort: number) {
  const proxyFlag = `--proxy-server=http://127.0.0.1:${proxyPort}`;
  const seen: ChromiumRunSeen = { dir: undefined, uids: new Map(), sockets: [] };
  const socketKeys = new Set<string>();
  let browser: number | undefined;

  let sampling = false;
  const sample = async () => {
    browser ??= livePids().find((pid) => {
      const args = read(`/proc/${pid}/cmdline`).split('\0');
      return args.includes(proxyFlag) && !args.some((arg) => arg.startsWith('--type='));
    });
    if (browser === undefined) return;
    const profile = read(`/proc/${browser}/cmdline`)
      .split('\0')
      .find((arg) => arg.startsWith('--user-data-dir='));
    if (profile) seen.dir ??= dirname(profile.slice('--user-data-dir='.length));
    const pids = await chromiumProcesses(browser, seen.dir ?? proxyFlag);
    for (const pid of pids) {
      const uids = /^Uid:\s+(.*)$/m.exec(read(`/proc/${pid}/status`))?.[1];
      if (uids) seen.uids.set(pid, uids.split(/\s+/).map(Number));
    }
    for (const socket of socketsOf(pids)) {
      const key = `${socket.pid} ${socket.protocol} ${socket.local} ${socket.remote}`;
      if (!socketKeys.has(key)) {
        socketKeys.add(key);
        seen.sockets.push(socket);
      }
    }
  };
  const timer = setInterval(() => {
    if (sampling) return; // the last sample has not finished
    sampling = true;
    void sample().finally(() => (sampling = false));
  }, 100);

  return {
    stop(): ChromiumRunSeen {
      clearInterval(timer);
      return seen;
    },
    /** Live processes that were part of the run, or that name its directory or proxy. */
    leftovers(): number[] {
      return livePids().filter((pid) => {
        const args = read(`/proc/${pid}/cmdline`);
        return (
          seen.uids.has(pid) ||
          args.includes(proxyFlag) ||
          (seen.dir !== undefined && args.includes(seen.dir))
        );
      });
    },
  };
}
