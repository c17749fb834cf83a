// The pure rules of the developer diagnostics: every threshold of SPEC.md 5 and 9 at, just below and
// just above its boundary, the touch-target summary and score, and the capped interaction records.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANIMATIONS_GOOD,
  ANIMATIONS_OK,
  COMPLIANCE_EXCELLENT,
  COMPLIANCE_GOOD,
  FIRST_ANALYSIS_DELAY_MS,
  FRAME_RATE_GOOD_FPS,
  FRAME_RATE_OK_FPS,
  MEMORY_GOOD_MB,
  MEMORY_OK_MB,
  MIN_TARGET_PX,
  MOBILE_MAX_WIDTH_PX,
  PERFORMANCE_REFRESH_MS,
  RECOMMENDED_TARGET_PX,
  RECORD_CAP,
  RECORDS_SHOWN,
  SLOW_INTERACTION_MS,
  TABLET_MAX_WIDTH_PX,
  TOUCH_REFRESH_MS,
} from '../../../src/features/diagnostics/diagnostics-constants';
import {
  bytesToMb,
  classifyTarget,
  complianceScore,
  deviceType,
  framesPerSecond,
  pushRecord,
  rateAnimations,
  rateCompliance,
  rateFrameRate,
  rateMemoryMb,
  recordInteraction,
  summarizeInteractions,
  summarizeTargets,
  type InteractionRecord,
} from '../../../src/features/diagnostics/diagnostics-rules';

const record = (durationMs: number, startMs = 0, extra: Partial<InteractionRecord> = {}) => ({
  name: 'click',
  target: 'button "Get a quote"',
  durationMs,
  startMs,
  ...extra,
});

/** `count` records with durations 1, 2, 3, ... and matching start times. */
const numbered = (count: number): InteractionRecord[] =>
  Array.from({ length: count }, (_, index) => record(index + 1, index + 1));

describe('the constants', () => {
  it('hold the numbers of SPEC.md 9', () => {
    expect([MIN_TARGET_PX, RECOMMENDED_TARGET_PX]).toEqual([44, 48]);
    expect([MOBILE_MAX_WIDTH_PX, TABLET_MAX_WIDTH_PX]).toEqual([640, 768]);
    expect([TOUCH_REFRESH_MS, FIRST_ANALYSIS_DELAY_MS, PERFORMANCE_REFRESH_MS]).toEqual([
      2000, 500, 1000,
    ]);
    expect([RECORD_CAP, SLOW_INTERACTION_MS, RECORDS_SHOWN]).toEqual([100, 100, 10]);
    expect([FRAME_RATE_GOOD_FPS, FRAME_RATE_OK_FPS]).toEqual([55, 30]);
    expect([MEMORY_GOOD_MB, MEMORY_OK_MB]).toEqual([50, 100]);
    expect([ANIMATIONS_GOOD, ANIMATIONS_OK]).toEqual([5, 10]);
    expect([COMPLIANCE_EXCELLENT, COMPLIANCE_GOOD]).toEqual([90, 70]);
  });
});

describe('classifyTarget', () => {
  it('calls a target invalid when either side is under 44px', () => {
    expect(classifyTarget(43.99, 60)).toBe('invalid');
    expect(classifyTarget(60, 43.99)).toBe('invalid');
    expect(classifyTarget(43, 43)).toBe('invalid');
    expect(classifyTarget(0, 0)).toBe('invalid');
  });

  it('calls a target acceptable from 44px up to just under 48px', () => {
    expect(classifyTarget(44, 44)).toBe('acceptable');
    expect(classifyTarget(44, 200)).toBe('acceptable');
    expect(classifyTarget(200, 47.99)).toBe('acceptable');
  });

  it('calls a target optimal at 48px or more on both sides', () => {
    expect(classifyTarget(48, 48)).toBe('optimal');
    expect(classifyTarget(48.01, 300)).toBe('optimal');
  });

  it('treats a size that is not a number as invalid', () => {
    expect(classifyTarget(Number.NaN, 48)).toBe('invalid');
  });

  it('depends only on the smaller side', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (side) => {
        expect(classifyTarget(side, 500)).toBe(classifyTarget(side, side));
        expect(classifyTarget(500, side)).toBe(classifyTarget(side, side));
      }),
    );
  });
});

