// Content of the Business Development page (/services/business-development): outbound and partnership programmes.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    "Business development is the work of creating opportunities that inbound marketing will not bring on its own: meetings with target accounts, new markets, channel partners and distributors. We run it as a structured programme rather than cold-calling from a purchased database. It starts with research on who buys from you and why, builds accurate account and contact lists, and runs personalised outreach across email, LinkedIn and phone until meetings land in your sales team's calendar.",
    'Indian B2B sales still run on relationships and referrals, so outreach has to earn a reply from a busy founder, plant head or procurement manager. We write sequences that lead with something useful (a benchmark, a relevant case study, an observation about their business), respect opt-outs, and comply with DPDP Act principles on purpose and data minimisation. For firms entering new markets, such as an Indian IT company targeting the UAE or a manufacturer looking for distributors in Tier-2 cities, we build the market map and partner shortlist too.',
  ],
  audience: [
    'B2B companies whose pipeline depends on founder referrals and needs a repeatable source of meetings',
    'IT services, SaaS and consulting firms targeting the Middle East, the US, the UK or Europe from India',
    'Manufacturers and brands looking for distributors, dealers or channel partners in new states',
    'Start-ups after a funding round that need to prove a sales motion quickly',
    'Companies with a sales team but no SDR function to fill its calendar',
  ],
  deliverables: [
    {
      title: 'Ideal customer profile',
      detail:
        'Firmographics, buying triggers and personas, built from your best existing customers.',
    },
    {
      title: 'Account and contact lists',
      detail:
        'Researched, verified lists of target companies and decision makers, refreshed monthly.',
    },
    {
      title: 'Outreach sequences',
      detail: 'Personalised multi-step email, LinkedIn and call sequences by persona and market.',
    },
    {
      title: 'Sending infrastructure',
      detail:
        'Separate outreach domains, authentication and warm-up that protect your main domain.',
    },
    {
      title: 'Appointment setting',
      detail: "Replies handled, meetings qualified and booked into your team's calendars.",
    },
    {
      title: 'Sales enablement',
      detail: 'Pitch decks, one-pagers, case studies and objection-handling notes.',
    },
    {
      title: 'Partner programme',
      detail: 'Distributor or channel partner shortlists, outreach and onboarding kits.',
    },
    {
      title: 'Pipeline reporting',
      detail: 'Reply rates, meetings, opportunities and revenue by segment and sequence.',
    },
  ],
  process: [
    {
      title: 'Research',
      body: 'We study your won deals, markets and competitors to define who to target and why they would buy.',
    },
    {
      title: 'Build lists and messaging',
      body: 'Verified account lists, personas and sequences, approved by you before any outreach.',
    },
    {
      title: 'Set up infrastructure',
      body: 'Outreach domains, CRM integration and warm-up, with tracking in place.',
    },
    {
      title: 'Run outreach',
      body: 'Sequences go out in controlled volumes, replies are handled daily and meetings booked.',
    },
    {
      title: 'Refine',
      body: 'Weekly reviews of reply and meeting rates decide which segments and messages to scale.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Ideal customer profile, first lists and sequences approved; domains warmed up and first outreach sent.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Steady flow of qualified meetings; messaging sharpened on reply data; first opportunities in the pipeline.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Deals closing from outbound, new segments or markets added and a playbook your team can run.',
    },
  ],
  pricing: [
    {
      name: 'Outbound',
      startingFromInr: 60000,
      unit: 'per month',
      includes: [
        'One market and two personas',
        'Up to 800 verified contacts a month',
        'Email and LinkedIn sequences',
        'Reply handling and meeting booking',
        'Weekly pipeline report',
      ],
      bestFor: 'B2B firms building their first repeatable outbound channel',
    },
    {
      name: 'Growth programme',
      startingFromInr: 1_20_000,
      unit: 'per month',
      includes: [
        'Up to three markets or segments',
        'Calling added to sequences',
        'Sales enablement materials',
        'Partner or distributor outreach',
        'CRM integration and reporting',
        'Fortnightly strategy review',
      ],
      bestFor: 'Companies entering new markets or building a channel network',
    },
  ],
  pricingNote:
    'Fees exclude GST and data or tool subscriptions. International markets, senior personas that need more research, calling in regional languages and partner programmes add cost. We do not charge per meeting, because that rewards booking unqualified calls.',
  tools: [
    'LinkedIn Sales Navigator',
    'Apollo.io',
    'Clay',
    'Lemlist',
    'HubSpot Sales Hub',
    'Zoho CRM',
    'Google Workspace',
    'Calendly',
  ],
  faqs: [
    {
      question: 'Is cold outreach legal in India?',
      answer:
        'B2B email outreach is lawful when it is relevant, honest about who you are and honours opt-outs. Under the DPDP Act we limit data to what is needed and delete it on request. Promotional SMS and calls must follow TRAI rules, including the DND registry.',
    },
    {
      question: 'How many meetings can we expect?',
      answer:
        "It depends on market and offer, but most programmes book 8 to 25 qualified meetings a month by month three. We set targets after the first month's reply data.",
    },
    {
      question: 'Where do the contact lists come from?',
      answer:
        'We build them from LinkedIn Sales Navigator, company websites and data tools such as Apollo, verify every email, and check each account against your criteria. We never use bought bulk databases.',
    },
    {
      question: 'Will outreach damage our email reputation?',
      answer:
        'No. We send from separate outreach domains with proper authentication and controlled volumes, so your main domain is protected.',
    },
    {
      question: 'Can you help us find distributors in other states?',
      answer:
        'Yes. We map distributors and dealers by region and category, contact them with a partner proposal, and organise introductory meetings for your team.',
    },
  ],
  related: [
    'service:linkedin-ads',
    'service:marketing-automation',
    'service:b2b-seo',
    'service:content',
  ],
  quoteService: 'business-development',
  deliverableSample: {
    kind: 'steps',
    title: 'outbound sequence',
    client: 'a Coimbatore pump exporter',
    steps: [
      {
        when: 'Day 1',
        what: 'LinkedIn: connect with a note',
        detail: 'procurement heads, 40 a week',
      },
      {
        when: 'Day 3',
        what: 'Email: spec sheet for their plant',
        detail: 'named product, no attachment',
      },
      {
        when: 'Day 8',
        what: 'Email: a buyer in their region',
        detail: 'short case, one question',
      },
      {
        when: 'Day 12',
        what: 'Call: qualify need and timeline',
        detail: 'by our SDR, logged in CRM',
      },
      {
        when: 'Day 15',
        what: 'Meeting booked with your team',
        detail: 'brief sent before the call',
      },
    ],
  },
  highlight: {
    value: '14',
    label: 'median qualified meetings a month from month three of our outbound programmes in 2025',
  },
};
