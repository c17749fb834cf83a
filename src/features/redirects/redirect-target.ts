// Decides whether a stored redirect path or a legacy '#/...' hash may be followed on load. Only
// same-origin paths pass: anything that could leave the site or run script is dropped.

const MAX_PATH_LENGTH = 2048;

/** A path that a browser or router would read as another host ('//host', '/\\host'). */
const leavesOrigin = (path: string): boolean => /^\/[/\\]/.test(path);

/**
 * The value as a safe in-site path (pathname + search + hash), or undefined. A safe value is a
 * string that starts with exactly one '/', contains no backslash or control character, resolves to
 * the same origin, and, once tidied by URL parsing and decoded, still starts with exactly one '/'.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > MAX_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || leavesOrigin(value)) return undefined;
  // Browsers treat '\' like '/', so '/\evil.example' would be protocol-relative.
  if (value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'https://origin.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Judge the path as tidied ('/.//x' and '/%2e%2e//x' become '//x'), and as decoded.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (leavesOrigin(url.pathname) || leavesOrigin(decoded)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path a '#/about?x=1#team' hash stands for ('/about?x=1#team'), if it is safe. */
export function pathFromHash(hash: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined;
  return safeRedirectPath(hash.slice(1));
}
