// What an error answer (4xx or 5xx) means for a page, for the SEO Analyzer: such a page is not
// graded, it is reported as an error page with the status in words and what to do about it.

export interface ErrorStatus {
  /** "404 Not found" */
  heading: string;
  /** What visitors and Google get, in a sentence or two. */
  meaning: string;
  /** What to do about it. */
  fix: string;
}

const NAMES: Record<number, string> = {
  400: 'Bad request',
  401: 'Login required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  410: 'Gone',
  429: 'Too many requests',
  451: 'Unavailable for legal reasons',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

const MOVED =
  'If the page moved, redirect this address permanently (301) to its new address. If it is gone for good, remove the links to it from your menus, other pages and sitemap. If it should be here, check the address for a typo and ask your web developer why the site can’t find it.';
const BLOCKED =
  'If the page should be public, check for a password, a login, a firewall or a security plugin that turns away visitors it doesn’t know (Google is one of them). Your host or developer can see which rule answered.';
const SERVER =
  'Ask your host or developer to look at the server’s error log for this address and fix what fails. Once it answers 200 again, Google comes back to it on its own.';

function texts(status: number): Omit<ErrorStatus, 'heading'> {
  if (status === 404 || status === 410)
    return {
      meaning:
        status === 410
          ? 'The site says the page has been removed for good. Visitors get an error page, and Google drops the address from its results quickly.'
          : 'The site says there is no page at this address. Visitors get an error page, and Google drops the address from its results.',
      fix: MOVED,
    };
  if (status === 401 || status === 403)
    return {
      meaning:
        'The site refused to show the page to us, and it refuses Google the same way: the page can’t appear in search results.',
      fix: BLOCKED,
    };
  if (status === 429)
    return {
      meaning:
        'The site says it has had too many visits from us. If it answers Google like this too, Google visits less often and may drop pages.',
      fix: 'Try again in a few minutes. If it keeps happening, ask your host whether a rate limit or bot protection is set too tight for search engines.',
    };
  if (status === 503)
    return {
      meaning:
        'The site says it can’t serve the page just now (often maintenance or an overloaded server). Google waits and tries again, but drops pages that stay unavailable for days.',
      fix: SERVER,
    };
  if (status >= 500)
    return {
      meaning:
        'The site’s server failed while making the page. Visitors get an error, and Google drops pages that keep failing.',
      fix: SERVER,
    };
  return {
    meaning:
      'The site answered with an error instead of the page, so visitors and Google get no content here.',
    fix: 'Open the address in a browser to see the error, then ask your web developer to make it answer with the page (status 200).',
  };
}

/** The heading, meaning and fix for an error answer with HTTP `status` (400 to 599). */
export function describeErrorStatus(status: number): ErrorStatus {
  const name = NAMES[status] ?? (status >= 500 ? 'Server error' : 'Client error');
  return { heading: `${status} ${name}`, ...texts(status) };
}
