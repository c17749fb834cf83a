// `npm run facts`: checks the business facts against their schema, then prints every fact (each
// headline figure with its basis) and every third-party claim with its evidence status. Exits 1
// when the facts are invalid.
import { SITE_URL } from '../shared/site';
import { businessFacts } from '../shared/facts/business-facts';
import { factsReport } from '../shared/facts/facts-report';
import { businessFactsSchema } from '../shared/facts/facts-schema';
import { figureBases } from '../shared/facts/figure-bases';
import { clientResults, resultsReport } from '../build/client-results';

const checked = businessFactsSchema.safeParse(businessFacts);
if (!checked.success) {
  console.error('The business facts are invalid:');
  for (const issue of checked.error.issues)
    console.error(`  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  process.exit(1);
}
console.log(factsReport(checked.data, SITE_URL, figureBases).join('\n'));
console.log(['', ...resultsReport(await clientResults(), checked.data.sample)].join('\n'));
