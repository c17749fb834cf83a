// Reads the SEO tools' fixture files (pages, a Lighthouse report, a HAR file) for the tests.
import { readFileSync } from 'node:fs';

export function readFixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/seo-tools/${name}`, import.meta.url), 'utf8');
}
