// Starts the Chromium of one Lighthouse run and ends it. Chromium runs as the user
// chromium-user.ts chose (its sandbox refuses root), as the leader of a process group of its own,
// with a fresh profile and home in a temporary directory owned by that user, and none of the
// server's environment but PATH. DevTools listens on a port Chromium picks on 127.0.0.1, read
// from the profile's DevToolsActivePort file. Ending it kills the whole group and every other
// process of the run (chromium-processes.ts), and removes the directory.
import { spawn } from 'node:child_process';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChromiumUser } from './chromium-user';
import { chromiumProcesses, hasProc } from './chromium-processes';

export interface ChromiumRun {
  /** The DevTools port on 127.0.0.1. */
  port: number;
  /** The run's live processes (none where there is no /proc). */
  processes(): Promise<number[]>;
  /** Kills every process of the run and removes its directory; safe to call twice. */
  end(): Promise<void>;
}

export interface ChromiumLaunch {
  path: string;
  args: readonly string[];
  /** Undefined: the server's own user. */
  user: ChromiumUser | undefined;
  startTimeoutMs?: number;
}

const STDERR_KEPT = 2_000;
const GONE_WITHIN_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGKILL to a process (or, negative, a process group) that may be gone already. */
const kill = (target: number) => {
  try {
    process.kill(target, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** The port in DevToolsActivePort ("port\npath"), once Chromium has written it. */
async function devToolsPort(profile: string): Promise<number | undefined> {
  const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
  const port = Number(text.split('\n')[0]);
  return text.includes('\n') && port > 0 ? port : undefined;
}

export async function launchChromium(launch: ChromiumLaunch): Promise<ChromiumRun> {
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  if (launch.user) await chown(dir, launch.user.uid, launch.user.gid);
  const profile = join(dir, 'profile');
  const child = spawn(
    launch.path,
    [...launch.args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {
      uid: launch.user?.uid,
      gid: launch.user?.gid,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_CONFIG_HOME: join(dir, '.config'),
        XDG_CACHE_HOME: join(dir, '.cache'),
      },
    },
  );
  // The end of Chromium's log, to say why it did not start; reading it keeps the pipe flowing.
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });

  const processes = async () =>
    child.pid !== undefined && hasProc() ? chromiumProcesses(child.pid, dir) : [];
  const killGroup = () => {
    if (child.pid !== undefined) kill(-child.pid);
  };
  // Should the server exit without ending the run (a crash), the run goes with it.
  process.once('exit', killGroup);
  let ended: Promise<void> | undefined;
  const end = () =>
    (ended ??= (async () => {
      process.removeListener('exit', killGroup);
      killGroup();
      await exit;
      // Processes outside the group, and killed ones still freeing their memory: until none is left.
      for (const until = Date.now() + GONE_WITHIN_MS; Date.now() < until; await pause(50)) {
        const left = await processes();
        if (left.length === 0) break;
        for (const pid of left) kill(pid);
      }
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    })());

  const until = Date.now() + (launch.startTimeoutMs ?? 15_000);
  for (;;) {
    const port = await devToolsPort(profile);
    if (port !== undefined && child.pid !== undefined) return { port, processes, end };
    if (exited || Date.now() > until) {
      await end();
      throw new Error(
        `Chromium ${exited ? 'exited' : 'did not open DevTools in time'} (${launch.path}): ${stderr.trim()}`,
      );
    }
    await pause(50);
  }
}
