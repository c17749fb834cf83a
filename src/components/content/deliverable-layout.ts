// The geometry and the words of a service's sample deliverable (deliverable-figure.tsx), kept out
// of React so they can be tested: the rows of a tree with the row each one hangs from, the bar of
// each keyword's searches, and the sentence a screen reader hears in place of the drawing.
import { groupDigitsEnIn } from '../../../shared/indian-numbers';
import type { DeliverableSample } from '../../content/service-content/schema';

type Sample<K extends DeliverableSample['kind']> = Extract<DeliverableSample, { kind: K }>;

export interface TreeRow {
  text: string;
  /** 0 for the root, 1 for a branch, 2 for a leaf. */
  level: 0 | 1 | 2;
  /** The index of the row it hangs from; -1 for the root. */
  parent: number;
}

/** The tree as rows top to bottom, the root first, each branch followed by its leaves. */
export function treeRows(sample: Sample<'tree'>): TreeRow[] {
  const rows: TreeRow[] = [{ text: sample.root, level: 0, parent: -1 }];
  for (const branch of sample.branches) {
    const parent = rows.length;
    rows.push({ text: branch.name, level: 1, parent: 0 });
    for (const leaf of branch.leaves) rows.push({ text: leaf, level: 2, parent });
  }
  return rows;
}

/** Each keyword's searches as a share (0 to 1) of the most searched keyword in the plan. */
export function searchShares(rows: Sample<'keywords'>['rows']): number[] {
  const most = Math.max(...rows.map((row) => row.searches));
  return rows.map((row) => row.searches / most);
}

/** '1,900 a month': monthly searches as an Indian reader writes them. */
export const searchesText = (searches: number): string => `${groupDigitsEnIn(searches)} a month`;

/** The accessible name of the figure: what the sample is, for whom, and everything it shows. */
export function deliverableSummary(sample: DeliverableSample): string {
  const heading = `Sample ${sample.title} for ${sample.client}`;
  switch (sample.kind) {
    case 'keywords':
      return `${heading}: ${sample.rows
        .map(
          (row) =>
            `${row.keyword}, ${searchesText(row.searches)}, ${row.intent} intent, for ${row.page}`,
        )
        .join('; ')}.`;
    case 'tree':
      return `${heading}. ${sample.levels[0]}: ${sample.root}. ${sample.branches
        .map((branch) => `${sample.levels[1]} ${branch.name}: ${branch.leaves.join(', ')}`)
        .join('. ')}.`;
    case 'steps':
      return `${heading}: ${sample.steps
        .map((step) => `${step.when}, ${step.what} (${step.detail})`)
        .join('; ')}.`;
  }
}
