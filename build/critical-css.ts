// A page's critical CSS, at prerender time: the rules of the full stylesheet that its first view
// (build/critical-region.ts) uses, found by Beasties (the maintained successor of Critters), in
// both colour themes, without what a first paint never needs (print rules, hover and focus states,
// disabled controls, transitions, custom properties nothing reads); then one rule that keeps the
// parts outside the first view invisible until the full stylesheet, loaded without blocking,
// reveals them.
import Beasties from 'beasties';
import postcss, { type Root } from 'postcss';
import { selectOne } from 'css-select';
import render from 'dom-serializer';
import { isTag, type Document, type Element } from 'domhandler';
import { BUDGETS } from './bundle-budgets';
import { criticalRegion } from './critical-region';
import { FULL_CSS_PROPERTY } from '../shared/inline-scripts/stylesheet-loader-script';

/**
 * Elements of <main> in the first view, tried in turn until the critical CSS fits its budget. 16
 * reaches the h1 and its introduction under the breadcrumbs and a page intro with a figure (nav,
 * list, items, section, container, grid, column, eyebrow: the h1 is the 13th).
 */
const FIRST_VIEW_SIZES = [40, 25, 16, 12];

/** States no first paint shows: interaction, and disabled controls (none is prerendered so). */
const INTERACTION_STATE = /:(hover|active|focus|focus-visible|focus-within|disabled)\b/;

export interface CriticalCss {
  css: string;
  /** Selectors of the parts that wait for the full stylesheet. */
  deferred: string[];
}

/** The layer names of a stylesheet in the order they first appear, which is their precedence. */
const layerOrder = (root: Root): string[] => {
  const names = new Set<string>();
  root.walkAtRules('layer', (rule) => {
    for (const name of rule.params.split(',')) if (name.trim()) names.add(name.trim());
  });
  return [...names];
};

function trim(root: Root): void {
  root.walkAtRules('media', (rule) => {
    if (/\bprint\b/.test(rule.params) && !/\bscreen\b|\ball\b/.test(rule.params)) rule.remove();
  });
  root.walkAtRules('supports', (rule) => {
    // Tailwind's defaults for browsers without @property: those browsers get them with the full
    // stylesheet a moment later.
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).params === 'properties')
      rule.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls(FULL_CSS_PROPERTY, (declaration) => {
    declaration.remove();
  });
  // Transitions only animate later changes, which the full stylesheet is there for.
  root.walkDecls(/^transition/, (declaration) => {
    declaration.remove();
  });
  removeEmpty(root);
}

function removeEmpty(root: Root): void {
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops custom properties (and their @property registrations) that nothing in the critical CSS or
 * the page's inline styles reads, until none is left: Tailwind's theme defines many more than a
 * first view uses.
 */
function pruneVariables(root: Root, html: string): void {
  for (;;) {
    const read = new Set([...html.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]));
    root.walkDecls((declaration) => {
      for (const match of declaration.value.matchAll(VARIABLE_REFERENCE)) read.add(match[1]);
    });
    let removed = 0;
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      removed += 1;
    });
    root.walkAtRules('property', (rule) => {
      if (read.has(rule.params.trim())) return;
      rule.remove();
      removed += 1;
    });
    removeEmpty(root);
    if (removed === 0) return;
  }
}

/**
 * Replaces the @property registrations with their initial values set on every element, in the
 * lowest layer: what Tailwind itself does for browsers without @property, and the same values the
 * registrations give once the full stylesheet arrives (HTML checkers do not know @property yet).
 */
function registrationsAsDefaults(root: Root): void {
  const defaults: string[] = [];
  root.walkAtRules('property', (rule) => {
    let initial = 'initial';
    rule.walkDecls('initial-value', (declaration) => {
      initial = declaration.value;
    });
    defaults.push(`${rule.params.trim()}:${initial}`);
    rule.remove();
  });
  if (defaults.length > 0)
    root.prepend(`@layer properties{*,:before,:after,::backdrop{${defaults.join(';')}}}`);
}

