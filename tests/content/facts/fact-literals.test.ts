// No content repeats a business fact as a literal: every page component, content module and
// Markdown file, and the text files in public/, is scanned for the agency's name, response promises
// in working days, the founding year, the headline figures, the team size, the testimonial
// aggregate, services' starting prices, the office's address and the domain. The scanner is tested
// on bad and good samples first, so a literal put back into any file fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../../shared/facts/business-facts';
import { findFactLiterals } from './fact-literal-scanner';

const root = join(import.meta.dirname, '../../..');

const filesIn = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((path) =>
    join(folder, path),
  );

/** Source files whose strings reach visitors, apart from the facts module itself. */
const scanned = filesIn('src')
  .filter((path) => /\.(?:ts|tsx|md)$/.test(path) && !path.endsWith('.d.ts'))
  .filter((path) => !path.startsWith(join('src', 'content', 'facts')));

/** Files served as they are (public/): the text ones, such as the logos' SVG. */
const scannedPublic = filesIn('public').filter((path) =>
  /\.(?:svg|html|js|json|webmanifest|txt|xml)$/.test(path),
);

/** City pages label their prices as city adjustments beside the national one (city-price.ts). */
const labelsCityPrices = (path: string) => path.startsWith(join('src', 'content', 'city-services'));

const scan = (file: string, text: string) => findFactLiterals(file, text, businessFacts);
const rulesOf = (text: string) => scan('sample.ts', text).map((finding) => finding.rule);

describe('fact literal scanner', () => {
  it.each([
    ['We reply within one working day.', 'response promise in working days'],
    ['Your proposal arrives within three working days.', 'response promise in working days'],
    ['A strategist reads your request the same working day.', 'response promise in working days'],
    ['I agree that Reachmark may contact me about this enquiry.', 'agency name'],
    ['Run by Reachmark Digital Private Limited.', 'agency name'],
    ['Digital marketing agency since 2014.', 'founding year'],
    ['{ year: 2014, text: "Founded" }', 'founding year'],
    ['We have grown 400+ Indian businesses.', 'clients served'],
    ['Today we work with more than 400 businesses.', 'clients served'],
    ['Live campaigns in over 40 Indian cities.', 'cities with campaigns'],
    ['Clients see 2.6x average lead growth.', 'average lead growth'],
    ['₹3 crore+ ad spend managed a month.', 'ad spend managed'],
    ['A Gurugram-based team of 60 marketers.', 'team size'],
    ['We are 60 people in Gurugram.', 'team size'],
    ['4.8 out of 5 average.', 'testimonial aggregate'],
    ['Average from 16 clients.', 'testimonial aggregate'],
    ['Management fees start at ₹20,000 a month for Google Ads.', 'service starting price'],
    ['Local SEO for a shop starts at around ₹12,000 a month.', 'service starting price'],
    ['Write to us at Plot 42, Sector 44, Gurugram.', 'office street'],
    ['Find us at Plot-42.', 'office street'],
    ['Our office is in Sector 44, a short drive from Cyber City.', 'office area'],
    ['We moved to the Sector-44 office in 2019.', 'office area'],
    ['Send documents to Gurugram 122003.', 'office postal code'],
    ['Send documents to Gurugram 122 003.', 'office postal code'],
    ['Can we visit our Gurugram office?', 'office locality'],
    ['Everyone works at our Gurugram office or remotely.', 'office locality'],
    ['Our office is in Gurugram, close to Golf Course Road.', 'office locality'],
    ['Gurugram is our home.', 'office locality'],
    ['Haryana is our home state.', 'office locality'],
    ['${site.name} is an agency of 60 people, based in Gurugram.', 'office locality'],
    ['Email hello@reachmark.in for a quote.', 'site domain'],
    ['Read more at https://www.reachmark.in/about.', 'site domain'],
  ])('flags %j', (sentence, rule) => {
    expect(rulesOf(sentence)).toContain(rule);
  });

  it.each([
    'We reply ${replyPromise} with a plan.',
    'We reply to every application within ten working days.',
    'Owners reply to every review within two working days.',
    'Consistent details on 40+ Indian and global directories.',
    "{ label: 'US organic sign-ups', value: '2.6x' }",
    'A dish photography shoot for one outlet starts at ₹15,000.',
    'Our national starting fees are ${priceWords("ppc")} for Google Ads.',
    '${site.name} started in ${foundingYear} as a search consultancy.',
    'Run by {{brand.legalName}}, {{office.address}}.',
    'Fortis Memorial Research Institute in Sector 44 anchors tertiary care.',
    "areasCovered: ['Sector 29 and Sector 44', 'Udyog Vihar']",
    'Our office is in ${officeArea}, a short drive from Cyber City.',
    'Yes. We are at ${officeAddressLine}, near the metro.',
    'Can you meet us at our Delhi office?',
    'A Gurugram clinic doubled its bookings with us.',
    'We meet clients based in Gurugram at their own office.',
    'Everyone works at our ${address.locality} office or remotely.',
    'Email ${site.email} or write to {{contact.email}}.',
    'Pincodes such as 560038 and 400050 decide local results.',
    "Links such as 'https://www.example.in/reachmark-in' are left alone.",
  ])('lets %j pass', (sentence) => {
    expect(rulesOf(sentence)).toEqual([]);
  });

  it('catches a figure put back into a real content file', () => {
    const about = readFileSync(join(root, 'src/content/company/about.ts'), 'utf8');
    expect(scan('about.ts', about)).toEqual([]);
    const reverted = about.replace('size: team.size', `size: ${businessFacts.team.size}`);
    expect(reverted).not.toBe(about);
    expect(scan('about.ts', reverted).map((finding) => finding.rule)).toEqual(['team size']);
  });

  it('catches the office put back into a real content file', () => {
    const path = join(root, 'src/content/locations/gurgaon.ts');
    const gurgaon = readFileSync(path, 'utf8');
    expect(scan('gurgaon.ts', gurgaon)).toEqual([]);
    const reverted = gurgaon.replace(
      'We are at ${officeAddressLine},',
      `We are at ${businessFacts.office.street},`,
    );
    expect(reverted).not.toBe(gurgaon);
    expect(scan('gurgaon.ts', reverted).map((finding) => finding.rule)).toEqual([
      'office street',
      'office area',
    ]);
  });
});

describe('content', () => {
  it('scans every page, component, feature and content file, and public/', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(scanned).toContain(join('src', 'content', 'home', 'home-content.ts'));
    expect(scanned).toContain(join('src', 'pages', 'quote-page.tsx'));
    expect(scannedPublic).toContain(join('public', 'logo.svg'));
  });

  it('states no business fact as a literal', () => {
    const findings = scanned.flatMap((path) =>
      scan(relative(root, join(root, path)), readFileSync(join(root, path), 'utf8')).filter(
        (finding) => !(labelsCityPrices(path) && finding.rule === 'service starting price'),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('leaves the agency name, office and domain out of the files in public/', () => {
    const findings = scannedPublic.flatMap((path) =>
      scan(path, readFileSync(join(root, path), 'utf8')),
    );
    expect(findings).toEqual([]);
  });
});
