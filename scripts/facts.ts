// `npm run facts`: checks the business facts in content/business.yaml against their schema, then
// prints every fact (each headline figure with its basis), every third-party claim with its
// evidence status and every client result with its basis. When the file is invalid it prints the
// line and field of each problem and exits 1, before importing the report's modules, which read
// the facts themselves.
import { formatFactsProblems } from '../shared/facts/load-facts-yaml';
import { checkFactsFile, factsFileName } from '../shared/facts/read-facts-file';

const checked = checkFactsFile();
if ('problems' in checked) {
  console.error(formatFactsProblems(factsFileName(), checked.problems));
  process.exit(1);
}
const { factsReport } = await import('../shared/facts/facts-report');
const { figureBases } = await import('../shared/facts/figure-bases');
console.log(factsReport(checked.facts, figureBases).join('\n'));
const { clientResults, resultsReport } = await import('../build/client-results');
console.log(['', ...resultsReport(await clientResults(), checked.facts.sample)].join('\n'));
