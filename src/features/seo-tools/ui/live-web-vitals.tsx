// The page-speed tool's live part: the Core Web Vitals of the visitor's own visit to this page,
// measured in their browser and rated against Google's thresholds as the values come in.
import { useEffect, useSyncExternalStore } from 'react';
import {
  LIVE_METRICS,
  liveVitalsStore,
  startLiveVitals,
  type LiveVitals,
} from './live-vitals-store';
import { MetricCard } from './metric-card';

const PENDING: Record<(typeof LIVE_METRICS)[number], string> = {
  LCP: 'Measured once the largest element has painted…',
  INP: 'Click, tap or type anywhere on this page to measure how fast it responds.',
  CLS: 'Measured after the first paint…',
  FCP: 'Measured at the first paint…',
  TTFB: 'Measured when the page starts arriving…',
};

/** CLS is only reported when something shifts: after the first paint, no report means 0 so far. */
function valuesOf({ values, interacted }: LiveVitals) {
  return LIVE_METRICS.map((name) => {
    if (name === 'CLS' && values.CLS === undefined && values.FCP !== undefined)
      return { name, value: 0, note: 'Nothing on the page has moved so far.' };
    if (name === 'INP' && values.INP === undefined && interacted)
      return {
        name,
        value: undefined,
        pending: 'No click, tap or key press slower than 16 ms so far: that is good.',
      };
    return { name, value: values[name], pending: PENDING[name] };
  });
}

export function LiveWebVitals() {
  const vitals = useSyncExternalStore(
    liveVitalsStore.subscribe,
    liveVitalsStore.get,
    liveVitalsStore.getServer,
  );
  useEffect(startLiveVitals, []);
  return (
    <section className="section tool-no-print" aria-labelledby="live-vitals-heading">
      <h2 id="live-vitals-heading" className="section-title">
        Your visit, measured live
      </h2>
      <p className="mt-3 max-w-3xl text-muted">
        The Core Web Vitals of your own visit, on your device and connection, measured in your
        browser with Google’s open-source web-vitals library since this tab opened the site. Google
        ranks pages on the same measures, taken from real Chrome users over 28 days.
      </p>
      {vitals.failed && (
        <p role="alert" className="tool-error mt-4">
          The measuring script could not load. Reload the page while online to measure your visit.
        </p>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {valuesOf(vitals).map((metric) => (
          <MetricCard key={metric.name} {...metric} />
        ))}
      </div>
    </section>
  );
}
