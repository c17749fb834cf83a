// Which third-party claims may be shown: a claim naming an award body, a platform's partner
// programme or a certification issuer appears in a production build only with evidence (a link to
// the issuer's own listing, or a document reference). Development shows every claim, marked.
import type { Claim } from './facts-schema';

export type EvidenceStatus = 'listing' | 'document' | 'missing';

export const evidenceStatus = (claim: Claim): EvidenceStatus => claim.evidence?.kind ?? 'missing';

/** The claims a page may render: in production only those with evidence, in development all. */
export const shownClaims = (claims: readonly Claim[], production: boolean): Claim[] =>
  claims.filter((claim) => !production || evidenceStatus(claim) !== 'missing');
