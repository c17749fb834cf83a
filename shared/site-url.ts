// The public URL every absolute link is built from. A module of its own so the facts schema
// (shared/facts/facts-schema.ts) can use it without importing shared/site.ts, which reads the facts.
export const SITE_URL = 'https://www.reachmark.in';
