// What the router is given for a request target (Fastify's rewriteUrl). An absolute-form target
// (`GET http://host/about`, as clients send to proxies) is served as its path and query: the host
// it names is neither contacted nor trusted. A path whose percent-encoding does not decode ('/%ZZ',
// '/%C0%AF') has each '%' escaped, so that it reaches the URL policy, which answers it with the
// not-found page, instead of the router's own 400 JSON.

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/** The origin form ('/about?x') of an absolute-form target; other targets as sent. */
export function originForm(target: string): string {
  const schemeAndHost = ABSOLUTE_FORM.exec(target)?.[0];
  if (schemeAndHost === undefined) return target;
  const rest = target.slice(schemeAndHost.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The target with a path the router can decode: unchanged unless its percent-encoding is broken. */
export function decodableTarget(target: string): string {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return target;
  } catch {
    return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : target.slice(queryAt));
  }
}

/** The URL the router and the URL policy see for a request target as sent. */
export const routedUrl = (target: string): string => decodableTarget(originForm(target));
