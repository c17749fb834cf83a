// Rules that turn what a HAR file shows into "what to fix first" for the page-speed tool: slow
// server, render-blocking files, heavy images, missing compression, third parties, page weight.
import { plural } from '../../../lib/plural';
import {
  formatBytes,
  SLOW_REQUEST_MS,
  type FixItem,
  type ResourceEntry,
} from './performance-summary';
import { formatMetric, METRICS } from './web-vitals-thresholds';

export interface HarRequest extends ResourceEntry {
  /** Milliseconds after the page load began. */
  startMs: number;
  status: number;
  priority: string | undefined;
  initiator: string | undefined;
  /** Whether the response was gzip/Brotli encoded; undefined when the HAR has no headers. */
  compressed: boolean | undefined;
  firstParty: boolean;
}

export interface HarFacts {
  ttfbMs: number | undefined;
  requests: HarRequest[];
  renderBlocking: ResourceEntry[];
  totalBytes: number;
}

const HEAVY_IMAGE_BYTES = 150 * 1024;
const COMPRESSIBLE_MIN_BYTES = 5 * 1024;
const THIRD_PARTY_BYTES = 300 * 1024;
const THIRD_PARTY_REQUESTS = 30;
const HEAVY_PAGE_BYTES = 3 * 1024 * 1024;
const MANY_REQUESTS = 100;

const fileName = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || path;
};
const sumBytes = (items: ResourceEntry[]) => items.reduce((sum, item) => sum + item.bytes, 0);
const names = (items: ResourceEntry[]) =>
  items
    .slice(0, 3)
    .map((item) => fileName(item.url))
    .join(', ');

type Rule = (facts: HarFacts) => FixItem | undefined;

const serverResponse: Rule = ({ ttfbMs }) => {
  if (ttfbMs === undefined || ttfbMs <= METRICS.TTFB.good) return undefined;
  return {
    id: 'server-response',
    title: 'Speed up the server response',
    detail: `The HTML took ${formatMetric('TTFB', ttfbMs)} to start arriving; good is ${formatMetric('TTFB', METRICS.TTFB.good)} or less.`,
    fix: 'Cache pages or serve them prerendered, use a CDN with edge servers in India (Mumbai, Chennai, Delhi), remove redirects, and move off slow shared hosting if the site runs on it.',
  };
};

const renderBlocking: Rule = ({ renderBlocking: files }) => {
  if (files.length === 0) return undefined;
  return {
    id: 'render-blocking',
    title: 'Remove render-blocking CSS and JavaScript',
    detail: `${plural(files.length, 'file')} (${formatBytes(sumBytes(files))}) must load before anything appears: ${names(files)}.`,
    fix: 'Add defer to scripts in the <head> (or move them to the end of the body), load third-party scripts with async, inline the few CSS rules the top of the page needs and load the rest without blocking.',
  };
};

const heavyImages: Rule = ({ requests }) => {
  const heavy = requests
    .filter((r) => r.type === 'image' && r.bytes > HEAVY_IMAGE_BYTES)
    .sort((a, b) => b.bytes - a.bytes);
  const [largest] = heavy;
  if (!largest) return undefined;
  return {
    id: 'heavy-images',
    title: 'Compress large images',
    detail: `${plural(heavy.length, 'image')} over ${formatBytes(HEAVY_IMAGE_BYTES)}, ${formatBytes(sumBytes(heavy))} in all; the largest is ${fileName(largest.url)} (${formatBytes(largest.bytes)}).`,
    fix: 'Convert photos to WebP or AVIF, resize them to the size they are shown at (a 4000 px camera photo in a 400 px box is common), and lazy-load images below the fold. Free tools such as Squoosh do this in the browser.',
  };
};

const compression: Rule = ({ requests }) => {
  const isText = (r: HarRequest) => ['document', 'stylesheet', 'script', 'fetch'].includes(r.type);
  const plain = requests.filter(
    (r) => isText(r) && r.compressed === false && r.bytes > COMPRESSIBLE_MIN_BYTES,
  );
  if (plain.length === 0) return undefined;
  return {
    id: 'text-compression',
    title: 'Turn on text compression',
    detail: `${plural(plain.length, 'text file')} (${formatBytes(sumBytes(plain))}) ${plain.length === 1 ? 'was' : 'were'} sent without gzip or Brotli: ${names(plain)}.`,
    fix: 'Enable Brotli or gzip on the server or CDN (one setting in Cloudflare, Nginx, Apache or most hosting panels); it usually shrinks HTML, CSS and JavaScript by 70% or more.',
  };
};

