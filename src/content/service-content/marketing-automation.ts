// Content of the Marketing Automation page (/services/marketing-automation): CRM set-up, lead scoring and nurture journeys.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Marketing automation is the system that catches every lead, scores it, nurtures it until it is ready to buy and hands it to sales at the right moment, with the full history attached. Without it, leads from ads, SEO, portals and events sit in inboxes and spreadsheets, fast follow-ups depend on who is at their desk, and marketing and sales argue about lead quality with no data to settle it.',
    'We implement and run it on HubSpot, Zoho CRM and Zoho Marketing Automation, Salesforce with Account Engagement, and LeadSquared, which is widely used by Indian education, financial services and real estate teams. The work covers CRM architecture, lead capture from every source, scoring rules agreed with sales, nurture journeys across email and WhatsApp, sales alerts, and closed-loop reporting that shows which campaigns produced revenue rather than just leads.',
  ],
  audience: [
    'B2B companies with long sales cycles where most leads are not ready to buy on first contact',
    'Education institutes, NBFCs and real estate developers handling thousands of leads a month',
    'Businesses that bought HubSpot, Zoho or Salesforce but use it as an expensive contact list',
    'Marketing teams that cannot show which campaigns produce revenue',
    'Sales teams complaining about lead quality without a shared definition of a qualified lead',
  ],
  deliverables: [
    {
      title: 'CRM architecture',
      detail:
        'Pipelines, lifecycle stages, properties and ownership rules designed around your sales process.',
    },
    {
      title: 'Lead capture',
      detail:
        'Forms, ad platforms, portals, chat and call tracking feeding one database with de-duplication.',
    },
    {
      title: 'Lead scoring',
      detail: 'Fit and engagement scoring agreed with sales, with a clear threshold for hand-over.',
    },
    {
      title: 'Nurture journeys',
      detail: 'Email and WhatsApp sequences by persona, product and stage, triggered by behaviour.',
    },
    {
      title: 'Sales alerts and tasks',
      detail:
        'Instant alerts and follow-up tasks when a lead crosses the threshold or revisits pricing pages.',
    },
    {
      title: 'Closed-loop reporting',
      detail: 'Revenue by source, campaign and journey, and conversion rates between stages.',
    },
    {
      title: 'Migration and clean-up',
      detail: 'Data moved from spreadsheets or an old CRM, de-duplicated and standardised.',
    },
  ],
  process: [
    {
      title: 'Align sales and marketing',
      body: 'A workshop to define lifecycle stages, a qualified lead and the hand-over service level.',
    },
    {
      title: 'Design the system',
      body: 'CRM structure, integrations, scoring and journeys documented before anything is built.',
    },
    {
      title: 'Build and migrate',
      body: 'Configuration, integrations and data migration, tested with real leads.',
    },
    {
      title: 'Launch journeys',
      body: 'Nurture sequences and alerts go live in phases, starting with the highest-volume lead sources.',
    },
    {
      title: 'Optimise',
      body: 'Monthly reviews of conversion between stages, journey performance and scoring accuracy.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Stages and definitions agreed, CRM configured and lead capture from all sources flowing into one place.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Scoring and the first nurture journeys live; sales receives alerts and follow-up speed improves.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Closed-loop reports show revenue by campaign, and journeys are refined to lift conversion at each stage.',
    },
  ],
  pricing: [
    {
      name: 'Implementation',
      startingFromInr: 60000,
      unit: 'one-off',
      includes: [
        'CRM set-up for one pipeline',
        'Lead capture from up to 5 sources',
        'Basic lead scoring',
        '2 nurture journeys',
        'Sales alerts',
        'Team training',
      ],
      bestFor: 'Small teams moving from spreadsheets to a CRM',
    },
    {
      name: 'Managed automation',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'Journey building and optimisation',
        'Scoring reviews with sales',
        'Email and WhatsApp content',
        'Monthly funnel reports',
        'CRM administration',
      ],
      bestFor: 'Companies with a CRM in place that need it run well',
    },
    {
      name: 'Revenue operations',
      startingFromInr: 80000,
      unit: 'per month',
      includes: [
        'Multiple pipelines, products or business units',
        'Advanced scoring and routing',
        'Account-based journeys',
        'Attribution and revenue reporting',
        'Dedicated automation specialist',
        'Fortnightly review',
      ],
      bestFor: 'Mid-size and large sales organisations',
    },
  ],
  pricingNote:
    'Fees exclude GST and CRM licences, which you buy from the vendor (we can advise on editions). Data migration volume, number of integrations, custom objects and the number of journeys and languages determine the price.',
  tools: [
    'HubSpot',
    'Zoho CRM',
    'Zoho Marketing Automation',
    'Salesforce',
    'LeadSquared',
    'WhatsApp Business API',
    'Zapier',
    'Looker Studio',
  ],
  faqs: [
    {
      question: 'HubSpot, Zoho or Salesforce: which should we choose?',
      answer:
        'Zoho gives the most for the money for Indian SMEs, HubSpot is easiest for marketing teams, Salesforce suits complex enterprise processes, and LeadSquared is strong for high-volume education and lending. We recommend after seeing your process.',
    },
    {
      question: 'What is lead scoring and do we need it?',
      answer:
        'A points system that ranks leads by fit and behaviour, so sales calls the ready ones first. If you get more leads than sales can call in a day, you need it.',
    },
    {
      question: 'Can nurture journeys use WhatsApp?',
      answer:
        'Yes, through the WhatsApp Business API with opt-in and pre-approved templates. We combine it with email, using WhatsApp for time-sensitive and high-intent steps.',
    },
    {
      question: 'How long does CRM implementation take?',
      answer:
        'A focused set-up takes four to six weeks. Larger projects with migration and several teams take two to three months.',
    },
    {
      question: 'Can you fix a CRM someone else set up?',
      answer:
        'Yes. We audit the existing set-up, keep what works, clean the data and rebuild the parts causing problems without losing history.',
    },
  ],
  related: [
    'service:email',
    'service:business-automation',
    'service:linkedin-ads',
    'service:ppc',
    'service:business-development',
  ],
  quoteService: 'marketing-automation',
  deliverableSample: {
    kind: 'steps',
    title: 'lead nurture journey',
    client: 'a Pune MBA college',
    steps: [
      {
        when: 'Day 0',
        what: 'Enquiry lands in the CRM',
        detail: 'source and programme recorded',
      },
      {
        when: 'Day 0',
        what: 'WhatsApp: brochure and fees',
        detail: 'within two minutes',
      },
      {
        when: 'Day 1',
        what: 'Counsellor call task',
        detail: 'score +20 if answered',
      },
      {
        when: 'Day 3',
        what: 'Email: placement report',
        detail: 'score +10 on click',
      },
      {
        when: 'Day 7',
        what: 'Invite to campus visit',
        detail: 'sent when score reaches 50',
      },
    ],
  },
  highlight: {
    value: '2.3x',
    label:
      'average lift in lead-to-customer conversion within a year of our CRM and nurture set-ups',
  },
};
