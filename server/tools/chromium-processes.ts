// The processes of one Chromium run, read from /proc (Linux only), and the memory they hold. A
// run's processes are those in its process group (the browser is started as a group leader and
// its zygotes, renderers and utilities stay in the group), any other descendant of the browser,
// and any Chromium process whose command line names the run's own directory (the crash handler,
// which Chromium double-forks out of the group); zombies are left out (they hold no memory, no
// sockets). Reads are asynchronous, so the server goes on answering while a run is watched.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/** Whether this system has a /proc to read. */
export const hasProc = (): boolean => existsSync('/proc/self/stat');

interface ProcessStat {
  pid: number;
  name: string;
  ppid: number;
  pgid: number;
  state: string;
}

const readOrEmpty = (path: string) => readFile(path, 'utf8').catch(() => '');

async function readStat(pid: number): Promise<ProcessStat | undefined> {
  const text = await readOrEmpty(`/proc/${pid}/stat`);
  if (!text) return undefined; // gone since the directory was listed
  // "pid (name) state ppid pgid ...": the name may hold spaces and brackets.
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const [state = '', ppid = '', pgid = ''] = text.slice(close + 2).split(' ');
  return { pid, name, ppid: Number(ppid), pgid: Number(pgid), state };
}

/** Every live (not zombie) process on the system. */
async function liveProcesses(): Promise<ProcessStat[]> {
  const names = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  return (await Promise.all(names.map((name) => readStat(Number(name))))).filter(
    (stat): stat is ProcessStat => stat !== undefined && stat.state !== 'Z',
  );
}

/** The live processes below `pid`, with their names (the benchmark and tests watch a server's). */
export async function liveDescendants(pid: number): Promise<{ pid: number; name: string }[]> {
  const live = await liveProcesses();
  const below = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of live)
      if (!below.has(stat.pid) && below.has(stat.ppid)) {
        below.add(stat.pid);
        grew = true;
      }
  }
  return live.filter((stat) => stat.pid !== pid && below.has(stat.pid));
}

/** The live processes of the run whose browser is `leader` and whose directory is `dir`. */
export async function chromiumProcesses(leader: number, dir: string): Promise<number[]> {
  const live = await liveProcesses();
  // Only a Chromium process ("chromium", "chrome_crashpad") has its command line read.
  const namesDir = await Promise.all(
    live.map(
      async (stat) =>
        stat.name.startsWith('chrom') &&
        (await readOrEmpty(`/proc/${stat.pid}/cmdline`)).includes(dir),
    ),
  );
  const members = new Set(
    live
      .filter((stat, index) => stat.pid === leader || stat.pgid === leader || namesDir[index])
      .map((stat) => stat.pid),
  );
  // Descendants that left the group, found by walking down from the members.
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of live)
      if (!members.has(stat.pid) && members.has(stat.ppid)) {
        members.add(stat.pid);
        grew = true;
      }
  }
  return [...members];
}

/**
 * The memory `pids` hold, summed, in bytes: resident anonymous and shared-memory pages (RssAnon
 * and RssShmem). Mapped files are left out: Chromium's code (about 70 MB resident in each of a
 * dozen processes, the same pages) would count once per process, making a blank page's run
 * look like 1.3 GB.
 */
export async function residentBytes(pids: readonly number[]): Promise<number> {
  const statuses = await Promise.all(pids.map((pid) => readOrEmpty(`/proc/${pid}/status`)));
  let kib = 0;
  for (const status of statuses)
    for (const field of ['RssAnon', 'RssShmem'])
      kib += Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0);
  return kib * 1024;
}
