// The CPU time a virtual machine's hypervisor gave to other guests while a benchmark ran (Linux's
// "steal", the eighth figure of /proc/stat's `cpu` line). On a shared host it comes in bursts: a
// tenth of a second with most of both CPUs stolen stops the servers and the load generator alike,
// and a run's p99 then measures the host, not the server. The lead benchmark prints it next to its
// latency figures, in all and in the worst tenth of a second, so such a run can be told apart.
// Unknown (undefined) where there is no /proc/stat.
import fs from 'node:fs';

/** Linux reports /proc/stat in USER_HZ ticks, 100 a second on every architecture it ships for. */
const TICKS_PER_SECOND = 100;
const WINDOW_MS = 100;

/** The steal time summed over all CPUs, in ms, from the text of /proc/stat. */
function stealMsFromProcStat(text: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith('cpu '));
  const steal = Number(line?.trim().split(/\s+/)[8]);
  return Number.isFinite(steal) ? (steal * 1000) / TICKS_PER_SECOND : undefined;
}

function readStealMs(): number | undefined {
  try {
    return stealMsFromProcStat(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

export interface StolenCpu {
  totalMs: number;
  /** The most stolen in one tenth of a second. */
  worstWindowMs: number;
}

/** Starts watching; `stop` gives what was stolen since, or undefined where it is not reported. */
export function watchStolenCpu(): { stop(): StolenCpu | undefined } {
  const first = readStealMs();
  let last = first;
  let worstWindowMs = 0;
  const sample = () => {
    const now = readStealMs();
    if (now !== undefined && last !== undefined)
      worstWindowMs = Math.max(worstWindowMs, now - last);
    last = now;
  };
  const timer = setInterval(sample, WINDOW_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return first === undefined || last === undefined
        ? undefined
        : { totalMs: last - first, worstWindowMs };
    },
  };
}
