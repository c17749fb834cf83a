// `npm run facts`: checks the business facts in content/business.yaml against their schema, then
// prints every fact (each headline figure with its basis), every third-party claim with its
// evidence status, every client result with its basis, and, when the facts describe another agency
// than the sample, every line of the site's words still naming the sample's office city, street,
// founders or clients (build/sample-agency-words.ts). When the file is invalid it prints the
// line and field of each problem and exits 1 (the owner's media too: files, sizes, alt text,
// review dates: build/owner-media-check.ts), before importing the report's modules, which read
// the facts themselves.
import { readFileSync } from 'node:fs';
import { formatFactsProblems } from '../shared/facts/load-facts-yaml';
import {
  checkFactsFile,
  FACTS_FILE,
  factsFileName,
  mediaDir,
} from '../shared/facts/read-facts-file';
import { checkOwnerMedia } from '../build/owner-media-check';

const checked = checkFactsFile();
const problems =
  'problems' in checked
    ? checked.problems
    : await checkOwnerMedia(checked.facts.media, readFileSync(FACTS_FILE, 'utf8'), mediaDir());
if ('problems' in checked || problems.length > 0) {
  console.error(formatFactsProblems(factsFileName(), problems));
  process.exit(1);
}
const { factsReport } = await import('../shared/facts/facts-report');
const { figureBases } = await import('../shared/facts/figure-bases');
console.log(factsReport(checked.facts, figureBases).join('\n'));
const { clientResults, resultsReport } = await import('../build/client-results');
console.log(['', ...resultsReport(await clientResults(), checked.facts.sample)].join('\n'));
const { sampleWordsFor, sampleWordsReport } = await import('../build/sample-agency-words');
const sampleWords = sampleWordsReport(await sampleWordsFor(checked.facts));
if (sampleWords.length > 0) console.log(['', ...sampleWords].join('\n'));
