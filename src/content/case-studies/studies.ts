// Metadata of every case study; the full story of each is in src/content/case-studies/stories.ts.

export interface CaseStudyMeta {
  slug: string;
  title: string;
  description: string;
  clientType: string;
  industry: string;
  city: string;
}

export const caseStudies: CaseStudyMeta[] = [
  {
    slug: 'gurgaon-real-estate-developer-site-visits',
    title: 'A Gurgaon Developer Triples Site Visits',
    description:
      'How a mid-size Gurgaon developer cut cost per site visit by 58% with search ads, project pages and WhatsApp follow-up.',
    clientType: 'Residential real estate developer',
    industry: 'Real Estate',
    city: 'Gurgaon',
  },
  {
    slug: 'bangalore-multispecialty-hospital-appointments',
    title: 'A Bangalore Hospital Doubles Online Bookings',
    description:
      'Local SEO for 38 doctors and three branches took online appointments at a Bangalore hospital from 410 to 960 a month.',
    clientType: 'Multi-specialty hospital',
    industry: 'Healthcare',
    city: 'Bangalore',
  },
  {
    slug: 'surat-textile-exporter-rfqs',
    title: 'A Surat Textile Exporter Wins Overseas RFQs',
    description:
      'Specification-led SEO and LinkedIn outreach brought a Surat fabric exporter 140 qualified export enquiries in six months.',
    clientType: 'Textile manufacturer and exporter',
    industry: 'Textile',
    city: 'Surat',
  },
  {
    slug: 'mumbai-d2c-skincare-roas',
    title: 'A Mumbai D2C Skincare Brand Reaches 4.1x ROAS',
    description:
      'Creative testing on Meta and a rebuilt Shopify checkout lifted a Mumbai skincare brand from 1.9x to 4.1x return on ad spend.',
    clientType: 'Direct-to-consumer skincare brand',
    industry: 'E-commerce',
    city: 'Mumbai',
  },
  {
    slug: 'pune-saas-demo-pipeline',
    title: 'A Pune SaaS Company Builds Its Demo Pipeline',
    description:
      'Comparison pages, integration content and LinkedIn ads grew demo requests for a Pune B2B SaaS product by 3.2x in a year.',
    clientType: 'B2B SaaS company',
    industry: 'IT & Software',
    city: 'Pune',
  },
  {
    slug: 'jaipur-coaching-institute-admissions',
    title: 'A Jaipur Coaching Institute Fills Its Batches',
    description:
      'Season-timed search and YouTube campaigns filled 1,850 seats for a Jaipur coaching institute at 37% lower cost per admission.',
    clientType: 'Competitive-exam coaching institute',
    industry: 'Education',
    city: 'Jaipur',
  },
];
