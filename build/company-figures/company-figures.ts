// The company pages' first-screen figures, drawn at build time from the site's own data as SVG files
// (figure-svg.ts), with the text alternative and caption each page shows with its image: the
// services' starting prices, the quote's steps, the hiring process, the awards (or how to check
// them), the testimonials' ratings, the portfolio's kinds of work, what the privacy policy keeps
// and for how long, the way from a quote to an engagement, and the sitemap's groups.
import { createHash } from 'node:crypto';
import { pages } from '../../src/content/registry.ts';
import { coreServiceContent } from './core-service-content.ts';
import { careers } from '../../src/content/company/careers.ts';
import { credentialChecks } from '../../src/content/company/credential-checks.ts';
import { testimonials } from '../../src/content/company/testimonials.ts';
import { portfolio } from '../../src/content/company/portfolio.ts';
import { proposalValidity, retentionPeriods } from '../../src/content/legal/policy-periods.ts';
import { registryPages } from '../../src/site/registry-pages.ts';
import { sitemapGroups } from '../../src/site/outlines/sitemap-groups.ts';
import { businessFacts } from '../../shared/facts/business-facts.ts';
import { shownClaims } from '../../shared/facts/claim-evidence.ts';
import { proposalPromise, replyPromise } from '../../shared/facts/promise-phrases.ts';
import { formatInr } from '../../shared/indian-numbers.ts';
import { serviceGroups } from '../../shared/leads/lead-options.ts';
import type { FileFigureData } from './figure-module.ts';
import { WIDTH, figureSvg } from './figure-svg.ts';
import { barsDrawing, groupedListDrawing, stepsDrawing, type Drawing } from './figure-drawings.ts';

interface Drawn {
  /** The file's name under /assets/, before its hash. */
  name: string;
  heading: string;
  drawing: Drawing;
  alt: string;
  caption: string;
}

/** "A, B and C". */
const listed = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

const UNIT_SHORT = { 'per month': 'a month', 'one-off': 'one-off', 'per project': 'a project' };

function servicesFigure(): Drawn {
  const core = pages.filter((page) => page.template === 'service' && page.parent === 'services');
  const nameOf = (slug: string): string => {
    const page = core.find((entry) => entry.params?.service === slug);
    if (!page) throw new Error(`No core service page for ${slug}`);
    return page.label ?? page.title;
  };
  const priced = serviceGroups.map((group) => ({
    title: group.title,
    rows: group.options
      .filter(({ slug }) => core.some((page) => page.params?.service === slug))
      .map(({ slug }) => {
        const tier = coreServiceContent(slug).pricing[0]!;
        return {
          label: nameOf(slug),
          shown: `${formatInr(tier.startingFromInr)} ${UNIT_SHORT[tier.unit]}`,
          inr: tier.startingFromInr,
        };
      }),
  }));
  const count = priced.reduce((sum, group) => sum + group.rows.length, 0);
  if (count !== core.length) throw new Error('A core service is in no group of the quote form');
  const lowest = Math.min(...priced.flatMap((group) => group.rows.map((row) => row.inr)));
  return {
    name: 'services-prices',
    heading: `Where each of our ${count} services starts`,
    drawing: groupedListDrawing(priced),
    alt: `Starting prices of our ${count} core services, before 18% GST, from ${formatInr(lowest)}`,
    caption: 'Each service page lists all its tiers.',
  };
}

function quoteFigure(): Drawn {
  return {
    name: 'quote-steps',
    heading: 'What happens after you send it',
    drawing: stepsDrawing([
      { when: 'Step 1', what: 'Four questions and your consent', detail: 'Your request is sent' },
      { when: 'Step 2, optional', what: 'Services, budget and details', detail: 'For the call' },
      { when: cap(replyPromise), what: 'A strategist replies', detail: 'By call or email' },
      {
        when: cap(proposalPromise),
        what: 'Your written proposal',
        detail: 'Plan, deliverables, timeline, INR pricing',
      },
    ]),
    alt: `Getting a quote: two short steps, a reply ${replyPromise}, a proposal ${proposalPromise}`,
    caption: `No obligation; a proposal is valid for ${proposalValidity.days} days.`,
  };
}

const cap = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

function careersFigure(): Drawn {
  const steps = careers.hiringProcess.map((step) => step.title);
  return {
    name: 'careers-hiring',
    heading: `How we hire, in ${steps.length} steps`,
    drawing: stepsDrawing(steps.map((what) => ({ what }))),
    alt: `Our hiring process in ${steps.length} steps: ${listed(steps.map((step, index) => (index === 0 ? step : step.toLowerCase())))}`,
    caption: 'Each step is described below.',
  };
}

function awardsFigure(production: boolean): Drawn {
  const claims = shownClaims(businessFacts.claims, production).sort((a, b) => b.year - a.year);
  if (claims.length > 0)
    return {
      name: 'awards-claims',
      heading: 'Recognition you can check',
      drawing: stepsDrawing(
        claims.map((claim) => ({ when: `${claim.issuer}, ${claim.year}`, what: claim.name })),
      ),
      alt: `Our ${plural(claims.length, 'award, partnership or certification', 'awards, partnerships and certifications')}: ${listed(claims.map((claim) => `${claim.name} from ${claim.issuer}, ${claim.year}`))}`,
      caption: 'Each is listed below with its proof.',
    };
  const checks = credentialChecks.checks.map((check) => check.title);
  return {
    name: 'awards-checks',
    heading: 'What to check, for any agency',
    drawing: stepsDrawing(checks.map((what) => ({ what }))),
    alt: `${plural(checks.length, 'kind')} of agency credentials to check at the source, listed below`,
    caption: 'We show only what you can check.',
  };
}

