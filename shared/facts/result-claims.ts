// Every result that describes a client (a city page's example, a service's headline figure, a case
// study's figures, the benchmark report's sample, a testimonial) is a claim. It may name its basis:
// the client record it comes from, e.g. a case-study slug or a CRM reference. While the business
// facts are the template's sample facts, a result without a basis is shown marked as sample data;
// with real facts, a production build leaves it out (development still shows it, marked).

/** A result about a client, with the record that backs it. */
export interface ResultClaim {
  /** The client record it comes from: a case-study slug or a CRM reference. */
  basis?: string;
}

export type ResultStatus = 'basis' | 'sample' | 'hidden';

/** 'basis' when it names one; otherwise 'sample' under the sample facts, else 'hidden'. */
export const resultStatus = (result: ResultClaim, sample: boolean): ResultStatus =>
  result.basis ? 'basis' : sample ? 'sample' : 'hidden';

/** A result as a page shows it; `marked` pages label it as sample data. */
export type ShownResult<T extends ResultClaim> = T & { marked?: true };

/**
 * Whether results without a basis are shown, marked as sample data: under the sample facts, or
 * outside a production build. unbased-results.ts holds the answer for the build at hand, as a
 * constant the pages test beside the basis (`result.basis || unbasedResultsShown`), and leave a
 * result out when both are false.
 */
export const unbasedResultsShownIn = (sample: boolean, production: boolean): boolean =>
  sample || !production;
