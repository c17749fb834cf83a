// The facts check's list of what still needs the owner's words: with facts that describe another
// agency, every line of the site's words naming the sample agency's office city (as where the
// agency works, sits or was founded), the places around its office, its founders and its clients,
// each with its file and line; nothing while the facts are the sample's. Gurugram as a place a page
// is about, or where clients are, is never listed.
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import {
  sampleAgencyWords,
  sampleWordsReport,
  sampleWordsSummary,
  siteWordFiles,
} from '../../build/sample-agency-words';
import { businessFacts } from '../../shared/facts/business-facts';

const nagpur = {
  office: {
    ...businessFacts.office,
    street: '21 Kingsway',
    locality: 'Nagpur',
    region: 'Maharashtra',
  },
  founders: ['Sneha Deshpande', 'Aditya Wankhede'],
};
const root = resolve(import.meta.dirname, '../..');
let files: Awaited<ReturnType<typeof siteWordFiles>> = [];
beforeAll(async () => {
  files = await siteWordFiles(root);
});
const listed = (text: string, facts = nagpur) =>
  sampleAgencyWords([{ file: 'sample.ts', text }], facts, ['Amit K.']).map((found) => found.names);

describe('words written for the sample agency', () => {
  it.each([
    ['Our team works from Gurugram and runs campaigns across India.', 'office city'],
    ['No, our strategy team is in Gurugram and works remotely.', 'office city'],
    ['Yes. We are half an hour away in Gurugram.', 'office city'],
    ['We run SEO for Raipur businesses remotely from Gurugram.', 'office city'],
    ['A straight Yellow Line ride from our side of Gurugram.', 'office city'],
    ['Who we are: a Gurugram-based team of 60 people.', 'office city'],
    ['Founded in Udyog Vihar, Gurugram, by the founders.', 'office city'],
    ['Metro: Millennium City Centre station, then a short ride.', 'office place'],
    ['Yes, our office is in Sector 44, a short drive away.', 'office place'],
    ['Rohit Malhotra had been running Google Ads.', 'founder'],
    ["name: 'Amit K.',", 'client'],
  ])('lists %j', (line, name) => {
    expect(listed(line).flat()).toContain(name);
  });

  it.each([
    'We run SEO for Gurugram real estate developers and hospitals.',
    'Buyers assume the best technology firms are in Gurugram or Bangalore.',
    'Creator fees are lower than in Gurgaon.',
    'Fortis Memorial Research Institute in Sector 44 and Medanta in Sector 38.',
    'Auto-component firms in IMT Manesar and Udyog Vihar use us for websites.',
    '// Distances hold only while the office is in Gurugram (the business facts).',
  ])('leaves out %j', (line) => {
    expect(listed(line)).toEqual([]);
  });

  it('lists nothing while the facts keep the sample agency’s city and founders', () => {
    expect(files.length).toBeGreaterThan(500);
    const found = sampleAgencyWords(files, businessFacts, ['Amit K.']);
    expect(found).toEqual([]);
    expect(sampleWordsReport(found)).toEqual([]);
    expect(sampleWordsSummary(found)).toEqual([]);
  });

  it('lists the sample’s story, founders and office directions for an agency in Nagpur, by file and line', () => {
    const found = sampleAgencyWords(files, nagpur, ['Amit K.']);
    const about = found.filter((entry) => entry.file === 'src/content/company/about.ts');
    expect(about.map((entry) => entry.names.join(', '))).toEqual(
      expect.arrayContaining(['office city, office place, founder', 'founder', 'office place']),
    );
    for (const entry of about) expect(entry.line).toBeGreaterThan(0);
    const report = sampleWordsReport(found);
    expect(report[0]).toBe(
      `Words written for the sample agency: ${found.length} lines still name its office city, street, founders or clients. Write your own in their place:`,
    );
    expect(report).toContainEqual(
      expect.stringMatching(
        /^ {2}src\/content\/company\/about\.ts line \d+ \(office city, office place, founder\): `\$\{site\.name\} started in/,
      ),
    );
    expect(sampleWordsSummary(found)).toEqual([
      `Words written for the sample agency: ${found.length} lines still name its office city, street, founders or clients (npm run facts lists them).`,
    ]);
  });
});