function testimonialsFigure(): Drawn | undefined {
  // Without a testimonial to show, the page asks for references instead, with no figure.
  if (testimonials.length === 0) return undefined;
  const stars = [5, 4, 3, 2, 1];
  const counts = stars.map(
    (rating) => testimonials.filter((item) => item.rating === rating).length,
  );
  return {
    name: 'testimonials-ratings',
    heading: `Ratings in these ${testimonials.length} testimonials`,
    drawing: barsDrawing(
      stars.map((rating, index) => ({
        label: `${rating} ${'★'.repeat(rating)}`,
        value: counts[index]!,
        shown: String(counts[index]),
      })),
    ),
    alt: `Ratings in the ${testimonials.length} testimonials on this page: ${listed(
      stars.flatMap((rating, index) =>
        counts[index] ? [`${counts[index]} rated ${rating} out of 5`] : [],
      ),
    )}`,
    caption: 'Each client’s own rating.',
  };
}

function portfolioFigure(): Drawn {
  const kinds = [...new Set(portfolio.map((project) => project.category))]
    .map((kind) => ({
      kind,
      count: portfolio.filter((project) => project.category === kind).length,
    }))
    .sort((a, b) => b.count - a.count);
  const years = portfolio.map((project) => project.year);
  const cities = new Set(portfolio.map((project) => project.city));
  return {
    name: 'portfolio-kinds',
    heading: `${portfolio.length} projects by kind of work`,
    drawing: barsDrawing(
      kinds.map(({ kind, count }) => ({
        label: kind,
        value: count,
        shown: plural(count, 'project'),
      })),
    ),
    alt: `Our ${portfolio.length} projects by kind of work: ${listed(kinds.map(({ kind, count }) => `${kind} ${count}`))}`,
    caption: `In ${plural(cities.size, 'city', 'cities')}, ${Math.min(...years)} to ${Math.max(...years)}.`,
  };
}

function privacyFigure(): Drawn {
  return {
    name: 'privacy-retention',
    heading: 'How long we keep what reaches us',
    drawing: barsDrawing(
      retentionPeriods.map((period) => ({
        label: period.what,
        value: period.minutes,
        shown: period.kept,
      })),
      'log',
    ),
    alt: `How long we keep data: ${retentionPeriods.map((period) => `${period.short} ${period.kept}`).join(', ')}`,
    caption: 'Log scale. Browser data stays on your device.',
  };
}

function termsFigure(): Drawn {
  return {
    name: 'terms-engagement',
    heading: 'From a quote to an engagement',
    drawing: stepsDrawing([
      { what: 'You ask for a quote', detail: 'Through the form, free' },
      { when: cap(replyPromise), what: 'A strategist replies' },
      {
        when: cap(proposalPromise),
        what: 'A proposal, not a contract',
        detail: `Valid for ${proposalValidity.days} days, in INR, excluding GST`,
      },
      { what: 'A written agreement', detail: 'Signed by both sides: the work starts' },
    ]),
    alt: `From a quote to work: a reply ${replyPromise}, a proposal ${proposalPromise}, valid ${proposalValidity.days} days, then a signed agreement`,
    caption: 'A proposal is not a contract.',
  };
}

function sitemapFigure(): Drawn {
  const groups = sitemapGroups(registryPages).map((group) => ({
    title: group.title,
    count: group.sections.reduce((sum, section) => sum + section.pages.length, 0),
  }));
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return {
    name: 'sitemap-groups',
    heading: `${total} pages in ${groups.length} groups`,
    drawing: barsDrawing(
      groups.map((group) => ({
        label: group.title,
        value: group.count,
        shown: String(group.count),
      })),
    ),
    alt: `${total} pages: ${groups.map((group) => `${group.title} ${group.count}`).join(', ')}`,
    caption: 'Every page is listed below.',
  };
}

/** Each template's figures by page id. */
function drawnByTemplate(production: boolean): Record<string, Record<string, Drawn | undefined>> {
  const ratings = testimonialsFigure();
  return {
    'services-index': { services: servicesFigure() },
    quote: { quote: quoteFigure() },
    careers: { careers: careersFigure() },
    awards: { awards: awardsFigure(production) },
    // Without a testimonial the page asks for references instead: its figure is null.
    testimonials: { testimonials: ratings },
    portfolio: { portfolio: portfolioFigure() },
    legal: { 'privacy-policy': privacyFigure(), 'terms-of-service': termsFigure() },
    sitemap: { sitemap: sitemapFigure() },
  };
}

function drawFiles(production: boolean) {
  const files: Record<string, string> = {};
  const modules: Record<string, Record<string, FileFigureData | null>> = {};
  for (const [template, drawn] of Object.entries(drawnByTemplate(production))) {
    modules[template] = {};
    for (const [pageId, figure] of Object.entries(drawn)) {
      if (!figure) {
        modules[template][pageId] = null;
        continue;
      }
      const svg = figureSvg(figure.heading, figure.drawing.body, figure.drawing.height);
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
      const src = `/assets/${figure.name}-${hash}.svg`;
      files[src] = svg;
      const height = Number(/ height="(\d+)"/.exec(svg)![1]);
      modules[template][pageId] = {
        src,
        width: WIDTH,
        height,
        alt: figure.alt,
        caption: figure.caption,
      };
    }
  }
  return { files, modules };
}

const drawn = new Map<boolean, ReturnType<typeof drawFiles>>();

/** The figure files and each template's figures, drawn once per process and kind of build. */
export function companyFigures(production: boolean): ReturnType<typeof drawFiles> {
  if (!drawn.has(production)) drawn.set(production, drawFiles(production));
  return drawn.get(production)!;
}
