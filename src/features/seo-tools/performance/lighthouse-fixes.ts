// What to do about each Lighthouse opportunity, written for a site owner to act on or hand to a
// developer: Lighthouse's own descriptions say what an audit is, not what to change. Classic audit
// ids and the newer "insight" ids that replace them share one fix.

const LCP =
  'Make the biggest thing at the top of the page (usually the banner image or headline) arrive first: compress the image and serve it as WebP or AVIF at the size it is shown, don’t lazy-load it, give it fetchpriority="high", and move scripts and stylesheets that hold it up lower in the page or load them later. A slider or carousel at the top is best replaced by one still image.';
const RENDER_BLOCKING =
  'Load only the CSS the top of the page needs first, and add defer (or async) to scripts so the page can show before they run. On WordPress, a performance plugin (such as WP Rocket or LiteSpeed Cache) can do both; remove plugins whose files load on every page but are used on one.';
const UNUSED_JS =
  'Remove scripts and plugins the page doesn’t use (old chat widgets, sliders, tracking tags nobody reads), load the rest only on the pages that need them, and add defer so they don’t hold up the page.';
const IMAGES =
  'Resize images to the largest size they are shown at, compress them (80% quality is usually invisible) and serve them as WebP or AVIF; most website builders and image plugins (such as ShortPixel or Imagify) do this for you.';
const SERVER =
  'Speed up the server’s first answer: turn on page caching (a caching plugin, or a CDN such as Cloudflare that keeps copies of your pages), remove slow plugins and database queries, and host the site near your visitors (an Indian data centre for customers in India).';
const CACHE =
  'Ask your host or developer to send long cache lifetimes (Cache-Control: max-age of a year) for images, fonts, CSS and scripts whose names change when they change, so returning visitors don’t download them again.';
const MAIN_THREAD =
  'Cut the JavaScript the page runs: remove unused plugins and third-party widgets, load chat, video and social embeds only when the visitor clicks them, and ask your developer to split large scripts so each page loads only what it uses.';
const THIRD_PARTIES =
  'List the outside services the page loads (chat, ads, analytics, social embeds, fonts) and remove the ones you don’t need; load the rest after the page has shown, or only when a visitor clicks.';
const LAYOUT_SHIFT =
  'Give every image, video, ad slot and embed a width and height (or a reserved box) so the page doesn’t jump as they arrive, and don’t insert banners or cookie bars above content that is already showing.';
const FONTS =
  'Add font-display: swap to your web fonts so text shows at once in a fallback font, host the fonts on your own site, and use at most two families in a few weights.';
const DOM_SIZE =
  'Simplify the page: fewer nested page-builder sections, long menus and hidden copies of content for mobile; ask your developer to show long lists a page at a time.';
const VIEWPORT =
  'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the page’s <head>, so phones show it at their own width and respond to taps at once.';

const FIXES: Record<string, string> = {
  'largest-contentful-paint-element': LCP,
  'lcp-lazy-loaded': LCP,
  'prioritize-lcp-image': LCP,
  'lcp-discovery-insight': LCP,
  'lcp-phases-insight': LCP,
  'lcp-breakdown-insight': LCP,
  'render-blocking-resources': RENDER_BLOCKING,
  'render-blocking-insight': RENDER_BLOCKING,
  'critical-request-chains': RENDER_BLOCKING,
  'network-dependency-tree-insight': RENDER_BLOCKING,
  'unused-javascript': UNUSED_JS,
  'legacy-javascript': UNUSED_JS,
  'legacy-javascript-insight': UNUSED_JS,
  'duplicated-javascript': UNUSED_JS,
  'duplicated-javascript-insight': UNUSED_JS,
  'unminified-javascript': UNUSED_JS,
  'unused-css-rules': RENDER_BLOCKING,
  'unminified-css': RENDER_BLOCKING,
  'uses-optimized-images': IMAGES,
  'modern-image-formats': IMAGES,
  'uses-responsive-images': IMAGES,
  'efficient-animated-content': `${IMAGES} Replace animated GIFs with short MP4 or WebM videos.`,
  'image-delivery-insight': IMAGES,
  'offscreen-images': `Add loading="lazy" to images below the first screen so they load only as the visitor scrolls; keep it off the main image at the top. ${IMAGES}`,
  'unsized-images': LAYOUT_SHIFT,
  'layout-shifts': LAYOUT_SHIFT,
  'cls-culprits-insight': LAYOUT_SHIFT,
  'non-composited-animations': `${LAYOUT_SHIFT} Animate only transform and opacity.`,
  'server-response-time': SERVER,
  'document-latency-insight': SERVER,
  redirects:
    'Link straight to the final address of each page, and make old addresses redirect in one step (301) to where the page is now.',
  'uses-text-compression':
    'Ask your host to turn on Brotli or gzip compression for HTML, CSS and JavaScript: a setting on most hosts and CDNs, often a single switch.',
  'uses-rel-preconnect':
    'Add <link rel="preconnect"> for the one or two outside domains the page needs first (a font or image CDN), so the browser connects to them early.',
  'uses-long-cache-ttl': CACHE,
  'cache-insight': CACHE,
  'total-byte-weight': `Make the page lighter: ${IMAGES} Remove videos that play on their own, unused fonts and scripts.`,
  'bootup-time': MAIN_THREAD,
  'mainthread-work-breakdown': MAIN_THREAD,
  'long-tasks': MAIN_THREAD,
  'forced-reflow-insight': MAIN_THREAD,
  'third-party-summary': THIRD_PARTIES,
  'third-parties-insight': THIRD_PARTIES,
  'third-party-facades': THIRD_PARTIES,
  'dom-size': DOM_SIZE,
  'dom-size-insight': DOM_SIZE,
  'font-display': FONTS,
  'font-display-insight': FONTS,
  viewport: VIEWPORT,
  'viewport-insight': VIEWPORT,
  'modern-http-insight':
    'Ask your host to serve the site over HTTP/2 or HTTP/3 (most CDNs and modern hosts do), so the browser fetches many files at once.',
  'no-document-write': MAIN_THREAD,
  'uses-passive-event-listeners': MAIN_THREAD,
};

/**
 * The written fix for Lighthouse audit `id`; for an audit without one, what Lighthouse says it is
 * (`description`, plain text), handed to a developer.
 */
export function lighthouseFix(id: string, description: string): string {
  return (
    FIXES[id] ??
    `Ask your web developer to work on this; Lighthouse describes it as: ${description || 'an opportunity to load the page faster.'}`
  );
}