const thirdParties: Rule = ({ requests }) => {
  const third = requests.filter((r) => !r.firstParty);
  const bytes = sumBytes(third);
  if (bytes <= THIRD_PARTY_BYTES && third.length <= THIRD_PARTY_REQUESTS) return undefined;
  const hosts = [...new Set(third.map((r) => hostOf(r.url)))];
  return {
    id: 'third-parties',
    title: 'Cut third-party scripts and embeds',
    detail: `${plural(third.length, 'request')} (${formatBytes(bytes)}) go to ${plural(hosts.length, 'other domain')}, e.g. ${hosts.slice(0, 3).join(', ')}.`,
    fix: 'List every tag on the page (chat widgets, heatmaps, ad and analytics pixels, map and video embeds), remove the ones nobody uses, load the rest after the page is usable, and show a placeholder image for YouTube and Google Maps embeds until clicked.',
  };
};

const pageWeight: Rule = ({ totalBytes, requests }) => {
  if (totalBytes <= HEAVY_PAGE_BYTES) return undefined;
  return {
    id: 'page-weight',
    title: 'Reduce the total page weight',
    detail: `The page downloads ${formatBytes(totalBytes)} in ${plural(requests.length, 'request')}.`,
    fix: 'Heavy pages load slowly on mobile networks and cost visitors on prepaid data. Start with the largest files in the list; a typical business page can stay under 1.5 MB.',
  };
};

const requestCount: Rule = ({ requests }) => {
  if (requests.length <= MANY_REQUESTS) return undefined;
  return {
    id: 'request-count',
    title: 'Make fewer requests',
    detail: `The page makes ${plural(requests.length, 'request')}.`,
    fix: 'Remove unused plugins (each WordPress plugin often adds its own CSS and JavaScript), combine small icons into one SVG sprite, and self-host fonts with only the weights you use.',
  };
};

const failedRequests: Rule = ({ requests }) => {
  const failed = requests.filter((r) => r.status === 0 || r.status >= 400);
  const [first] = failed;
  if (!first) return undefined;
  return {
    id: 'failed-requests',
    title: 'Fix failed requests',
    detail: `${plural(failed.length, 'request')} failed, e.g. ${fileName(first.url)} (${first.status === 0 ? 'blocked or cancelled' : `HTTP ${first.status}`}).`,
    fix: 'Remove or correct references to missing files (404s) and blocked resources: each wastes a round trip, and a missing CSS file or image breaks how the page looks.',
  };
};

const slowRequests: Rule = ({ requests }) => {
  const slow = requests
    .filter((r) => (r.durationMs ?? 0) > SLOW_REQUEST_MS)
    .sort((a, b) => (b.durationMs ?? 0) - (a.durationMs ?? 0));
  const [slowest] = slow;
  if (!slowest) return undefined;
  return {
    id: 'slow-requests',
    title: 'Look into slow requests',
    detail: `${plural(slow.length, 'request')} took over ${SLOW_REQUEST_MS / 1000} s; the slowest is ${fileName(slowest.url)} (${formatMetric('TTFB', slowest.durationMs ?? 0)}).`,
    fix: 'A slow single request usually comes from a slow third-party server, an uncached API call or a large file. Host critical files on a CDN and load everything else after the page appears.',
  };
};

/** In priority order: what delays the first paint for everyone comes before page-weight housekeeping. */
const RULES: Rule[] = [
  serverResponse,
  renderBlocking,
  heavyImages,
  compression,
  thirdParties,
  pageWeight,
  requestCount,
  failedRequests,
  slowRequests,
];

export function harFixes(facts: HarFacts): FixItem[] {
  return RULES.map((rule) => rule(facts)).filter((item): item is FixItem => item !== undefined);
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
