// Watches the memory of one Chromium run: every 250 ms it sums the memory of the run's processes
// (chromium-processes.ts) and keeps the peak; over the cap it calls `onOver` once, and the caller
// kills the run. A page can make Chromium take gigabytes (a 1 MB gzip body that inflates to 1 GB
// took its processes past 2.5 GB), which would starve the server. Where there is no /proc (not
// Linux), it measures nothing and never calls `onOver`.
import { hasProc, residentBytes } from './chromium-processes';

/**
 * The default cap. Measured on Chromium 156 (anonymous and shared memory of all processes): a
 * blank page's run peaks at 0.35 GB, a page of 3,000 elements and 2 million script objects at
 * 0.8 GB; the gzip bomb grows by about 60 MB a second, past 1 GB in 25 s.
 */
export const MEMORY_CAP_BYTES = 1024 ** 3;
const INTERVAL_MS = 250;

export interface MemoryWatchdog {
  /** Stops watching; returns the peak seen, in bytes (0 when nothing was measured). */
  stop(): number;
}

export function watchMemory(options: {
  /** The run's live processes. */
  processes: () => Promise<number[]>;
  capBytes: number;
  onOver: () => void;
  intervalMs?: number;
}): MemoryWatchdog {
  if (!hasProc()) return { stop: () => 0 };
  let peak = 0;
  let over = false;
  let stopped = false;
  let sampling = false;
  const sample = async () => {
    if (sampling) return; // the last one has not answered yet
    sampling = true;
    const bytes = await residentBytes(await options.processes()).catch(() => 0);
    sampling = false;
    if (stopped) return;
    peak = Math.max(peak, bytes);
    if (bytes > options.capBytes && !over) {
      over = true;
      options.onOver();
    }
  };
  void sample();
  const timer = setInterval(() => void sample(), options.intervalMs ?? INTERVAL_MS);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      return peak;
    },
  };
}
