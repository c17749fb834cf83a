// Measures how long the page takes to respond to taps, clicks and key presses, for the interaction
// timing overlay. The Event Timing API is used where the browser has it; elsewhere the time from
// pointerdown or keydown to just after the next frame stands in for it.
import { EVENT_TIMING_THRESHOLD_MS } from './diagnostics-constants';
import type { InteractionRecord } from './diagnostics-rules';
import { describeElement } from './describe-element';

export type TimingSource = 'event-timing' | 'next-frame';

/** PerformanceEventTiming, with the fields not every TypeScript DOM library declares. */
interface EventTimingEntry extends PerformanceEntry {
  interactionId?: number;
  target?: Node | null;
}

export function timingSource(): TimingSource {
  return typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('event')
    ? 'event-timing'
    : 'next-frame';
}

/**
 * Calls `onRecord` for each interaction outside the elements `ignore` accepts (the diagnostics'
 * own toolbar); returns the function that stops watching.
 */
export function watchInteractions(
  onRecord: (record: InteractionRecord) => void,
  ignore: (node: Node | null | undefined) => boolean,
): () => void {
  if (timingSource() === 'event-timing') {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTimingEntry[]) {
        // Moves and hovers have interactionId 0: they are not interactions.
        if (!entry.interactionId || ignore(entry.target)) continue;
        onRecord({
          name: entry.name,
          target: describeElement(entry.target),
          durationMs: Math.round(entry.duration),
          startMs: entry.startTime,
          interactionId: entry.interactionId,
        });
      }
    });
    // `buffered` also reports slow interactions (104 ms or more) from before the overlay opened.
    observer.observe({
      type: 'event',
      buffered: true,
      durationThreshold: EVENT_TIMING_THRESHOLD_MS,
    } as PerformanceObserverInit);
    return () => observer.disconnect();
  }

  let stopped = false;
  const onInput = (event: Event) => {
    if (ignore(event.target as Node | null)) return;
    // event.timeStamp is on the performance.now() clock. A frame callback runs just before paint;
    // a task queued from it runs once the frame is painted, which is when the visitor sees a reply.
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (stopped) return;
        onRecord({
          name: event.type,
          target: describeElement(event.target as Node | null),
          durationMs: Math.round(performance.now() - start),
          startMs: start,
        });
      }, 0);
    });
  };
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', onInput, options);
  window.addEventListener('keydown', onInput, options);
  return () => {
    stopped = true;
    window.removeEventListener('pointerdown', onInput, options);
    window.removeEventListener('keydown', onInput, options);
  };
}
