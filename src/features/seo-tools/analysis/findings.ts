// The shape every analyzer check returns: a status, the measured value, and for the visitor the
// reason it matters and how to fix it, so the UI only renders text.

export type FindingStatus = 'pass' | 'warn' | 'fail';

/** Checks every page gets, from its HTML alone. */
export type PageCheckId =
  | 'title'
  | 'meta-description'
  | 'h1'
  | 'heading-order'
  | 'image-alt'
  | 'canonical'
  | 'robots'
  | 'open-graph'
  | 'twitter-card'
  | 'json-ld'
  | 'lang'
  | 'viewport'
  | 'word-count'
  | 'keyword-density'
  | 'internal-links'
  | 'nofollow-links';

/**
 * Checks a page gets only when they apply: how it is drawn (when it looks drawn by JavaScript) and
 * how the server answered (when our server fetched it from an address).
 */
export type ConditionalCheckId =
  'rendering' | 'robots-txt' | 'robots-header' | 'redirects' | 'server-response';

export type FindingId = PageCheckId | ConditionalCheckId;

export type FindingCategory =
  'content' | 'meta' | 'indexing' | 'social' | 'structured-data' | 'links' | 'mobile' | 'server';

export interface Finding {
  id: FindingId;
  category: FindingCategory;
  status: FindingStatus;
  /** Name of the check, e.g. "Title tag". */
  title: string;
  /** What was measured on this page, with the value. */
  detail: string;
  /** Why this matters for ranking or clicks, in plain language. */
  why: string;
  /** How to fix it (or keep it right). */
  fix: string;
}

/** The fixed text of one check; a finding adds the status and the measured detail. */
export interface CheckText {
  id: FindingId;
  category: FindingCategory;
  title: string;
  why: string;
  fix: string;
}

export function finding(text: CheckText, status: FindingStatus, detail: string): Finding {
  return { ...text, status, detail };
}

/** `text` cut to `max` characters with an ellipsis, for quoting page values inside a detail. */
export function clip(text: string, max = 80): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Length in characters as a person counts them (emoji and ₹ count once). */
export function charLength(text: string): number {
  return [...text].length;
}
