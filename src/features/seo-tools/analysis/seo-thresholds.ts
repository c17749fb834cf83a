// The numbers the SEO checks judge against, in one place so the analyzer, the audit and the
// competitor comparison agree.

/** Google shows roughly the first 60 characters of a title; under 30 wastes the space. */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
/** Google's snippet shows up to about 160 characters; under 70 rarely says enough. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;
/** Pages with fewer words than this are "thin": little for a reader or Google to go on. */
export const THIN_PAGE_WORDS = 300;
/** A page with fewer words than this is treated as having no real content at all. */
export const EMPTY_PAGE_WORDS = 50;
/** A single word above this share of the text (in percent) reads as keyword stuffing. */
export const KEYWORD_STUFFING_DENSITY = 5;
/** Keyword density is only judged on pages with at least this many words. */
export const KEYWORD_DENSITY_MIN_WORDS = 100;
/** A page with an empty app root, scripts and fewer words than this is drawn by JavaScript. */
export const SCRIPT_SHELL_WORDS = 100;
/** A server answering after this many milliseconds is slow (web.dev's "good" time to first byte). */
export const SLOW_FIRST_BYTE_MS = 800;
/** After this many milliseconds the first byte is poor (web.dev), and it fails the check. */
export const POOR_FIRST_BYTE_MS = 1800;
