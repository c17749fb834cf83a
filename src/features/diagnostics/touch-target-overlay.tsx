// The touch-target overlay: outlines every interactive element by its size class and shows the
// device, the summary and the compliance score (SPEC.md 5 and 9). It analyses the page 500 ms after
// opening, then every 2 s, and again after a scroll or resize so the outlines stay on their elements.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  FIRST_ANALYSIS_DELAY_MS,
  MIN_TARGET_PX,
  RECOMMENDED_TARGET_PX,
  TOUCH_REFRESH_MS,
  TOUCH_TITLE,
} from './diagnostics-constants';
import {
  complianceScore,
  deviceType,
  summarizeTargets,
  type Compliance,
  type DeviceType,
  type TargetClass,
  type TargetSummary,
} from './diagnostics-rules';
import { DiagnosticsPanel, RatingText, Stat, Stats } from './diagnostics-panel';
import { diagClass } from './diagnostics-styles';
import { measureTargets, type MeasuredTarget } from './measure-targets';

interface Analysis {
  targets: MeasuredTarget[];
  summary: TargetSummary;
  compliance: Compliance;
  device: DeviceType;
  touchEnabled: boolean;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
}

function analysePage(exclude: Element | null): Analysis {
  const targets = measureTargets(exclude);
  const summary = summarizeTargets(targets);
  return {
    targets,
    summary,
    compliance: complianceScore(summary),
    device: deviceType(window.innerWidth),
    touchEnabled: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  };
}

const legend: { kind: TargetClass; text: string }[] = [
  { kind: 'invalid', text: `Invalid: under ${MIN_TARGET_PX}px` },
  { kind: 'acceptable', text: `Acceptable: ${MIN_TARGET_PX} to under ${RECOMMENDED_TARGET_PX}px` },
  { kind: 'optimal', text: `Optimal: ${RECOMMENDED_TARGET_PX}px or more` },
];

function OutlineLayer({ targets }: { targets: MeasuredTarget[] }) {
  return createPortal(
    <div className={diagClass('layer')} aria-hidden="true">
      {targets.map((target, index) => (
        <div
          key={index}
          className={diagClass('box')}
          data-class={target.kind}
          style={{ top: target.top, left: target.left, width: target.width, height: target.height }}
        />
      ))}
    </div>,
    document.body,
  );
}

export function TouchTargetOverlay({ exclude }: { exclude: Element | null }) {
  const [analysis, setAnalysis] = useState<Analysis | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const analyse = () => {
      frame = 0;
      setAnalysis(analysePage(exclude));
    };
    // Scrolling moves fixed and sticky elements against the document: measure again next frame.
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(analyse);
    };
    const first = window.setTimeout(analyse, FIRST_ANALYSIS_DELAY_MS);
    const refresh = window.setInterval(analyse, TOUCH_REFRESH_MS);
    const listen = { capture: true, passive: true };
    window.addEventListener('scroll', soon, listen);
    window.addEventListener('resize', soon, listen);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(refresh);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon, listen);
      window.removeEventListener('resize', soon, listen);
    };
  }, [exclude]);

  return (
    <DiagnosticsPanel title={TOUCH_TITLE}>
      {analysis ? (
        <>
          <OutlineLayer targets={analysis.targets} />
          <Stats>
            <Stat label="Device type">{analysis.device}</Stat>
            <Stat label="Touch enabled">{analysis.touchEnabled ? 'yes' : 'no'}</Stat>
            <Stat label="Screen">
              {analysis.screenWidth} × {analysis.screenHeight} px
            </Stat>
            <Stat label="Viewport">
              {analysis.viewportWidth} × {analysis.viewportHeight} px
            </Stat>
            <Stat label="Targets">{analysis.summary.total}</Stat>
            <Stat label="Valid">{analysis.summary.valid}</Stat>
            <Stat label="Warnings">{analysis.summary.warnings}</Stat>
            <Stat label="Invalid">{analysis.summary.invalid}</Stat>
            <Stat label="Compliance score">
              {analysis.compliance.score} / 100, <RatingText rating={analysis.compliance.rating} />
            </Stat>
          </Stats>
          <ul className={diagClass('legend')} aria-label="Outline key">
            {legend.map(({ kind, text }) => (
              <li key={kind}>
                <span
                  className={`${diagClass('box')} ${diagClass('swatch')}`}
                  data-class={kind}
                  aria-hidden="true"
                />
                {text}
              </li>
            ))}
          </ul>
          <p className={diagClass('note')}>
            The score is the share of targets at least {MIN_TARGET_PX}px in both dimensions.
            Warnings meet the minimum but are under the recommended {RECOMMENDED_TARGET_PX}px.
          </p>
        </>
      ) : (
        <p className={diagClass('note')}>Measuring the page’s interactive elements…</p>
      )}
    </DiagnosticsPanel>
  );
}
