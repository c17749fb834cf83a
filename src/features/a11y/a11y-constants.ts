// Timings and messages of the accessibility layer (SPEC.md 4).

/** 'Page loaded successfully' is announced this long after the first load. */
export const PAGE_LOADED_DELAY_MS = 1000;
/** Live-region text is cleared this long after it is set. */
export const LIVE_REGION_CLEAR_MS = 100;
/** The skip-link announcement is removed after this long. */
export const SKIP_LINK_ANNOUNCEMENT_MS = 1000;

export const PAGE_LOADED_MESSAGE = 'Page loaded successfully';
export const RETRYING_MESSAGE = 'Retrying to load the page';
