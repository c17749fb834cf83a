// Reads a result figure such as '₹14,800 → ₹6,900', '22% to 58%' or '5.9 s → 1.8 s' as a before
// and an after number, so a metric card can draw the change; figures that are not a like-for-like
// pair ('1 of 4 → 4 of 4', '+240%') give undefined and are shown as text only.

export interface BeforeAfter {
  before: number;
  after: number;
}

const SEPARATOR = /\s+(?:→|to)\s+/;
// An optional rupee sign, a number with Indian digit grouping, and an optional unit.
const FIGURE = /^(₹?)\s?(\d[\d,]*(?:\.\d+)?)\s?(%|x|×|s|k|lakh|crore)?$/i;

const MULTIPLIERS: Record<string, number> = { k: 1e3, lakh: 1e5, crore: 1e7 };
// Scale words may differ between the two sides ('₹80,000 → ₹1.2 lakh'); other units must match.
const unitKind = (unit: string): string => (unit in MULTIPLIERS ? '' : unit.replace('×', 'x'));

function parseFigure(text: string): { currency: string; unit: string; amount: number } | undefined {
  const match = FIGURE.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[3] ?? '').toLowerCase();
  const amount = Number(match[2]!.replaceAll(',', '')) * (MULTIPLIERS[unit] ?? 1);
  return Number.isFinite(amount)
    ? { currency: match[1]!, unit: unitKind(unit), amount }
    : undefined;
}

/** The two numbers of a 'before → after' figure, or undefined when it is not one. */
export function parseBeforeAfter(value: string): BeforeAfter | undefined {
  const sides = value.split(SEPARATOR);
  if (sides.length !== 2) return undefined;
  const before = parseFigure(sides[0]!);
  const after = parseFigure(sides[1]!);
  if (!before || !after) return undefined;
  if (before.currency !== after.currency || before.unit !== after.unit) return undefined;
  if (before.amount === 0 && after.amount === 0) return undefined;
  return { before: before.amount, after: after.amount };
}
