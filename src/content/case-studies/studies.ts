// Metadata of every case study; the full story of each is in src/content/case-studies/stories/.
// A study's figures are a client result (shared/facts/result-claims.ts): without a basis they are
// sample data, and a production build with real facts tells the story without them, under a title
// and description that state no figure.
import { unbasedResultsShown } from '../../../shared/facts/unbased-results.ts';

export interface CaseStudyMeta {
  slug: string;
  title: string;
  description: string;
  clientType: string;
  industry: string;
  city: string;
  /** The client record its figures come from (a CRM or contract reference): their basis. */
  basis?: string;
  /** Title and description without a figure, for a build that does not show the figures. */
  plain: { title: string; description: string };
}

/** Whether a study's figures are shown: with a basis, or while results without one are. */
export const figuresShown = (study: CaseStudyMeta): boolean =>
  Boolean(study.basis) || unbasedResultsShown;

const studies: CaseStudyMeta[] = [
  {
    slug: 'gurgaon-real-estate-developer-site-visits',
    title: 'A Gurgaon Developer Triples Site Visits',
    description:
      'How a mid-size Gurgaon developer cut cost per site visit by 58% with search ads, project pages and WhatsApp follow-up.',
    clientType: 'Residential real estate developer',
    industry: 'Real Estate',
    city: 'Gurgaon',
    plain: {
      title: 'Search Ads and WhatsApp Follow-up for a Gurgaon Developer',
      description:
        'Search ads, project pages and WhatsApp follow-up for a mid-size Gurgaon residential developer.',
    },
  },
  {
    slug: 'bangalore-multispecialty-hospital-appointments',
    title: 'A Bangalore Hospital Doubles Online Bookings',
    description:
      'Local SEO for 38 doctors and three branches took online appointments at a Bangalore hospital from 410 to 960 a month.',
    clientType: 'Multi-specialty hospital',
    industry: 'Healthcare',
    city: 'Bangalore',
    plain: {
      title: 'Local SEO for a Bangalore Hospital',
      description:
        'Doctor profiles, branch listings and review requests for a multi-specialty hospital with three Bangalore branches.',
    },
  },
  {
    slug: 'surat-textile-exporter-rfqs',
    title: 'A Surat Textile Exporter Wins Overseas RFQs',
    description:
      'Specification-led SEO and LinkedIn outreach brought a Surat fabric exporter 140 qualified export enquiries in six months.',
    clientType: 'Textile manufacturer and exporter',
    industry: 'Textile',
    city: 'Surat',
    plain: {
      title: 'A Surat Textile Exporter Reaches Overseas Buyers',
      description:
        'Specification-led SEO and LinkedIn outreach to sourcing managers for a Surat fabric manufacturer and exporter.',
    },
  },
  {
    slug: 'mumbai-d2c-skincare-roas',
    title: 'A Mumbai D2C Skincare Brand Reaches 4.1x ROAS',
    description:
      'Creative testing on Meta and a rebuilt Shopify checkout lifted a Mumbai skincare brand from 1.9x to 4.1x return on ad spend.',
    clientType: 'Direct-to-consumer skincare brand',
    industry: 'E-commerce',
    city: 'Mumbai',
    plain: {
      title: 'A Mumbai D2C Skincare Brand Rebuilds Its Meta Ads',
      description:
        'Weekly creative testing on Meta and a faster Shopify checkout for a Mumbai direct-to-consumer skincare brand.',
    },
  },
  {
    slug: 'pune-saas-demo-pipeline',
    title: 'A Pune SaaS Company Builds Its Demo Pipeline',
    description:
      'Comparison pages, integration content and LinkedIn ads grew demo requests for a Pune B2B SaaS product by 3.2x in a year.',
    clientType: 'B2B SaaS company',
    industry: 'IT & Software',
    city: 'Pune',
    plain: {
      title: 'A Pune SaaS Company Builds Its Demo Pipeline',
      description:
        'Comparison pages, integration content and LinkedIn ads for a Pune B2B SaaS product sold to distributors and manufacturers.',
    },
  },
  {
    slug: 'jaipur-coaching-institute-admissions',
    title: 'A Jaipur Coaching Institute Fills Its Batches',
    description:
      'Season-timed search and YouTube campaigns filled 1,850 seats for a Jaipur coaching institute at 37% lower cost per admission.',
    clientType: 'Competitive-exam coaching institute',
    industry: 'Education',
    city: 'Jaipur',
    plain: {
      title: 'A Jaipur Coaching Institute Times Its Admissions Campaigns',
      description:
        'Season-timed search and YouTube campaigns for a Jaipur competitive-exam coaching institute.',
    },
  },
];

/** The case studies as this build shows them: without a figure where their figures are not shown. */
export const caseStudies: CaseStudyMeta[] = unbasedResultsShown
  ? studies
  : studies.map((study) => (figuresShown(study) ? study : { ...study, ...study.plain }));

/** Every case study as written, for `npm run facts`. */
export const allCaseStudies: readonly CaseStudyMeta[] = studies;