/**
 * Selectors Beasties misjudges: it strips pseudo-classes with their arguments before matching, so
 * `:where(.stack>:not(:last-child))` and `:root:not(.light)` become empty and are dropped.
 */
const FUNCTIONAL = /:(where|is)\(/;
const BEASTIES_STRIPS = /(?<!\\)::?[a-z-]+(?:\(.+\))?/gi;
const misjudged = (selector: string): boolean =>
  FUNCTIONAL.test(selector) || selector.replace(BEASTIES_STRIPS, '').trim() === '';
const PSEUDO_ELEMENT = /::?(before|after)\b|::[\w-]+/g;

/** Whether a selector matches an element of the document (pseudo-elements set aside). */
function matches(selector: string, document: Document): boolean {
  try {
    return selectOne(selector.replace(PSEUDO_ELEMENT, ''), document.children) !== null;
  } catch {
    return false;
  }
}

/** Every selector of the stylesheet that Beasties would misjudge. */
function functionalSelectors(root: Root): string[] {
  const found = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) if (misjudged(selector)) found.add(selector);
  });
  return [...found];
}

export interface CriticalCssOptions {
  /** The built site, where the stylesheet a page links is read from. */
  distDir: string;
  /** The full stylesheet's text (its layer order is kept). */
  fullCss: string;
}

const findRoot = (document: Document) =>
  document.children.find((node) => isTag(node) && node.name === 'html') as Element | undefined;

/** Finds critical CSS for one page after another (Beasties reads each stylesheet once). */
export function createCriticalCss({ distDir, fullCss }: CriticalCssOptions) {
  const fullRoot = postcss.parse(fullCss);
  const layers = layerOrder(fullRoot);
  const functional = functionalSelectors(fullRoot);
  const forRegion = async (html: string, mainElements: number): Promise<CriticalCss> => {
    const region = criticalRegion(html, mainElements);
    // The dark theme's rules (`:root.dark .x`, and `:root:not(.light) .x` in a dark colour-scheme
    // query) match only when <html> carries the class.
    const root = findRoot(region.document);
    if (root) root.attribs.class = 'dark';
    // Selectors Beasties misjudges are matched here with css-select and handed to it as critical.
    const beasties = new Beasties({
      path: distDir,
      publicPath: '/',
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      inlineFonts: false,
      compress: true,
      logLevel: 'silent',
      allowRules: functional.filter((selector) => matches(selector, region.document)),
    });
    // Only the <style> Beasties writes is used; how the page loads the full stylesheet is decided
    // by build/page-loading-html.ts.
    const regionHtml = render(region.document);
    const processed = await beasties.process(regionHtml);
    const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    const critical = postcss.parse(styles.join(''));
    trim(critical);
    pruneVariables(critical, regionHtml);
    registrationsAsDefaults(critical);
    // What comes after the first view is laid out without its own CSS until the full stylesheet
    // arrives, and a row of chips or cards can then be wider than a phone: the browser widens the
    // page to fit it and the fixed call bar leaves the screen (a layout shift). Clipped
    // sideways while hidden, it cannot; the property's `visible` lifts both. In the lowest layer,
    // so that without JavaScript (when this style stays beside the full stylesheet) a component's
    // own overflow, such as a table's scroll region, still wins.
    const guard = region.deferred.length
      ? `@layer base{:where(${region.deferred.join(',')}){visibility:var(${FULL_CSS_PROPERTY},hidden);overflow-x:var(${FULL_CSS_PROPERTY},clip)}}`
      : '';
    const css = `${layers.length ? `@layer ${layers.join(',')};` : ''}${critical.toString()}${guard}`;
    return { css, deferred: region.deferred };
  };
  // The largest first view whose CSS fits the budget; the smallest one if none does (the budget
  // check then names the page).
  return async (html: string): Promise<CriticalCss> => {
    let result: CriticalCss | undefined;
    for (const mainElements of FIRST_VIEW_SIZES) {
      result = await forRegion(html, mainElements);
      if (Buffer.byteLength(result.css) <= BUDGETS.criticalCss) break;
    }
    return result!;
  };
}
