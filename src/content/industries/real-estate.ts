// Industry page content for real estate: how builders, developers and brokers in India win site
// visits and bookings online, and the RERA rules their marketing must follow.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Indian homebuyers now shortlist projects online long before they visit a sales office. They compare price per square foot on portals, watch walkthrough videos on YouTube, check RERA registrations and read resident reviews, then book a site visit for two or three projects at most. A developer who is not on that shortlist never gets the chance to sell.',
    'Digital marketing for real estate is therefore judged on site visits and bookings, not on lead counts. Portals such as 99acres, MagicBricks and Housing.com produce large volumes of shared leads; a developer’s own search, social and website channels produce fewer, more exclusive ones. The best programmes use both and measure each against bookings.',
    'We work with developers launching residential and commercial projects, with channel partners and brokers, and with plotted-development and farmhouse sellers around growing cities such as Gurugram, Pune, Bangalore and Hyderabad.',
  ],
  challenges: [
    {
      title: 'Lead volume without intent',
      body: 'Lead forms on Meta can deliver hundreds of names a day, many of whom never answer the phone. Sales teams burn out and stop calling.',
    },
    {
      title: 'Launch spikes and long tails',
      body: 'Budgets peak at launch and collapse afterwards, leaving unsold inventory with no steady source of enquiries.',
    },
    {
      title: 'Portal dependence',
      body: 'Leads bought from portals are often shared with competing brokers and projects, so conversion rates fall and costs rise.',
    },
    {
      title: 'Slow follow-up',
      body: 'Enquiries that wait more than an hour for a call convert a fraction as often as those answered within minutes.',
    },
  ],
  strategies: [
    {
      title: 'Project pages that answer the buyer',
      body: 'Price ranges, floor plans, possession dates, RERA numbers, location maps and commute times on one fast page, so buyers qualify themselves before they call.',
    },
    {
      title: 'Search campaigns on project and locality terms',
      body: 'Google Ads on "3 BHK in Sector 79" or "flats near Hinjewadi Phase 3", with negative keywords for rentals and resale, bring buyers who are already comparing.',
    },
    {
      title: 'Qualified lead forms and instant response',
      body: 'Budget and timeline questions in forms, plus a WhatsApp message and call within five minutes from the CRM, lift the share of leads who visit.',
    },
    {
      title: 'Video walkthroughs and locality content',
      body: 'YouTube tours of sample flats and guides to schools, hospitals and infrastructure around the project keep buyers engaged through a months-long decision.',
    },
  ],
  kpis: [
    {
      name: 'Cost per lead',
      benchmark: '₹500 to ₹1,500 for mid-segment housing; ₹1,500 to ₹4,000 for luxury',
      why: 'Useful for budgeting, but meaningless without the next two numbers.',
    },
    {
      name: 'Lead-to-site-visit rate',
      benchmark: '6% to 12%',
      why: 'Shows whether campaigns attract real buyers and whether sales follows up fast.',
    },
    {
      name: 'Cost per site visit',
      benchmark: '₹8,000 to ₹25,000 depending on ticket size',
      why: 'The truest measure of marketing efficiency in real estate.',
    },
    {
      name: 'Site-visit-to-booking rate',
      benchmark: '8% to 15%',
      why: 'Reflects product, pricing and sales skill as well as lead quality.',
    },
    {
      name: 'Marketing cost as a share of sales value',
      benchmark: '1.5% to 3%',
      why: 'Keeps launch spending in proportion to the revenue it creates.',
    },
  ],
  caseStudy: {
    title: 'A Gurgaon developer triples its site visits',
    situation:
      'A mid-size residential developer in Gurgaon relied on portal leads and broad Meta lead forms. Its sales team was calling hundreds of uninterested names and site visits were flat.',
    actions: [
      'Rebuilt the project pages with prices, floor plans, RERA details and commute maps',
      'Moved budget to Google search campaigns on project, sector and configuration keywords',
      'Connected forms to WhatsApp follow-up within minutes of every enquiry',
      'Reported weekly on cost per site visit instead of cost per lead',
    ],
    results: [
      { label: 'Site visits', value: '3x' },
      { label: 'Cost per site visit', value: '58% lower' },
    ],
  },
  caseStudyId: 'case-study:gurgaon-real-estate-developer-site-visits',
  regulations: [
    {
      title: 'RERA registration in every advertisement',
      body: 'Under the Real Estate (Regulation and Development) Act, 2016, projects must be registered before they are advertised, and each ad must show the RERA registration number and the authority’s website. Several state authorities, including MahaRERA, also require a QR code.',
    },
    {
      title: 'Consent for calls and messages',
      body: 'The Digital Personal Data Protection Act, 2023 requires clear consent for using lead data, and TRAI’s commercial communication rules require registered SMS templates and respect for do-not-disturb preferences.',
    },
  ],
  serviceIds: [
    'service:real-estate-seo',
    'service:ppc',
    'service:facebook-ads',
    'service:youtube-marketing',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'Should developers stop buying portal leads?',
      answer:
        'Not necessarily. Portals reach active buyers, but their leads are often shared. We compare cost per booking across portals and your own channels and shift budget to whichever performs best.',
    },
    {
      question: 'How much should we spend on a project launch?',
      answer:
        'A common rule is 1.5% to 3% of the expected sales value over the campaign, with the heaviest spend in the first eight to twelve weeks.',
    },
    {
      question: 'Can you market plots and farmhouses too?',
      answer:
        'Yes. Plotted developments and farmhouses need different messages, often around investment value and approvals, and we build campaigns for them separately.',
    },
    {
      question: 'How quickly will we see site visits?',
      answer:
        'Search campaigns usually produce the first visits within two to three weeks of launch, once tracking and follow-up are in place.',
    },
  ],
};
