// Reads and checks the business facts file, content/business.yaml, in Node: for the Node-side facts
// modules (brand-facts.ts, business-facts.ts run by tsx, Playwright and Vite's config loader), the
// build plugins that turn the facts into data modules, and `npm run facts`. Throws an error naming
// the line and field of every problem (load-facts-yaml.ts).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FactsFile } from './facts-schema.ts';
import { formatFactsProblems, loadFactsYaml, type FactsYamlResult } from './load-facts-yaml.ts';

/**
 * The facts file: content/business.yaml, or the file the BUSINESS_FACTS_FILE setting names (a build
 * for another brand, or a test building the site with another agency's facts).
 */
export const FACTS_FILE = process.env.BUSINESS_FACTS_FILE
  ? resolve(process.env.BUSINESS_FACTS_FILE)
  : fileURLToPath(new URL('../../content/business.yaml', import.meta.url));

/** The folder of the owner's image files: media/ beside the facts file (content/media/). */
export function mediaDir(file = FACTS_FILE): string {
  return join(dirname(file), 'media');
}

/** The file's name as its editor sees it: relative to the working directory when inside it. */
export function factsFileName(file = FACTS_FILE): string {
  const name = relative(process.cwd(), file);
  return name.startsWith('..') ? file : name;
}

/** The facts in `file`, or its problems. */
export function checkFactsFile(file = FACTS_FILE): FactsYamlResult {
  return loadFactsYaml(readFileSync(file, 'utf8'));
}

/** The facts in `file`; throws naming the line and field of every problem. */
export function readFactsFile(file = FACTS_FILE): FactsFile {
  const result = checkFactsFile(file);
  if ('problems' in result)
    throw new Error(formatFactsProblems(factsFileName(file), result.problems));
  return result.facts;
}
