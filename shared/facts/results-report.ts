// What `npm run facts` and the build say about client results (result-claims.ts): every result
// with its status, grouped by page family, and per family how many a production build shows,
// marks or leaves out. Pure: build/client-results.ts collects the entries from the content.
import { resultStatus, type ResultClaim, type ResultStatus } from './result-claims';

/** One result about a client, where it appears. */
export interface ResultEntry extends ResultClaim {
  /** The page family (families.ts), e.g. 'city-service'. */
  family: string;
  /** The page's path. */
  page: string;
  /** The result in a few words. */
  result: string;
}

const STATUS_LABEL: Record<ResultStatus, string> = {
  basis: 'HAS BASIS',
  sample: 'SAMPLE',
  hidden: 'WOULD BE HIDDEN',
};

type Counts = Record<ResultStatus, number>;

function byFamily(entries: readonly ResultEntry[]): Map<string, ResultEntry[]> {
  const families = new Map<string, ResultEntry[]>();
  for (const entry of entries)
    families.set(entry.family, [...(families.get(entry.family) ?? []), entry]);
  return families;
}

function countsOf(entries: readonly ResultEntry[], sample: boolean): Counts {
  const counts: Counts = { basis: 0, sample: 0, hidden: 0 };
  for (const entry of entries) counts[resultStatus(entry, sample)] += 1;
  return counts;
}

/** Every result with its status, by page family, then the totals. */
export function resultsReport(entries: readonly ResultEntry[], sample: boolean): string[] {
  const lines = [
    'Client results (each needs a basis: the client record it comes from, e.g. a case-study slug or CRM reference):',
  ];
  for (const [family, items] of byFamily(entries)) {
    const counts = countsOf(items, sample);
    lines.push(
      `  ${family}: ${items.length} (${counts.basis} with a basis, ${counts.sample} sample, ${counts.hidden} would be hidden)`,
    );
    for (const item of items) {
      const basis = item.basis ? ` (basis: ${item.basis})` : '';
      lines.push(
        `    [${STATUS_LABEL[resultStatus(item, sample)]}] ${item.page}: ${item.result}${basis}`,
      );
    }
  }
  const total = countsOf(entries, sample);
  lines.push(
    `${entries.length} client results: ${total.basis} with a basis, ${total.sample} sample data, ${total.hidden} hidden in production builds.`,
  );
  return lines;
}

/** For a production build: one line per page family saying what it showed, marked and left out. */
export function resultsLeftOut(entries: readonly ResultEntry[], sample: boolean): string[] {
  return [...byFamily(entries)].map(([family, items]) => {
    const counts = countsOf(items, sample);
    return `Client results on ${family} pages: ${counts.hidden} of ${items.length} left out (no basis), ${counts.sample} marked as sample data, ${counts.basis} with a basis.`;
  });
}
