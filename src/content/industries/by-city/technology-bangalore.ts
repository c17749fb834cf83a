// Technology marketing in Bangalore: SaaS, startups and global capability centres, and how the
// city's software companies build pipeline.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore is where Indian SaaS grew up. Founders here sell to customers in the United States and Europe from offices in HSR Layout and Koramangala, and they compare notes on pipeline, payback periods and product-led growth at every meetup. Marketing is expected to be as measurable as the product itself.',
  ],
  localMarket: [
    'Startups cluster in Koramangala, HSR Layout and Indiranagar; larger product companies and global capability centres fill the tech parks on the Outer Ring Road, in Whitefield, at Manyata Tech Park and in Electronic City. Infosys and Wipro are headquartered here, alongside thousands of smaller IT services firms.',
    'Most SaaS companies sell abroad, so their marketing competes in American and European search results against local vendors. IT services firms fight a different battle, trying to show specialised expertise in a market full of generalists, while GCCs need employer branding to hire in one of the world’s tightest engineering job markets.',
  ],
  clusters: [
    'Koramangala and HSR Layout',
    'Indiranagar',
    'Outer Ring Road',
    'Whitefield',
    'Manyata Tech Park',
    'Electronic City',
  ],
  challenges: [
    {
      title: 'Winning global search from India',
      body: 'Ranking in the United States against local competitors needs content written for those buyers, not Indian English.',
    },
    {
      title: 'Product-led funnels that leak',
      body: 'Free trials and freemium plans attract sign-ups that never activate or pay.',
    },
    {
      title: 'Hiring competition',
      body: 'Marketing teams themselves are hard to hire and retain, so programmes stall when people leave.',
    },
  ],
  strategies: [
    {
      title: 'Content for the buyer’s market',
      body: 'Comparison, alternative and use-case pages written for American and European buyers, with their terminology and pricing norms.',
    },
    {
      title: 'Activation-focused onboarding',
      body: 'Email and in-app sequences that move trial users to their first success, measured against paid conversion.',
    },
    {
      title: 'A documented, handover-ready programme',
      body: 'Playbooks and dashboards that keep marketing running when in-house team members change.',
    },
  ],
  kpis: [
    {
      name: 'Trial-to-paid conversion',
      benchmark: '10% to 20% for B2B SaaS trials',
      why: 'Sign-ups only matter if they become customers.',
    },
    {
      name: 'CAC payback period',
      benchmark: 'Under 12 months for SMB SaaS',
      why: 'Investors and founders judge growth efficiency by it.',
    },
    {
      name: 'Non-brand organic sign-ups from the US',
      benchmark: '20% or more of sign-ups within a year',
      why: 'Shows content is winning in the main target market.',
    },
    {
      name: 'Demo-to-close rate',
      benchmark: '15% to 25% for mid-market deals',
      why: 'Tests whether marketing brings buyers who fit.',
    },
  ],
  caseStudy: {
    title: 'An HSR Layout HR-tech SaaS grows trials that pay',
    situation:
      'An HR software company in HSR Layout selling to small American businesses had plenty of free-trial sign-ups, but fewer than one in twenty became paying customers.',
    actions: [
      'Wrote comparison and use-case pages for American small-business owners',
      'Built onboarding email sequences tied to key activation steps',
      'Shifted paid search budget from sign-ups to activated trials',
    ],
    results: [
      { label: 'Trial-to-paid conversion', value: '4.5% to 13%' },
      { label: 'CAC payback period', value: '19 months to 9 months' },
      { label: 'US organic sign-ups', value: '2.6x' },
    ],
  },
  serviceIds: [
    'service:technology-seo',
    'city-service:seo:bangalore',
    'city-service:email:bangalore',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Can a Bangalore agency write for American buyers?',
      answer:
        'Yes. Our writers work in American English, research competitors in the target market and use the buyer’s terminology and pricing expectations.',
    },
    {
      question: 'Do you work with global capability centres?',
      answer:
        'Yes, mainly on employer branding: careers sites, LinkedIn content and campaigns that help GCCs hire in Bangalore.',
    },
    {
      question: 'How do you measure SaaS marketing?',
      answer:
        'By activated trials, pipeline, new revenue and CAC payback, connected to your CRM and billing data.',
    },
  ],
};
