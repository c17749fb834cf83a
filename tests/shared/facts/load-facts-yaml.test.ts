// The business facts file's checker: the shipped content/business.yaml passes and gives the facts
// the site uses; a value of the wrong kind, a missing field, a misspelt field and a YAML syntax
// error each give a problem naming the line and the field, in the text `npm run facts` and the
// build print.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../../shared/facts/business-facts';
import {
  fieldName,
  formatFactsProblems,
  loadFactsYaml,
  type FactsProblem,
} from '../../../shared/facts/load-facts-yaml';
import { FACTS_FILE } from '../../../shared/facts/read-facts-file';

/** The facts file the site is built from: content/business.yaml unless BUSINESS_FACTS_FILE names another. */
const shipped = readFileSync(FACTS_FILE, 'utf8');

/** The 1-based line of the first line of `text` that starts with `start` (after indentation). */
const lineOf = (text: string, start: string) =>
  text.split('\n').findIndex((line) => line.trimStart().startsWith(start)) + 1;

/** The shipped file with one line changed. */
function edited(from: string, to: string): string {
  expect(shipped).toContain(from);
  return shipped.replace(from, to);
}

function problemsOf(text: string): FactsProblem[] {
  const result = loadFactsYaml(text);
  if (!('problems' in result)) throw new Error('expected problems');
  return result.problems;
}

describe('loadFactsYaml', () => {
  it('passes the shipped file, with the facts the site uses', () => {
    const result = loadFactsYaml(shipped);
    expect('problems' in result ? result.problems : []).toEqual([]);
    // The media are not in the data module: they reach the pages as built images.
    expect('facts' in result && { ...result.facts, media: undefined }).toEqual(businessFacts);
  });

  it('names the line and field of a value of the wrong kind', () => {
    const text = edited('  size: 60', '  size: sixty');
    expect(problemsOf(text)).toEqual([
      {
        line: lineOf(text, 'size: sixty'),
        field: 'team.size',
        message: expect.stringContaining('expected number'),
      },
    ]);
  });

  it('names a missing field and the line of the section it belongs in', () => {
    const text = edited('  noticeDays: 30\n', '');
    expect(problemsOf(text)).toEqual([
      { line: lineOf(text, 'terms:'), field: 'terms.noticeDays', message: expect.any(String) },
    ]);
    expect(problemsOf(text)[0]!.message).toMatch(/missing/);
  });

  it('names a misspelt field, which the schema would otherwise drop', () => {
    const text = edited('    pageId: service:ppc', '    pageID: service:ppc');
    expect(problemsOf(text)).toEqual([
      { line: lineOf(text, 'pageID:'), field: 'claims[1].pageID', message: expect.any(String) },
    ]);
  });

  it('names the line and field of a YAML syntax error', () => {
    const quote = edited('  email: hello@reachmark.in', '  email: "hello@reachmark.in');
    expect(problemsOf(quote)).toEqual([
      {
        line: lineOf(quote, 'email: "'),
        field: 'contact.email',
        message: expect.stringMatching(/^not valid YAML.*quote/),
      },
    ]);
    const colon = edited('  locality: Gurugram', '  locality: Gurugram: north');
    expect(problemsOf(colon)).toMatchObject([
      { line: lineOf(colon, 'locality: Gurugram: north'), field: 'office.locality' },
    ]);
  });

  it('reports a problem in a list item at the item’s own line', () => {
    const text = edited(
      '    year: 2026\n    recognises: Our',
      '    year: 1890\n    recognises: Our',
    );
    expect(problemsOf(text)).toMatchObject([
      { line: lineOf(text, 'year: 1890'), field: 'claims[2].year' },
    ]);
  });
});

describe('formatFactsProblems', () => {
  it('prints the file, line, field and message of each problem', () => {
    const text = formatFactsProblems('content/business.yaml', [
      { line: 70, field: 'team.size', message: 'expected a number' },
    ]);
    expect(text).toBe(
      'The business facts in content/business.yaml have a problem:\n' +
        '  content/business.yaml line 70, team.size: expected a number',
    );
  });

  it('writes list items counted from 1', () => {
    expect(fieldName(['claims', 0, 'evidence', 'url'])).toBe('claims[1].evidence.url');
    expect(fieldName([])).toBe('(the whole file)');
  });
});
