// The lead routes' check that a post comes from one of the site's own pages (lead-origin.ts),
// made before the body is read. The site's own origins: the facts' siteUrl, LEADS_ALLOWED_ORIGINS,
// and the origin the request was addressed to, from its scheme and Host (behind a proxy trusted
// with TRUST_PROXY, X-Forwarded-Proto and X-Forwarded-Host, as Fastify reads them). A refusal goes
// on the request's closing log line with the hashed address, never the headers themselves, which
// can tell what page the visitor was on.
import type { FastifyRequest } from 'fastify';
import { SITE_URL } from '../../shared/site';
import { addToClosingLine } from '../request-log';
import { leadOriginRefusal, requestOrigin, type LeadOriginRefusal } from './lead-origin';

const fromElsewhere =
  'This form was sent to us from another website, so we did not save it. Please send it with ' +
  `the form on our own website, ${SITE_URL}.`;

const messages: Record<LeadOriginRefusal, string> = {
  'cross-site': fromElsewhere,
  'same-site': fromElsewhere,
  'null origin':
    'Your browser did not tell us which page this form came from, so we did not save it. This ' +
    'happens with a page saved on your device, a form inside another page, or a form passed on ' +
    `by another website. Please open the form on our website, ${SITE_URL}, and send it again.`,
};

export interface LeadOriginCheckOptions {
  /** Origins besides the site's own whose pages may send leads (LEADS_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** The request's hashed address, for the log line. */
  hashIp: (request: FastifyRequest) => string;
}

/** Returns the message to refuse `request` with (logged), or undefined when it may go on. */
export function createLeadOriginCheck({
  allowedOrigins = [],
  hashIp,
}: LeadOriginCheckOptions): (request: FastifyRequest) => string | undefined {
  const fixed = [new URL(SITE_URL).origin, ...allowedOrigins];
  return (request) => {
    const addressed = requestOrigin(request.protocol, request.host);
    const refusal = leadOriginRefusal(
      { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
      addressed ? [...fixed, addressed] : fixed,
    );
    if (!refusal) return undefined;
    addToClosingLine(request, { lead: `refused: ${refusal}`, ipHash: hashIp(request) });
    return messages[refusal];
  };
}
