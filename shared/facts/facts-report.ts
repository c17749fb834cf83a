// The text `npm run facts` prints: every business fact, and every third-party claim with its
// evidence status, so whoever puts the site live can see what to replace and what cannot be shown.
import { formatInr } from '../indian-numbers';
import { evidenceStatus } from './claim-evidence';
import type { Claim, FactsFile } from './facts-schema';
import type { OwnerMedia } from './owner-media-schema';
import { figureValue, listWords } from './fact-phrases';
import type { FigureName } from './figure-bases';
import { workingDays } from './promise-phrases';

const STATUS_LABEL = {
  listing: 'EVIDENCE: listing',
  document: 'EVIDENCE: document',
  missing: 'NO EVIDENCE',
} as const;

function claimLines(claim: Claim): string[] {
  const status = evidenceStatus(claim);
  const head = `  [${STATUS_LABEL[status]}] ${claim.kind}: ${claim.name}, ${claim.issuer} (${claim.year}), ${claim.status}`;
  const evidence = claim.evidence;
  if (!evidence) return [head, '      hidden in production builds until it has evidence'];
  const where = evidence.kind === 'listing' ? evidence.url : evidence.reference;
  return [head, `      ${where} (checked ${evidence.checkedOn})`];
}

/** "1 team photo", "2 team photos". */
const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The owner's media, counted: what the pages show and the logos they never show. */
function mediaLine({ team, office, work, clientLogos, certifications, reviews }: OwnerMedia) {
  const shown = clientLogos.filter((logo) => logo.permission).length;
  return [
    `${counted(team.filter((person) => person.photo).length, 'team photo')} of ${counted(team.length, 'person', 'people')}`,
    counted(office.length, 'office photo'),
    counted(work.length, 'work sample'),
    `${counted(shown, 'client logo')} shown (${clientLogos.length - shown} without permission, never shown)`,
    counted(certifications.length, 'certification'),
    counted(reviews.length, 'review'),
  ].join(', ');
}

/** The report, one line per entry; `bases`: where each headline figure comes from (figure-bases.ts). */
export function factsReport(facts: FactsFile, bases: Record<FigureName, string>): string[] {
  const { brand, office, contact, team, response, terms, figures, pricing } = facts;
  const withEvidence = facts.claims.filter((claim) => evidenceStatus(claim) !== 'missing');
  return [
    'Business facts: content/business.yaml',
    ...(facts.sample
      ? [
          'SAMPLE DATA: these facts describe the template’s made-up agency. Replace them before going live.',
        ]
      : []),
    '',
    `Brand       ${brand.name} (${brand.legalName}), founded ${facts.foundingYear}`,
    `Founders    ${listWords(facts.founders)}`,
    `Office      ${office.street}, ${office.locality}, ${office.region} ${office.postalCode}`,
    `Contact     ${contact.phone} · ${contact.email} · ${contact.whatsappHref} · ${contact.hours}`,
    `Site URL    ${facts.siteUrl}`,
    `Team        ${team.size} people; writers in ${listWords(team.writingLanguages)}; freelance writers in ${listWords(team.freelanceWritingLanguages)}; at most ${team.maxAccountsPerSpecialist} ad accounts per paid media specialist`,
    `Promises    reply within ${workingDays(response.replyWorkingDays)}, proposal within ${workingDays(response.proposalWorkingDays)}; ${terms.minimumTermMonths}-month minimum term, ${terms.noticeDays} days' notice`,
    `Media       ${mediaLine(facts.media)}`,
    `Reviews     ${facts.testimonials.averageRating} out of 5 average across ${facts.testimonials.count} published testimonials`,
    '',
    'Headline figures (the agency’s own records; keep what each basis names):',
    `  ${figureValue(figures.clientsServed, 'count')} clients served: ${bases.clientsServed}`,
    `  ${figureValue(figures.averageLeadGrowth, 'multiple')} average lead growth: ${bases.averageLeadGrowth}`,
    `  ${figureValue(figures.monthlyAdSpendCrore, 'crore')} ad spend managed a month: ${bases.monthlyAdSpendCrore}`,
    `  ${figureValue(figures.citiesWithCampaigns, 'count')} cities with live campaigns: ${bases.citiesWithCampaigns}`,
    '',
    `Starting prices (national, before ${pricing.gstPercent}% GST):`,
    ...Object.entries(pricing.startingPrices).map(
      ([slug, price]) => `  ${slug.padEnd(22)} ${formatInr(price.fromInr)} ${price.unit}`,
    ),
    '',
    'Third-party claims (awards, partner programmes, certifications):',
    ...(facts.claims.length === 0 ? ['  none'] : facts.claims.flatMap(claimLines)),
    '',
    `${facts.claims.length} claims: ${withEvidence.length} with evidence, ${facts.claims.length - withEvidence.length} hidden in production builds.`,
  ];
}
