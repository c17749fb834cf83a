// Reads LEADS_ALLOWED_ORIGINS: origins besides the site's own (the facts' siteUrl and the address
// a request was sent to, lead-origin.ts) whose pages may send leads, such as a staging copy of the
// site, comma-separated. Each is a scheme (http or https), a host and an optional port, as a
// browser writes the Origin header; anything more or less stops start-up with one line.

/** The origin `item` names, or undefined when it is not one (a path, no scheme, a wildcard). */
function originOf(item: string): string | undefined {
  if (!URL.canParse(item) || /[?#]/.test(item)) return undefined;
  const url = new URL(item);
  const bare =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    !url.hostname.includes('*');
  return bare ? url.origin : undefined;
}

/** The origins LEADS_ALLOWED_ORIGINS lists, as browsers write them; throws when one is not. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  const wrong: string[] = [];
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const origin = originOf(item);
    if (origin) origins.add(origin);
    else wrong.push(`"${item}"`);
  }
  if (wrong.length > 0)
    throw new Error(
      'LEADS_ALLOWED_ORIGINS must list origins such as https://staging.example.in (http or ' +
        'https, a host, an optional port; no path, no wildcard), separated by commas; got ' +
        wrong.join(', '),
    );
  return [...origins];
}
