// Projects shown on the portfolio page: what we built or ran, for whom, and what it achieved. The UI
// draws each cover as an SVG from the colour pair; five projects link to their full case study.
// A project's outcomes are a client result (shared/facts/result-claims.ts): marked as sample data
// without a basis, and left out of a production build with real facts.
import type { PortfolioProject } from './schema';
import { unbasedResultsShown } from '../../../shared/facts/unbased-results';

export const portfolio: PortfolioProject[] = [
  {
    id: 'gurugram-launch-microsite',
    title: 'Launch microsite and WhatsApp lead desk for a residential project',
    category: 'Campaign',
    clientType: 'Residential real estate developer',
    city: 'Gurugram',
    year: 2025,
    serviceIds: ['service:ppc', 'service:web-design', 'service:business-automation'],
    summary:
      'One landing page per project and configuration, showing the HRERA registration, carpet areas, payment plan and a site-visit slot picker, fed by search campaigns on project and locality names along the Dwarka Expressway. Every lead gets a WhatsApp message within a minute and is tracked in the CRM through to the site visit.',
    outcomes: [
      { value: '3.1x', label: 'site visits a month' },
      { value: '-58%', label: 'cost per site visit' },
      { value: '6 min', label: 'time to first contact' },
    ],
    cover: { background: '#1e1b4b', accent: '#f59e0b' },
    caseStudyId: 'case-study:gurgaon-real-estate-developer-site-visits',
  },
  {
    id: 'bengaluru-hospital-doctor-directory',
    title: 'Doctor directory and appointment flow for a three-branch hospital',
    category: 'SEO',
    clientType: 'Multi-specialty hospital',
    city: 'Bengaluru',
    year: 2025,
    serviceIds: ['service:seo/local', 'service:healthcare-seo', 'service:content'],
    summary:
      'A profile page for each of 38 consultants with qualifications, OPD timings and languages spoken, linked to the Google Business Profile of each branch in Whitefield, Jayanagar and Hebbal, and a booking form cut from eleven fields to four.',
    outcomes: [
      { value: '410 → 960', label: 'online appointments a month' },
      { value: '23% → 51%', label: 'booking form completion' },
    ],
    cover: { background: '#0f766e', accent: '#ccfbf1' },
    caseStudyId: 'case-study:bangalore-multispecialty-hospital-appointments',
  },
  {
    id: 'mumbai-skincare-shopify-rebuild',
    title: 'Shopify rebuild and creative testing for a skincare brand',
    category: 'Website',
    clientType: 'Direct-to-consumer skincare brand',
    city: 'Mumbai',
    year: 2025,
    serviceIds: ['service:web-design', 'service:facebook-ads', 'service:social-media'],
    summary:
      'A lighter Shopify theme with nine apps removed, shipping costs shown on the product page, one-click UPI checkout and a WhatsApp confirmation step for cash-on-delivery orders, alongside a weekly Reels testing programme on Meta.',
    outcomes: [
      { value: '1.9x → 4.1x', label: 'return on Meta ad spend' },
      { value: '41% → 63%', label: 'checkout completion' },
      { value: '24% → 13%', label: 'COD return-to-origin rate' },
    ],
    cover: { background: '#fdf2f8', accent: '#be185d' },
    caseStudyId: 'case-study:mumbai-d2c-skincare-roas',
  },
  {
    id: 'surat-fabric-export-catalogue',
    title: 'Specification-led export catalogue for a fabric mill',
    category: 'SEO',
    clientType: 'Textile manufacturer and exporter',
    city: 'Surat',
    year: 2025,
    serviceIds: ['service:manufacturing-seo', 'service:linkedin-ads', 'service:content'],
    summary:
      'Specification pages for 34 fabric qualities, each with composition, GSM, width, weave, MOQ and lead time as text and tables, an RFQ form that takes a tech pack, and LinkedIn outreach to sourcing managers at garment makers in the UAE, Sri Lanka and Europe.',
    outcomes: [
      { value: '140', label: 'qualified export enquiries in six months' },
      { value: '11', label: 'new overseas buyers with orders' },
    ],
    cover: { background: '#312e81', accent: '#a5b4fc' },
    caseStudyId: 'case-study:surat-textile-exporter-rfqs',
  },
  {
    id: 'jaipur-admissions-funnel',
    title: 'Season-timed admissions funnel for a coaching institute',
    category: 'Campaign',
    clientType: 'Competitive-exam coaching institute',
    city: 'Jaipur',
    year: 2025,
    serviceIds: ['service:ppc', 'service:youtube-marketing', 'service:marketing-automation'],
    summary:
      'Search and YouTube campaigns in Hindi and English, timed to board results and exam notifications, with counselling slots booked straight from the landing page and reminder messages to parents.',
    outcomes: [
      { value: '1,850', label: 'seats filled in the season' },
      { value: '-37%', label: 'cost per admission from digital' },
    ],
    cover: { background: '#7c2d12', accent: '#fdba74' },
    caseStudyId: 'case-study:jaipur-coaching-institute-admissions',
  },
  {
    id: 'lucknow-diagnostics-bilingual-site',
    title: 'Bilingual website and home-collection booking for a diagnostic lab chain',
    category: 'Website',
    clientType: 'Diagnostic laboratory chain',
    city: 'Lucknow',
    year: 2026,
    serviceIds: ['service:web-design', 'service:seo/local'],
    summary:
      'A Hindi and English site with a test catalogue that states preparation, report time and price for each test, a home sample collection booking form by pincode, and a Google Business Profile for each of 34 collection centres across Lucknow, Kanpur and Barabanki.',
    outcomes: [
      { value: '3.4x', label: 'home-collection bookings online' },
      { value: '1.8 s', label: 'largest contentful paint on 4G' },
    ],
    cover: { background: '#ecfeff', accent: '#0e7490' },
  },
  {
    id: 'kolkata-restaurant-direct-ordering',
    title: 'Menu site with direct ordering for a restaurant group',
    category: 'Website',
    clientType: 'Restaurant group with three outlets',
    city: 'Kolkata',
    year: 2024,
    serviceIds: ['service:web-design', 'service:food-restaurant-seo'],
    summary:
      'A fast menu site with Menu and Restaurant schema, direct ordering for Park Street, Salt Lake and New Town outlets, and a loyalty offer that moves repeat customers off the delivery apps.',
    outcomes: [
      { value: '18%', label: 'of delivery orders placed directly' },
      { value: '2.6x', label: 'calls from Google Maps' },
    ],
    cover: { background: '#450a0a', accent: '#fca5a5' },
  },
  {
    id: 'chennai-oem-account-based-campaign',
    title: 'Account-based LinkedIn campaign for an auto-components maker',
    category: 'Campaign',
    clientType: 'Auto-components manufacturer',
    city: 'Chennai',
    year: 2026,
    serviceIds: ['service:linkedin-ads', 'service:content'],
    summary:
      'LinkedIn campaigns aimed at purchase and quality heads at 140 named vehicle makers and Tier-1 suppliers, with case studies on machining tolerances and PPAP documentation as the offer instead of a brochure.',
    outcomes: [
      { value: '23', label: 'requests for quotation in one quarter' },
      { value: '2', label: 'running supply contracts' },
    ],
    cover: { background: '#0f172a', accent: '#2dd4bf' },
  },
  {
    id: 'hyderabad-cafe-reels',
    title: 'Reels programme and brand refresh for a café chain',
    category: 'Social',
    clientType: 'Café chain with six outlets',
    city: 'Hyderabad',
    year: 2025,
    serviceIds: ['service:social-media', 'service:facebook-ads'],
    summary:
      'A refreshed visual identity and a weekly Reels plan shot in the outlets in Jubilee Hills, Gachibowli and Kondapur, with Instagram offers redeemed at the counter so every post could be tied to visits.',
    outcomes: [
      { value: '8,200 → 41,000', label: 'Instagram followers in a year' },
      { value: '3,900', label: 'offers redeemed in outlets' },
    ],
    cover: { background: '#422006', accent: '#fde68a' },
  },
  {
    id: 'noida-edtech-lead-scoring',
    title: 'HubSpot lead scoring and nurture journeys for an edtech company',
    category: 'Automation',
    clientType: 'Online upskilling platform',
    city: 'Noida',
    year: 2026,
    serviceIds: ['service:marketing-automation', 'service:email'],
    summary:
      'Lead scoring in HubSpot from course-page visits, webinar attendance and form answers, with email and WhatsApp journeys for leads not yet ready to talk and instant routing of hot leads to counsellors.',
    outcomes: [
      { value: '-41%', label: 'counsellor time spent on unqualified calls' },
      { value: '+29%', label: 'enrolments from the same lead volume' },
    ],
    cover: { background: '#eef2ff', accent: '#4338ca' },
  },
  {
    id: 'indore-freight-crm-automation',
    title: 'Zoho CRM and WhatsApp automation for a freight company',
    category: 'Automation',
    clientType: 'Road freight and warehousing company',
    city: 'Indore',
    year: 2026,
    serviceIds: ['service:business-automation'],
    summary:
      'Quote requests from the website, email and IndiaMART land in Zoho CRM with the right branch, trigger a WhatsApp acknowledgement to the customer and alert the branch head, with a daily digest of anything unanswered.',
    outcomes: [
      { value: '25 hours', label: 'saved each week by coordinators' },
      { value: '0', label: 'quote requests lost over weekends since launch' },
    ],
    cover: { background: '#f0fdf4', accent: '#15803d' },
  },
];

/** A project as this build shows it: its outcomes, marked when they have no basis, or none. */
export type ShownProject = Omit<PortfolioProject, 'outcomes'> & {
  outcomes?: PortfolioProject['outcomes'];
  marked?: true;
};

/** A project as this build shows it. */
export function shownProject(project: PortfolioProject): ShownProject {
  if (project.basis) return project;
  const { outcomes, ...rest } = project;
  return unbasedResultsShown ? { ...rest, outcomes, marked: true } : rest;
}

/** The projects as this build shows them. */
export const shownPortfolio: ShownProject[] = portfolio.map(shownProject);
