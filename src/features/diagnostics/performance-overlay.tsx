// The performance overlay: frame rate counted with requestAnimationFrame, JavaScript heap where the
// browser reports it, and running animations, each rated and refreshed every second (SPEC.md 9).
import { useEffect, useState } from 'react';
import {
  ANIMATIONS_GOOD,
  ANIMATIONS_OK,
  FRAME_RATE_GOOD_FPS,
  FRAME_RATE_OK_FPS,
  MEMORY_GOOD_MB,
  MEMORY_OK_MB,
  PERFORMANCE_REFRESH_MS,
  PERFORMANCE_TITLE,
} from './diagnostics-constants';
import {
  bytesToMb,
  framesPerSecond,
  rateAnimations,
  rateFrameRate,
  rateMemoryMb,
} from './diagnostics-rules';
import { DiagnosticsPanel, RatingText, Stat, Stats } from './diagnostics-panel';
import { diagClass } from './diagnostics-styles';

interface Sample {
  fps: number;
  /** Undefined where the browser does not report memory (everywhere but Chromium). */
  memoryMb: number | undefined;
  animations: number;
}

/** performance.memory is a non-standard Chromium extension, so TypeScript does not declare it. */
function heapMb(): number | undefined {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? bytesToMb(memory.usedJSHeapSize) : undefined;
}

function runningAnimations(): number {
  return typeof document.getAnimations === 'function' ? document.getAnimations().length : 0;
}

export function PerformanceOverlay() {
  const [sample, setSample] = useState<Sample | undefined>(undefined);

  useEffect(() => {
    let frames = 0;
    let since = performance.now();
    let frame = 0;
    const count = () => {
      frames += 1;
      frame = requestAnimationFrame(count);
    };
    frame = requestAnimationFrame(count);
    const refresh = window.setInterval(() => {
      const now = performance.now();
      const fps = framesPerSecond(frames, now - since);
      frames = 0;
      since = now;
      setSample({ fps, memoryMb: heapMb(), animations: runningAnimations() });
    }, PERFORMANCE_REFRESH_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(refresh);
    };
  }, []);

  return (
    <DiagnosticsPanel title={PERFORMANCE_TITLE}>
      {sample ? (
        <Stats>
          <Stat label="Frame rate">
            {sample.fps} fps, <RatingText rating={rateFrameRate(sample.fps)} />
          </Stat>
          <Stat label="Memory (JS heap)">
            {sample.memoryMb === undefined ? (
              'not reported by this browser'
            ) : (
              <>
                {sample.memoryMb} MB, <RatingText rating={rateMemoryMb(sample.memoryMb)} />
              </>
            )}
          </Stat>
          <Stat label="Running animations">
            {sample.animations}, <RatingText rating={rateAnimations(sample.animations)} />
          </Stat>
        </Stats>
      ) : (
        <p className={diagClass('note')}>Counting frames for the first second…</p>
      )}
      <p className={diagClass('note')}>
        Good: {FRAME_RATE_GOOD_FPS} fps or more, {MEMORY_GOOD_MB} MB or less, {ANIMATIONS_GOOD}{' '}
        animations or fewer. Ok: {FRAME_RATE_OK_FPS} fps, {MEMORY_OK_MB} MB, {ANIMATIONS_OK}{' '}
        animations. Refreshes every {PERFORMANCE_REFRESH_MS / 1000} s.
      </p>
    </DiagnosticsPanel>
  );
}
