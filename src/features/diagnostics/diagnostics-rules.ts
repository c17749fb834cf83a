// The pure rules behind the developer diagnostics (SPEC.md 5 and 9): touch-target classes and their
// summary and compliance score, device type by width, the performance ratings, and the capped,
// summarised list of interaction timings. No DOM here, so every threshold is unit-tested.
import {
  ANIMATIONS_GOOD,
  ANIMATIONS_OK,
  BYTES_PER_MB,
  COMPLIANCE_EXCELLENT,
  COMPLIANCE_GOOD,
  FRAME_RATE_GOOD_FPS,
  FRAME_RATE_OK_FPS,
  MEMORY_GOOD_MB,
  MEMORY_OK_MB,
  MIN_TARGET_PX,
  MOBILE_MAX_WIDTH_PX,
  RECOMMENDED_TARGET_PX,
  RECORD_CAP,
  RECORDS_SHOWN,
  SLOW_INTERACTION_MS,
  TABLET_MAX_WIDTH_PX,
} from './diagnostics-constants';

export type TargetClass = 'invalid' | 'acceptable' | 'optimal';
export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export type Rating = 'good' | 'ok' | 'poor';
export type ComplianceRating = 'excellent' | 'good' | 'poor';

export interface TargetSize {
  width: number;
  height: number;
}

/** Touch-target summary: the three classes partition the total (valid means optimal). */
export interface TargetSummary {
  total: number;
  /** 48px or more in both dimensions. */
  valid: number;
  /** Under 44px in either dimension. */
  invalid: number;
  /** 44px or more but under 48px in at least one dimension: acceptable, should be larger. */
  warnings: number;
}

export interface Compliance {
  /** Whole percent of targets that meet the 44px minimum, 0 to 100. */
  score: number;
  rating: ComplianceRating;
}

export interface InteractionRecord {
  /** The event type, such as 'pointerdown', 'click' or 'keydown'. */
  name: string;
  /** A short description of the element, such as 'button "Get a quote"'. */
  target: string;
  durationMs: number;
  /** When the interaction started, in ms on the performance.now() clock. */
  startMs: number;
  /** Event Timing API interaction id: events of one interaction share it. Absent in the fallback. */
  interactionId?: number;
}

export interface InteractionSummary {
  /** Mean duration of the kept records, 0 when there are none. */
  averageMs: number;
  /** Records longer than 100 ms. */
  slowCount: number;
  /** Records kept (at most 100). */
  total: number;
  /** The 10 newest records, newest first. */
  last10: InteractionRecord[];
}

/**
 * Invalid under 44px in either dimension, acceptable from 44 to under 48, optimal at 48 or more in
 * both. A size that is not a number (NaN) is invalid, because nothing can be tapped reliably.
 */
export function classifyTarget(widthPx: number, heightPx: number): TargetClass {
  const smaller = Math.min(widthPx, heightPx);
  if (!(smaller >= MIN_TARGET_PX)) return 'invalid';
  return smaller < RECOMMENDED_TARGET_PX ? 'acceptable' : 'optimal';
}

export function summarizeTargets(sizes: readonly TargetSize[]): TargetSummary {
  const summary: TargetSummary = { total: sizes.length, valid: 0, invalid: 0, warnings: 0 };
  for (const { width, height } of sizes) {
    const kind = classifyTarget(width, height);
    if (kind === 'optimal') summary.valid += 1;
    else if (kind === 'acceptable') summary.warnings += 1;
    else summary.invalid += 1;
  }
  return summary;
}

/** Excellent at 90 or more, good at 70 or more, else poor. */
export function rateCompliance(score: number): ComplianceRating {
  if (score >= COMPLIANCE_EXCELLENT) return 'excellent';
  return score >= COMPLIANCE_GOOD ? 'good' : 'poor';
}

/**
 * The share of targets that meet the 44px minimum (valid plus warnings), in whole percent rounded
 * down, so 89.9% is 89 and never passes for excellent. A page with no targets has nothing to fail
 * and scores 100.
 */
export function complianceScore(summary: TargetSummary): Compliance {
  const score =
    summary.total === 0
      ? 100
      : Math.floor(((summary.valid + summary.warnings) * 100) / summary.total);
  return { score, rating: rateCompliance(score) };
}

/** Mobile at 640px or less, tablet up to 768px, else desktop. */
export function deviceType(widthPx: number): DeviceType {
  if (widthPx <= MOBILE_MAX_WIDTH_PX) return 'mobile';
  return widthPx <= TABLET_MAX_WIDTH_PX ? 'tablet' : 'desktop';
}

/** Good at 55 frames per second or more, ok at 30 or more. */
export function rateFrameRate(fps: number): Rating {
  if (fps >= FRAME_RATE_GOOD_FPS) return 'good';
  return fps >= FRAME_RATE_OK_FPS ? 'ok' : 'poor';
}

/** Good at 50MB or less of JavaScript heap, ok at 100MB or less. */
export function rateMemoryMb(megabytes: number): Rating {
  if (megabytes <= MEMORY_GOOD_MB) return 'good';
  return megabytes <= MEMORY_OK_MB ? 'ok' : 'poor';
}

/** Good at 5 running animations or fewer, ok at 10 or fewer. */
export function rateAnimations(count: number): Rating {
  if (count <= ANIMATIONS_GOOD) return 'good';
  return count <= ANIMATIONS_OK ? 'ok' : 'poor';
}

/** Frames counted over an elapsed time, as whole frames per second (0 when no time passed). */
export function framesPerSecond(frames: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((frames * 1000) / elapsedMs) : 0;
}

/** Bytes as megabytes with one decimal. */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 10) / 10;
}

/** A new list with `record` appended and only the newest 100 kept; the input is not changed. */
export function pushRecord(
  records: readonly InteractionRecord[],
  record: InteractionRecord,
): InteractionRecord[] {
  const next = [...records, record];
  return next.length > RECORD_CAP ? next.slice(next.length - RECORD_CAP) : next;
}

/**
 * Adds an Event Timing entry as an interaction. The browser reports each event of an interaction
 * (pointerdown, pointerup, click) separately with one shared interactionId; they become a single
 * record holding the longest duration, which is how the interaction felt to the visitor.
 */
export function recordInteraction(
  records: readonly InteractionRecord[],
  record: InteractionRecord,
): readonly InteractionRecord[] {
  const id = record.interactionId;
  const index = id ? records.findLastIndex((existing) => existing.interactionId === id) : -1;
  if (index === -1) return pushRecord(records, record);
  const existing = records[index]!;
  // The same list back, so a React state update with it is skipped.
  if (record.durationMs <= existing.durationMs) return records;
  const next = [...records];
  next[index] = { ...record, startMs: Math.min(existing.startMs, record.startMs) };
  return next;
}

export function summarizeInteractions(records: readonly InteractionRecord[]): InteractionSummary {
  const total = records.length;
  const sum = records.reduce((acc, record) => acc + record.durationMs, 0);
  return {
    averageMs: total === 0 ? 0 : Math.round(sum / total),
    slowCount: records.filter((record) => record.durationMs > SLOW_INTERACTION_MS).length,
    total,
    last10: records.slice(-RECORDS_SHOWN).reverse(),
  };
}