describe('summarizeTargets', () => {
  it('counts optimal targets as valid, acceptable ones as warnings and the rest as invalid', () => {
    const sizes = [
      { width: 48, height: 48 },
      { width: 120, height: 52 },
      { width: 44, height: 44 },
      { width: 43, height: 90 },
      { width: 24, height: 24 },
    ];
    expect(summarizeTargets(sizes)).toEqual({ total: 5, valid: 2, invalid: 2, warnings: 1 });
  });

  it('gives zeros for a page without targets', () => {
    expect(summarizeTargets([])).toEqual({ total: 0, valid: 0, invalid: 0, warnings: 0 });
  });

  it('always splits the total exactly into the three counts', () => {
    const size = fc.record({ width: fc.nat(100), height: fc.nat(100) });
    fc.assert(
      fc.property(fc.array(size), (sizes) => {
        const summary = summarizeTargets(sizes);
        expect(summary.valid + summary.invalid + summary.warnings).toBe(summary.total);
      }),
    );
  });
});

describe('complianceScore', () => {
  const summary = (valid: number, warnings: number, invalid: number) => ({
    total: valid + warnings + invalid,
    valid,
    warnings,
    invalid,
  });

  it('is the whole percentage of targets that meet the 44px minimum', () => {
    expect(complianceScore(summary(6, 2, 2)).score).toBe(80);
    expect(complianceScore(summary(0, 0, 4)).score).toBe(0);
    expect(complianceScore(summary(3, 0, 0)).score).toBe(100);
  });

  it('rounds down, so 89.9% is not excellent', () => {
    expect(complianceScore(summary(899, 0, 101))).toEqual({ score: 89, rating: 'good' });
    expect(complianceScore(summary(2, 0, 1)).score).toBe(66);
  });

  it('scores a page without targets 100 and excellent', () => {
    expect(complianceScore(summary(0, 0, 0))).toEqual({ score: 100, rating: 'excellent' });
  });

  it('rates 90 or more excellent, 70 or more good and less poor', () => {
    expect(rateCompliance(100)).toBe('excellent');
    expect(rateCompliance(90)).toBe('excellent');
    expect(rateCompliance(89)).toBe('good');
    expect(rateCompliance(70)).toBe('good');
    expect(rateCompliance(69)).toBe('poor');
    expect(rateCompliance(0)).toBe('poor');
  });

  it('rates through the summary at each boundary', () => {
    expect(complianceScore(summary(9, 0, 1))).toEqual({ score: 90, rating: 'excellent' });
    expect(complianceScore(summary(7, 0, 3))).toEqual({ score: 70, rating: 'good' });
    expect(complianceScore(summary(69, 0, 31))).toEqual({ score: 69, rating: 'poor' });
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (valid, warnings, invalid) => {
        const { score } = complianceScore(summary(valid, warnings, invalid));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('deviceType', () => {
  it('is mobile at 640px or less', () => {
    expect(deviceType(320)).toBe('mobile');
    expect(deviceType(375)).toBe('mobile');
    expect(deviceType(640)).toBe('mobile');
  });

  it('is tablet above 640px and up to 768px', () => {
    expect(deviceType(641)).toBe('tablet');
    expect(deviceType(768)).toBe('tablet');
  });

  it('is desktop above 768px', () => {
    expect(deviceType(769)).toBe('desktop');
    expect(deviceType(1280)).toBe('desktop');
  });
});

describe('performance ratings', () => {
  it('rates frame rate good at 55 or more, ok at 30 or more, else poor', () => {
    expect(rateFrameRate(60)).toBe('good');
    expect(rateFrameRate(55)).toBe('good');
    expect(rateFrameRate(54.9)).toBe('ok');
    expect(rateFrameRate(30)).toBe('ok');
    expect(rateFrameRate(29.9)).toBe('poor');
    expect(rateFrameRate(0)).toBe('poor');
  });

  it('rates memory good at 50MB or less, ok at 100MB or less, else poor', () => {
    expect(rateMemoryMb(12.5)).toBe('good');
    expect(rateMemoryMb(50)).toBe('good');
    expect(rateMemoryMb(50.1)).toBe('ok');
    expect(rateMemoryMb(100)).toBe('ok');
    expect(rateMemoryMb(100.1)).toBe('poor');
  });

  it('rates animations good at 5 or fewer, ok at 10 or fewer, else poor', () => {
    expect(rateAnimations(0)).toBe('good');
    expect(rateAnimations(5)).toBe('good');
    expect(rateAnimations(6)).toBe('ok');
    expect(rateAnimations(10)).toBe('ok');
    expect(rateAnimations(11)).toBe('poor');
  });

  it('turns counted frames into whole frames per second', () => {
    expect(framesPerSecond(60, 1000)).toBe(60);
    expect(framesPerSecond(61, 1016)).toBe(60);
    expect(framesPerSecond(10, 0)).toBe(0);
  });

  it('turns heap bytes into megabytes with one decimal', () => {
    expect(bytesToMb(50 * 1024 * 1024)).toBe(50);
    expect(bytesToMb(1.25 * 1024 * 1024)).toBe(1.3);
  });
});

describe('pushRecord', () => {
  it('appends without changing the list it was given', () => {
    const before = numbered(3);
    const after = pushRecord(before, record(9, 9));
    expect(after.map((item) => item.durationMs)).toEqual([1, 2, 3, 9]);
    expect(before).toHaveLength(3);
  });

  it('keeps 100 records and drops the oldest when the 101st arrives', () => {
    const full = pushRecord(numbered(99), record(100, 100));
    expect(full).toHaveLength(100);
    expect(full[0]!.durationMs).toBe(1);
    const over = pushRecord(full, record(101, 101));
    expect(over).toHaveLength(100);
    expect(over[0]!.durationMs).toBe(2);
    expect(over.at(-1)!.durationMs).toBe(101);
  });

  it('never holds more than 100 records however many arrive', () => {
    fc.assert(
      fc.property(fc.nat(300), (count) => {
        let records: InteractionRecord[] = [];
        for (let index = 0; index < count; index += 1) records = pushRecord(records, record(index));
        expect(records).toHaveLength(Math.min(count, RECORD_CAP));
        if (count > 0) expect(records.at(-1)!.durationMs).toBe(count - 1);
      }),
    );
  });
});

describe('recordInteraction', () => {
  it('merges the events of one interaction into one record with the longest duration', () => {
    let records = recordInteraction([], record(24, 10, { name: 'pointerdown', interactionId: 7 }));
    records = recordInteraction(records, record(56, 12, { name: 'click', interactionId: 7 }));
    records = recordInteraction(records, record(32, 11, { name: 'pointerup', interactionId: 7 }));
    expect(records).toEqual([record(56, 10, { name: 'click', interactionId: 7 })]);
  });

  it('returns the same list when a shorter event of a known interaction arrives', () => {
    const records = [record(80, 1, { interactionId: 3 })];
    expect(recordInteraction(records, record(40, 2, { interactionId: 3 }))).toBe(records);
  });

  it('adds interactions with another id, or none, as new records', () => {
    let records = recordInteraction([], record(20, 1, { interactionId: 1 }));
    records = recordInteraction(records, record(30, 2, { interactionId: 2 }));
    records = recordInteraction(records, record(40, 3));
    records = recordInteraction(records, record(50, 4));
    expect(records.map((item) => item.durationMs)).toEqual([20, 30, 40, 50]);
  });
});

describe('summarizeInteractions', () => {
  it('gives zeros and an empty list before any interaction', () => {
    expect(summarizeInteractions([])).toEqual({ averageMs: 0, slowCount: 0, total: 0, last10: [] });
  });

  it('averages the durations to whole milliseconds', () => {
    expect(summarizeInteractions([record(10), record(20), record(25)]).averageMs).toBe(18);
  });

  it('counts as slow only interactions over 100 ms, not exactly 100', () => {
    const records = [record(99), record(100), record(100.5), record(101), record(480)];
    expect(summarizeInteractions(records).slowCount).toBe(3);
  });

  it('lists the 10 newest records, newest first', () => {
    const summary = summarizeInteractions(numbered(25));
    expect(summary.total).toBe(25);
    expect(summary.last10.map((item) => item.durationMs)).toEqual([
      25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    ]);
  });

  it('lists all records, newest first, when there are fewer than 10', () => {
    expect(summarizeInteractions(numbered(3)).last10.map((item) => item.durationMs)).toEqual([
      3, 2, 1,
    ]);
  });

  it('totals the kept records, at most 100', () => {
    let records: InteractionRecord[] = [];
    for (let index = 0; index < 150; index += 1) records = pushRecord(records, record(150));
    expect(summarizeInteractions(records)).toMatchObject({ total: 100, slowCount: 100 });
  });
});
