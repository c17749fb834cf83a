// Content of the Business Automation page (/services/business-automation): connecting everyday tools and cutting busywork.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'Business automation removes the copy-and-paste work between the tools you already pay for. A lead arrives from IndiaMART and has to be typed into the CRM; an order on the website needs a GST invoice in Tally or Zoho Books; a payment reminder goes out by hand every Monday; someone forwards purchase requests for approval on WhatsApp and hopes they get answered. Each task takes minutes, but together they cost a team hours every day and create the errors customers notice.',
    'We map how work actually flows through your business, then connect the systems so data moves once and correctly: CRM, accounting, payment gateway, e-commerce platform, Google Workspace, WhatsApp Business API and the portals your leads come from. We use Zapier, Make or n8n where they fit, and custom code or Google Apps Script when volume, cost or data sensitivity calls for it. Every automation is documented, monitored and built so a failed step alerts someone instead of failing silently.',
  ],
  audience: [
    'SMEs where staff re-type orders, leads or invoices between two or more systems',
    'Manufacturers and traders receiving enquiries from IndiaMART, TradeIndia and JustDial that go unanswered for hours',
    'Service businesses chasing payments manually by phone and WhatsApp',
    'Companies whose approvals for purchases, discounts or leave live in chat threads',
    'Growing teams that outgrew spreadsheets but are not ready for an ERP',
  ],
  deliverables: [
    {
      title: 'Process mapping',
      detail: 'Current workflows documented with the time each step takes and where errors happen.',
    },
    {
      title: 'Lead capture automation',
      detail:
        'Enquiries from portals, forms, ads and WhatsApp routed into your CRM and assigned in seconds.',
    },
    {
      title: 'Invoicing and payments',
      detail:
        'GST invoices generated from orders, UPI payment links sent and reconciled automatically.',
    },
    {
      title: 'WhatsApp notifications',
      detail:
        'Order updates, appointment reminders and payment reminders on approved WhatsApp templates.',
    },
    {
      title: 'Approval workflows',
      detail: 'Requests routed to the right approver with reminders and an audit trail.',
    },
    {
      title: 'Dashboards',
      detail:
        'Live views of leads, orders, collections and team workload in Google Sheets or Looker Studio.',
    },
    {
      title: 'Documentation and monitoring',
      detail: 'Every workflow documented, with error alerts and a monthly health check.',
    },
  ],
  process: [
    {
      title: 'Map',
      body: 'We interview the people who do the work and map each process step by step.',
    },
    {
      title: 'Prioritise',
      body: 'Automations are ranked by hours saved and error risk, with a clear cost for each.',
    },
    {
      title: 'Build and test',
      body: 'Workflows are built in a test environment and checked against real cases, including edge cases.',
    },
    {
      title: 'Roll out',
      body: 'We switch over one process at a time and train the team on what changes.',
    },
    {
      title: 'Monitor',
      body: 'Alerts catch failures, and monthly reviews find the next process to automate.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Processes mapped and the first two or three automations live, usually lead capture and notifications.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Invoicing, payments and approvals automated; hours saved each week measured against the baseline.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Dashboards replace manual reports and the team suggests new automations themselves.',
    },
  ],
  pricing: [
    {
      name: 'Quick wins',
      startingFromInr: 40000,
      unit: 'per project',
      includes: [
        'Process mapping for one team',
        'Up to 3 automations',
        'Lead capture into your CRM',
        'WhatsApp or email notifications',
        'Documentation and handover',
      ],
      bestFor: 'Small businesses automating their most painful task first',
    },
    {
      name: 'Operations',
      startingFromInr: 1_20_000,
      unit: 'per project',
      includes: [
        'Mapping across sales, accounts and operations',
        'Up to 10 connected workflows',
        'Invoicing and payment reconciliation',
        'Approval workflows',
        'Live dashboard',
        'Team training',
      ],
      bestFor: 'SMEs with several teams and systems',
    },
    {
      name: 'Maintenance',
      startingFromInr: 15000,
      unit: 'per month',
      includes: [
        'Monitoring and error handling',
        'Fixes when connected tools change',
        'Up to 6 hours of changes a month',
        'Monthly health report',
      ],
      bestFor: 'Keeping automations running as the business grows',
    },
  ],
  pricingNote:
    'Prices exclude GST and subscription costs for Zapier, Make, n8n hosting or WhatsApp messaging. Number of systems, data volumes, custom code and older software without APIs raise the cost; self-hosted n8n often lowers running costs for high volumes.',
  tools: [
    'Zapier',
    'Make',
    'n8n',
    'Google Apps Script',
    'Zoho Flow',
    'Zoho Books',
    'Tally Prime',
    'Razorpay',
    'WhatsApp Business API',
    'Airtable',
    'Google Workspace',
  ],
  faqs: [
    {
      question: 'Can you connect Tally to our other systems?',
      answer:
        "Yes, through Tally's XML and ODBC interfaces or connector tools, so sales orders and invoices can sync with your CRM or store without re-typing.",
    },
    {
      question: 'Zapier, Make or n8n: which is best?',
      answer:
        'Zapier is easiest for simple flows, Make handles complex logic at lower cost, and n8n can be self-hosted, which suits high volumes and sensitive data. We pick per workflow.',
    },
    {
      question: 'Can IndiaMART and JustDial leads go straight into our CRM?',
      answer:
        'Yes. IndiaMART offers a lead pull API, and other portals can be captured from notification emails. Leads are assigned and the salesperson alerted on WhatsApp within a minute.',
    },
    {
      question: 'What happens when an automation breaks?',
      answer:
        'Every workflow has error alerts to a named person, and failed items are queued for retry, so nothing is lost silently. Maintenance plans include fixing breakages.',
    },
    {
      question: 'Do we need to change our software?',
      answer:
        'Usually not. We connect what you already use. Where a tool has no way to connect, we suggest the smallest change that works.',
    },
  ],
  related: [
    'service:ai-automation',
    'service:marketing-automation',
    'service:web-design',
    'service:manufacturing-seo',
  ],
  quoteService: 'business-automation',
  deliverableSample: {
    kind: 'steps',
    title: 'order-to-invoice automation',
    client: 'a Ludhiana knitwear wholesaler',
    steps: [
      {
        when: 'Step 1',
        what: 'Order arrives on WhatsApp or email',
        detail: 'parsed into a Google Sheet',
      },
      {
        when: 'Step 2',
        what: 'Stock checked in Tally',
        detail: 'shortfalls flagged to purchase',
      },
      {
        when: 'Step 3',
        what: 'GST invoice created',
        detail: 'Zoho Books, e-invoice IRN',
      },
      {
        when: 'Step 4',
        what: 'Dispatch note to the warehouse',
        detail: 'with the transporter’s slot',
      },
      {
        when: 'Step 5',
        what: 'Invoice and tracking sent',
        detail: 'to the buyer on WhatsApp',
      },
    ],
  },
  highlight: {
    value: '31 hrs',
    label:
      'median staff hours saved per week by SME clients after their first three months of business automation',
  },
};
