// Reads an address typed into an SEO tool: a bare domain gets https://, and a full http(s)
// address is taken as typed for the server to judge.

/** https://example.in from "example.in" or "www.example.in/page"; undefined for anything else. */
export function normaliseUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An address for the server to fetch: what normaliseUrl accepts, or any http(s) address typed in
 * full (the server decides what it may fetch and says why not).
 */
export function fetchableUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return normaliseUrl(trimmed);
  try {
    return new URL(trimmed).href;
  } catch {
    return undefined;
  }
}
