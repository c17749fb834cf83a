// Content of the Email Marketing page (/services/email): campaigns, automated journeys and deliverability.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Email is the channel you own. No algorithm decides whether subscribers see you, no auction sets the price, and a well-built list keeps paying for itself: a welcome series that turns first-time visitors into buyers, abandoned cart reminders, post-purchase care, win-back offers and a newsletter people actually open. For most online stores it drives a fifth or more of revenue once automated journeys are in place.',
    'We set up and run the whole programme. That starts with deliverability, because the best email fails if it lands in spam: SPF, DKIM and DMARC on your domain, warm-up for new sending domains and compliance with the Gmail and Yahoo bulk-sender rules in force since 2024. Then come segmentation by behaviour and value, automated journeys, campaigns planned around your calendar and Indian sale seasons, and designs that render on Gmail for Android, where most of your Indian readers open.',
    'Where email alone is not enough, we connect it with WhatsApp and SMS, so an abandoned cart gets an email first and a WhatsApp message later, without the customer getting the same nudge three times.',
  ],
  audience: [
    'Online stores on Shopify or WooCommerce with traffic but no abandoned cart or post-purchase emails',
    'B2B firms with a database of past enquiries that nobody contacts',
    'Brands whose emails land in the Promotions tab or spam and whose open rates keep falling',
    'Publishers, educators and SaaS companies growing newsletters and trial-to-paid conversion',
    'Businesses moving from bulk-mailing lists to consent-based marketing ahead of DPDP Act enforcement',
  ],
  deliverables: [
    {
      title: 'Deliverability set-up',
      detail:
        'SPF, DKIM, DMARC, a custom sending domain, list hygiene and Google Postmaster Tools monitoring.',
    },
    {
      title: 'Platform set-up or migration',
      detail:
        'Klaviyo, Mailchimp, Brevo, Zoho Campaigns or HubSpot configured and connected to your store or CRM.',
    },
    {
      title: 'Automated journeys',
      detail:
        'Welcome, browse and cart abandonment, post-purchase, replenishment, win-back and lead nurture flows.',
    },
    {
      title: 'Segmentation',
      detail:
        'Segments by purchase history, engagement, location and value, so each email suits its reader.',
    },
    {
      title: 'Campaign calendar',
      detail:
        'Newsletters and promotional sends planned around launches, festivals and sale periods.',
    },
    {
      title: 'Email design',
      detail:
        'Mobile-first templates tested in Gmail, Outlook and Apple Mail, with dark mode support.',
    },
    {
      title: 'Sign-up growth',
      detail: 'Pop-ups, lead magnets and checkout opt-ins with clear consent wording.',
    },
    {
      title: 'Revenue reporting',
      detail: 'Revenue per recipient, flow revenue and list growth each month.',
    },
  ],
  process: [
    {
      title: 'Audit',
      body: 'We review your platform, authentication, list quality, existing flows and past campaigns.',
    },
    {
      title: 'Fix foundations',
      body: 'Authentication, list cleaning and consent records come first, so every later email reaches the inbox.',
    },
    {
      title: 'Build core journeys',
      body: 'Automations with the largest revenue impact go live first, usually cart abandonment and welcome.',
    },
    {
      title: 'Run campaigns',
      body: 'A monthly calendar of sends, each tested on subject line, timing or content.',
    },
    {
      title: 'Optimise',
      body: 'Monthly reviews of flow performance, deliverability and segments decide the next improvements.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Authentication fixed, platform connected, list cleaned and the first two journeys live.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'All core journeys running, regular campaigns on schedule and email revenue measurable.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Refined segments and tests lift revenue per recipient; email becomes a predictable share of sales.',
    },
  ],
  pricing: [
    {
      name: 'Set-up',
      startingFromInr: 40000,
      unit: 'one-off',
      includes: [
        'Domain authentication and deliverability',
        'Platform set-up and integrations',
        '3 automated journeys',
        'Branded email templates',
        'Sign-up forms with consent capture',
      ],
      bestFor: 'Businesses launching email properly for the first time',
    },
    {
      name: 'Managed',
      startingFromInr: 20000,
      unit: 'per month',
      includes: [
        '4 campaigns a month',
        'Journey monitoring and monthly improvements',
        'List hygiene',
        'A/B testing',
        'Monthly revenue report',
      ],
      bestFor: 'Stores and service firms with journeys in place',
    },
    {
      name: 'Lifecycle',
      startingFromInr: 45000,
      unit: 'per month',
      includes: [
        '8 or more campaigns a month',
        'Advanced segmentation and personalisation',
        'WhatsApp and SMS coordination',
        'New journeys every quarter',
        'Dedicated lifecycle marketer',
        'Fortnightly review',
      ],
      bestFor: 'D2C brands where retention drives growth',
    },
  ],
  pricingNote:
    'Fees exclude GST and your email platform subscription, which you pay directly. List size, number of journeys, campaign volume, design complexity and WhatsApp or SMS integration (SMS needs DLT template registration in India) set the price.',
  tools: [
    'Klaviyo',
    'Mailchimp',
    'Brevo',
    'Zoho Campaigns',
    'HubSpot',
    'Google Postmaster Tools',
    'MXToolbox',
    'Litmus',
    'Figma',
    'GA4',
  ],
  faqs: [
    {
      question: 'Why are our emails going to spam?',
      answer:
        'Common causes are missing SPF, DKIM or DMARC records, sending to old or purchased lists, high complaint rates and sudden volume spikes. We check each and fix the root cause rather than just rewording subject lines.',
    },
    {
      question: 'Which email platform should we use?',
      answer:
        'Klaviyo suits Shopify stores, Mailchimp or Brevo suit smaller lists on a budget, and HubSpot or Zoho suit B2B firms that want email inside their CRM. We recommend based on your stack and list size.',
    },
    {
      question: 'Can we email people whose addresses we bought?',
      answer:
        'We advise against it. Purchased lists damage deliverability, and the DPDP Act 2023 requires clear consent for processing personal data. We help you grow a list people chose to join.',
    },
    {
      question: 'How often should we send emails?',
      answer:
        'Automated journeys run as customers act. For campaigns, most brands do well with one to two emails a week, more around sales. Engagement data tells us when to send more or fewer.',
    },
    {
      question: 'Do people in India still read email?',
      answer:
        'Yes, especially for orders, work and considered purchases. Open rates are lower than in some markets, so we pair email with WhatsApp for time-sensitive messages.',
    },
  ],
  related: [
    'service:marketing-automation',
    'service:content',
    'service:ecommerce-seo',
    'service:facebook-ads',
  ],
  quoteService: 'email',
  deliverableSample: {
    kind: 'steps',
    title: 'welcome flow',
    client: 'a Bangalore coffee subscription',
    steps: [
      {
        when: 'Day 0',
        what: 'Welcome and your first brew guide',
        detail: 'sent at sign-up',
      },
      {
        when: 'Day 2',
        what: 'How to pick your roast',
        detail: 'links a 3-question quiz',
      },
      {
        when: 'Day 5',
        what: 'Our farms in Chikmagalur',
        detail: 'story email, no discount',
      },
      {
        when: 'Day 9',
        what: '10% off your first box',
        detail: 'only if no order yet',
      },
      {
        when: 'Day 14',
        what: 'Reply: what stopped you?',
        detail: 'plain text, from the founder',
      },
    ],
  },
  highlight: {
    value: '24%',
    label:
      'average share of online store revenue from email six months after we set up automated journeys',
  },
};
