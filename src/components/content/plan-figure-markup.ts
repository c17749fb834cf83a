// An industry page's plan in one view, for its first screen: the strategies the page describes,
// numbered on one line, and the KPIs it judges them by, drawn as SVG markup from the page's own
// content (wrapped to the figure's width, named in full for screen readers). The page embeds the
// markup with its content, so the template carries no drawing code; this module loads only when a
// visitor moves to an industry page from another page.
import { escapeUTF8 } from 'entities/escape';
import { tag } from '../../lib/markup';

// The page's lead sentence is split in the same load, so the template carries no code for it.
export { splitLead } from './lead-sentence';

export const PLAN_WIDTH = 340;
/** Characters of 13 px text that fit beside the marks. */
const LINE_CHARS = 44;
const TEXT_X = 30;
const LINE_HEIGHT = 16;
const HEAD_HEIGHT = 24;
const STEP_GAP = 12;
const KPI_GAP = 8;
const SECTION_GAP = 14;

interface Titled {
  title: string;
}

export interface PlanContent {
  strategies: readonly Titled[];
  kpis: readonly { name: string }[];
}

/** Words wrapped into lines of at most `chars` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, chars = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface PlanRow {
  kind: 'head' | 'step' | 'kpi';
  /** The top of the row, in figure units. */
  y: number;
  lines: string[];
}

/** The figure's rows top to bottom, and its height. */
export function planLayout({ strategies, kpis }: PlanContent): { rows: PlanRow[]; height: number } {
  const rows: PlanRow[] = [];
  let y = 0;
  const add = (kind: PlanRow['kind'], text: string, gap: number) => {
    const lines = kind === 'head' ? [text] : wrapWords(text);
    rows.push({ kind, y, lines });
    y += kind === 'head' ? HEAD_HEIGHT : lines.length * LINE_HEIGHT + gap;
  };
  add('head', 'WHAT WE DO', 0);
  for (const strategy of strategies) add('step', strategy.title, STEP_GAP);
  y += SECTION_GAP - STEP_GAP;
  add('head', 'WHAT WE MEASURE', 0);
  for (const kpi of kpis) add('kpi', kpi.name, KPI_GAP);
  return { rows, height: y - KPI_GAP };
}

/** The sentence a screen reader hears in place of the drawing: everything it shows. */
export const planSummary = ({ strategies, kpis }: PlanContent): string =>
  `The plan in one view. What we do: ${strategies
    .map((strategy, index) => `${index + 1}. ${strategy.title}`)
    .join('; ')}. What we measure: ${kpis.map((kpi) => kpi.name).join('; ')}.`;

const text = (className: string, x: number, y: number, lines: string[]): string =>
  lines
    .map((line, index) =>
      tag('text', { class: className, x, y: y + 12 + index * LINE_HEIGHT }, escapeUTF8(line)),
    )
    .join('');

/** The inside of the figure: the drawing, an <svg role="img">, and its caption. */
export function planFigureMarkup(content: PlanContent): string {
  const { rows, height } = planLayout(content);
  const steps = rows.filter((row) => row.kind === 'step');
  const first = steps[0];
  const last = steps.at(-1);
  const drawn: string[] = [];
  if (first && last && first !== last)
    drawn.push(tag('line', { class: 'fig-line', x1: 10, x2: 10, y1: first.y + 8, y2: last.y + 8 }));
  let step = 0;
  for (const row of rows) {
    if (row.kind === 'head') drawn.push(text('fig-head', 0, row.y - 2, row.lines));
    else if (row.kind === 'step') {
      step += 1;
      drawn.push(
        tag('circle', { class: 'ar-bar', cx: 10, cy: row.y + 8, r: 9 }),
        tag(
          'text',
          { class: 'fig-root', x: 10, y: row.y + 12, 'text-anchor': 'middle' },
          String(step),
        ),
        text('ar-chart-label', TEXT_X, row.y, row.lines),
      );
    } else
      drawn.push(
        tag('rect', { class: 'ar-bar-accent', x: 4, y: row.y + 3, width: 12, height: 10, rx: 3 }),
        text('ar-chart-label', TEXT_X, row.y, row.lines),
      );
  }
  const svg = tag(
    'svg',
    {
      role: 'img',
      'aria-label': planSummary(content),
      viewBox: `0 0 ${PLAN_WIDTH} ${height}`,
      width: PLAN_WIDTH,
      height,
      class: 'ar-chart',
    },
    ...drawn,
  );
  const caption = tag(
    'figcaption',
    { class: 'mt-3 text-sm text-muted' },
    'The plan on this page in one view: what we do, and the numbers we judge it by.',
  );
  return svg + caption;
}
