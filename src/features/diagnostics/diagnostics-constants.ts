// Every number of the developer diagnostics (SPEC.md 5 and 9, issue 4), named, plus the strings that
// only the diagnostics contain, which the production-bundle tests look for in dist/.

/** Touch targets smaller than this, in either dimension, are invalid. */
export const MIN_TARGET_PX = 44;
/** Targets at least this big in both dimensions are optimal; between the two they are acceptable. */
export const RECOMMENDED_TARGET_PX = 48;

/** A viewport this wide or narrower is a mobile device. */
export const MOBILE_MAX_WIDTH_PX = 640;
/** A viewport wider than mobile and up to this wide is a tablet; anything wider is a desktop. */
export const TABLET_MAX_WIDTH_PX = 768;

/** The touch-target overlay analyses the page again this often. */
export const TOUCH_REFRESH_MS = 2000;
/** The first touch-target analysis waits this long, so the page has rendered and hydrated. */
export const FIRST_ANALYSIS_DELAY_MS = 500;

/** At most this many interaction records are kept; the oldest go first. */
export const RECORD_CAP = 100;
/** An interaction that takes longer than this is slow (exactly this long is not). */
export const SLOW_INTERACTION_MS = 100;
/** The interaction panel lists this many of the newest records. */
export const RECORDS_SHOWN = 10;
/**
 * Event Timing API entries shorter than this are not reported at all; 16 ms (one frame at 60 Hz) is
 * the smallest threshold browsers accept, so the average covers interactions of a frame or longer.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The performance overlay measures and redraws this often. */
export const PERFORMANCE_REFRESH_MS = 1000;
/** Frame rate: this many frames per second or more is good. */
export const FRAME_RATE_GOOD_FPS = 55;
/** Frame rate: this many frames per second or more (below good) is ok; less is poor. */
export const FRAME_RATE_OK_FPS = 30;
/** JavaScript heap in use: this many megabytes or less is good. */
export const MEMORY_GOOD_MB = 50;
/** JavaScript heap in use: this many megabytes or less (above good) is ok; more is poor. */
export const MEMORY_OK_MB = 100;
/** Bytes in a megabyte as Chrome's performance.memory figures are usually read (MiB). */
export const BYTES_PER_MB = 1024 * 1024;
/** Running animations: this many or fewer is good. */
export const ANIMATIONS_GOOD = 5;
/** Running animations: this many or fewer (above good) is ok; more is poor. */
export const ANIMATIONS_OK = 10;

/** Touch-target compliance score (0 to 100): this or more is excellent. */
export const COMPLIANCE_EXCELLENT = 90;
/** Touch-target compliance score: this or more (below excellent) is good; less is poor. */
export const COMPLIANCE_GOOD = 70;

/** Keyboard shortcut that shows and hides the toolbar: Ctrl+Shift+ this key. */
export const TOOLBAR_SHORTCUT_KEY = 'd';
/** The same shortcut in the aria-keyshortcuts syntax. */
export const TOOLBAR_SHORTCUT_ARIA = 'Control+Shift+D';
/** Session storage key for which overlays are open and whether the toolbar is hidden. */
export const DIAGNOSTICS_STORAGE_KEY = 'site:dev-diagnostics';

/** Elements the touch-target overlay measures. */
export const INTERACTIVE_SELECTOR =
  'a, button, input, select, textarea, [role="button"], [tabindex]';

// Strings that appear in the diagnostics and nowhere else in the site. The production-bundle tests
// look for each of them in dist/, so each must be distinctive enough never to occur in page content.
export const DIAGNOSTICS_ROOT_ID = 'dev-diagnostics-root';
export const TOOLBAR_TEST_ID = 'dev-diagnostics-toolbar';
/** Prefix of every class name in the injected stylesheet. */
export const CLASS_PREFIX = 'dev-diag-';
export const TOUCH_TITLE = 'Touch target diagnostics';
export const INTERACTION_TITLE = 'Interaction timing diagnostics';
export const PERFORMANCE_TITLE = 'Runtime performance diagnostics';

/** The markers the production-bundle tests search for; none may appear in a built file. */
export const PRODUCTION_BUNDLE_MARKERS = [
  DIAGNOSTICS_ROOT_ID,
  TOOLBAR_TEST_ID,
  CLASS_PREFIX,
  TOUCH_TITLE,
  INTERACTION_TITLE,
  PERFORMANCE_TITLE,
  // The name Vite would give the dynamically imported chunk.
  'load-diagnostics',
] as const;
