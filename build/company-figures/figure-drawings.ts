// The three drawings of the company pages' figure files, each returning its SVG body and height:
// bars (a value per row, on a linear or a log scale), steps (numbered nodes on a line, each with
// when, what and a detail) and a grouped list (a heading per group, a value per row).
import { INNER, labelAndValue, text, textWidth } from './figure-svg.ts';

export interface BarRow {
  label: string;
  value: number;
  /** The value as the figure prints it, e.g. '8 testimonials' or '24 months'. */
  shown: string;
}

export interface Drawing {
  body: string;
  height: number;
}

const BAR_ROW = 32;

/** Bars from zero (linear) or from a quarter of the smallest value (log), to the largest. */
export function barsDrawing(rows: readonly BarRow[], scale: 'linear' | 'log' = 'linear'): Drawing {
  const max = Math.max(...rows.map((row) => row.value));
  const min = Math.min(...rows.map((row) => row.value)) / 4;
  const share = (value: number): number =>
    scale === 'linear' ? value / max : Math.log(value / min) / Math.log(max / min);
  const body = rows.map((row, index) => {
    const y = index * BAR_ROW;
    const width = Math.max(row.value > 0 ? 6 : 0, share(row.value) * INNER);
    return [
      labelAndValue(y + 13, row.label, row.shown),
      `<rect class="track" x="0" y="${y + 19}" width="${INNER}" height="6" rx="3"/>`,
      width > 0
        ? `<rect class="brand" x="0" y="${y + 19}" width="${width.toFixed(1)}" height="6" rx="3"/>`
        : '',
    ].join('');
  });
  return { body: body.join('\n'), height: rows.length * BAR_ROW - 6 };
}

export interface Step {
  /** When it happens, in the accent colour above the step, e.g. 'Within one working day'. */
  when?: string;
  what: string;
  detail?: string;
}

const TEXT_X = 32;

/** The words in lines that fit beside the step's node. */
function wrapped(words: string, size: number): string[] {
  const lines: string[] = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= INNER - TEXT_X)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const stepHeight = (step: Step): number =>
  6 + 16 * ((step.when ? 1 : 0) + wrapped(step.what, 13).length + (step.detail ? 1 : 0));

/** Numbered nodes on one line, each with its when, what and detail beside it. */
export function stepsDrawing(steps: readonly Step[]): Drawing {
  const heights = steps.map((step) => Math.max(30, stepHeight(step)));
  const tops = heights.map((_, index) => heights.slice(0, index).reduce((a, b) => a + b, 0));
  const line = `<line class="line" x1="11" x2="11" y1="11" y2="${(tops.at(-1) ?? 0) + 11}"/>`;
  const body = steps.map((step, index) => {
    const y = tops[index]!;
    const lines: string[] = [
      `<circle class="brand" cx="11" cy="${y + 11}" r="11"/>`,
      text(11, y + 15.5, String(index + 1), { className: 'num', size: 12, anchor: 'middle' }),
    ];
    let baseline = y + 15;
    const next = (drawn: string) => {
      lines.push(drawn);
      baseline += 16;
    };
    if (step.when) next(text(TEXT_X, baseline, step.when, { className: 'when', size: 12 }));
    for (const part of wrapped(step.what, 13))
      next(text(TEXT_X, baseline, part, { className: 'label strong' }));
    if (step.detail) next(text(TEXT_X, baseline, step.detail, { className: 'note', size: 12 }));
    return lines.join('');
  });
  return { body: [line, ...body].join('\n'), height: heights.reduce((a, b) => a + b, 0) - 10 };
}

export interface ListGroup {
  title: string;
  rows: readonly { label: string; shown: string }[];
}

const GROUP_HEAD = 24;
const LIST_ROW = 20;

/** A heading for each group and its rows, each with its value at the right. */
export function groupedListDrawing(groups: readonly ListGroup[]): Drawing {
  let y = 0;
  const body: string[] = [];
  for (const [index, group] of groups.entries()) {
    if (index > 0) {
      body.push(`<line class="line" x1="0" x2="${INNER}" y1="${y}" y2="${y}"/>`);
      y += 8;
    }
    body.push(text(0, y + 14, group.title, { className: 'when', size: 12 }));
    y += GROUP_HEAD;
    for (const row of group.rows) {
      body.push(labelAndValue(y + 12, row.label, row.shown));
      y += LIST_ROW;
    }
  }
  return { body: body.join('\n'), height: y - 4 };
}
