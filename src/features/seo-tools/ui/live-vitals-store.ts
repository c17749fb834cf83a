// Collects the Core Web Vitals of this page load with Google's web-vitals library, once, for the
// page-speed tool; components read it with useSyncExternalStore. The library is a separate chunk,
// loaded when the tool first shows, and nothing measured leaves the browser.
export const LIVE_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type LiveMetricName = (typeof LIVE_METRICS)[number];

export interface LiveVitals {
  values: Partial<Record<LiveMetricName, number>>;
  /** The visitor has clicked, tapped or typed; INP is only reported for interactions over 16 ms. */
  interacted: boolean;
  /** The library could not load (offline before it was cached). */
  failed: boolean;
}

const INITIAL: LiveVitals = { values: {}, interacted: false, failed: false };
let snapshot = INITIAL;
let started = false;
const listeners = new Set<() => void>();

function update(change: Partial<LiveVitals>): void {
  snapshot = { ...snapshot, ...change };
  listeners.forEach((listener) => listener());
}

/** Starts measuring; later calls do nothing, so remounting the tool does not observe twice. */
export function startLiveVitals(): void {
  if (started) return;
  started = true;
  const onInput = () => {
    update({ interacted: true });
    window.removeEventListener('pointerdown', onInput, true);
    window.removeEventListener('keydown', onInput, true);
  };
  window.addEventListener('pointerdown', onInput, true);
  window.addEventListener('keydown', onInput, true);
  import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value }: { name: LiveMetricName; value: number }) =>
        update({ values: { ...snapshot.values, [name]: value } });
      const options = { reportAllChanges: true };
      onTTFB(report, options);
      onFCP(report, options);
      onLCP(report, options);
      onCLS(report, options);
      // 16 ms is the smallest threshold the library allows: even quick taps get a value.
      onINP(report, { ...options, durationThreshold: 16 });
    },
    () => {
      started = false;
      update({ failed: true });
    },
  );
}

export const liveVitalsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): LiveVitals => snapshot,
  getServer: (): LiveVitals => INITIAL,
};
