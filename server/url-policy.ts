// One answer per URL: decides, before any file is looked up, whether a request path is served as
// is, redirected to the page's one address, or answered with the not-found page. Paths that a
// browser would read as another host ('//x', '/\x'), over-long segments, file names that duplicate
// a page ('/about/index.html') and the internal error pages are never served as pages, nor are
// paths that only decode to something odd: broken percent-encoding ('%ZZ', overlong '%C0%AF'), an
// encoded '/' or '\', a '%' (double encoding), control characters, '.' and '..' segments, or a '#'.

export type UrlAnswer =
  { kind: 'serve' } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** Longest path segment served; longer ones are not-found (file systems stop at 255 bytes). */
export const MAX_SEGMENT_LENGTH = 255;
const INTERNAL_PAGES = new Set(['/404.html', '/not-found.html']);
const INDEX_FILE = '/index.html';
// Control characters (C0, DEL, C1), slashes and '%' once a segment is decoded.
// eslint-disable-next-line no-control-regex
const ODD_DECODED = /[\u0000-\u001f\u007f-\u009f/\\%]/;

/** Whether every segment decodes to a plain name: no file lookup is ever asked for anything else. */
function decodesPlainly(path: string): boolean {
  return path.split('/').every((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return !ODD_DECODED.test(decoded) && decoded !== '.' && decoded !== '..';
  });
}

/** The answer for a request URL (path and query, as sent), given the site's page paths. */
export function answerFor(rawUrl: string, pagePaths: ReadonlySet<string>): UrlAnswer {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (!path.startsWith('/') || /^\/[/\\]/.test(path) || /[\\#]/.test(path))
    return { kind: 'not-found' };
  if (path.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH))
    return { kind: 'not-found' };
  if (!decodesPlainly(path)) return { kind: 'not-found' };
  if (INTERNAL_PAGES.has(path)) return { kind: 'not-found' };
  if (path.endsWith(INDEX_FILE)) {
    const page = path.slice(0, -INDEX_FILE.length) || '/';
    return pagePaths.has(page)
      ? { kind: 'redirect', location: `${page}${search}` }
      : { kind: 'not-found' };
  }
  // '/about/' is '/about'. Other paths ending in '/' are not pages.
  if (path.length > 1 && path.endsWith('/')) {
    const page = path.replace(/\/+$/, '') || '/';
    return pagePaths.has(page)
      ? { kind: 'redirect', location: `${page}${search}` }
      : { kind: 'not-found' };
  }
  return { kind: 'serve' };
}

/**
 * A Range header worth honouring: RFC 9110 lets a server ignore one it cannot parse, and answering
 * 416 to a malformed header would refuse a request that is otherwise fine.
 */
export const isParsableRange = (value: string): boolean =>
  /^bytes=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/.test(value);
