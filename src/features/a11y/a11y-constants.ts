// Timings and messages of the accessibility layer (SPEC.md 4).

/** 'Page loaded successfully' is announced this long after the first load. */
export const PAGE_LOADED_DELAY_MS = 1000;
/** Live-region text is cleared this long after it is set. */
export const LIVE_REGION_CLEAR_MS = 100;
/** The skip-link announcement is removed after this long. */
export const SKIP_LINK_ANNOUNCEMENT_MS = 1000;

export const PAGE_LOADED_MESSAGE = 'Page loaded successfully';
export const RETRYING_MESSAGE = 'Retrying to load the page';

/** SPEC.md 5, contrast helper: the minimum contrast ratio for WCAG AA with normal-size text. */
export const CONTRAST_AA_NORMAL = 4.5;
/** AA for large text (at least 24px, or 18.66px bold). */
export const CONTRAST_AA_LARGE = 3;
/** The minimum contrast ratio for WCAG AAA with normal-size text. */
export const CONTRAST_AAA_NORMAL = 7;
/** AAA for large text. */
export const CONTRAST_AAA_LARGE = 4.5;
