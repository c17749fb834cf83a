// Content of the AI Automation page (/services/ai-automation): practical AI for marketing and sales teams.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'AI automation means putting large language models to work on specific, repetitive tasks in your marketing and sales: answering product questions on WhatsApp at 11 pm, qualifying leads before they reach a salesperson, drafting first versions of product descriptions or ad variations, summarising sales calls into CRM notes, or turning a monthly data dump into a report a manager can read in five minutes.',
    'We build these systems for measurable gains, not demos. Each project starts with a process that costs you time or leads today, sets a baseline, and ships a working version within weeks. We ground assistants in your own documents, prices and policies so they answer from facts, add human review where mistakes would be costly, support Hindi and regional languages where customers use them, and log every answer so quality can be checked.',
    'We work with the OpenAI, Anthropic and Google Gemini APIs and with Indian-language models where they do better, connected to your tools through n8n, Make or custom code. Personal data is handled under the DPDP Act: minimised, processed on providers that do not train on your data, and kept in accounts you own.',
  ],
  audience: [
    'Businesses getting hundreds of repetitive WhatsApp or website enquiries a day that the team cannot answer fast enough',
    'Sales teams that waste hours on unqualified leads from ads and portals',
    'E-commerce brands needing product descriptions, translations and ad variations for large catalogues',
    'Marketing teams spending days every month assembling reports from several tools',
    'Companies that tried ChatGPT informally and now want a safe, controlled set-up for the whole team',
  ],
  deliverables: [
    {
      title: 'Opportunity assessment',
      detail: 'A review of your processes ranked by time saved, revenue impact and risk.',
    },
    {
      title: 'AI chat assistants',
      detail:
        'Website and WhatsApp assistants that answer from your knowledge base and hand over to people.',
    },
    {
      title: 'Lead qualification',
      detail: 'Automatic scoring and routing of enquiries by intent, budget and location.',
    },
    {
      title: 'Content workflows',
      detail:
        'Pipelines for product descriptions, translations and ad variations with human review.',
    },
    {
      title: 'Reporting copilots',
      detail:
        'Automated summaries of GA4, ad platform and CRM data with plain-language commentary.',
    },
    {
      title: 'Call and meeting summaries',
      detail: 'Transcription and summaries written back to your CRM.',
    },
    {
      title: 'Guardrails and logging',
      detail: 'Prompt testing, refusal rules, data redaction and answer logs for quality checks.',
    },
    {
      title: 'Team training',
      detail: 'Sessions on using AI tools safely and effectively in daily work.',
    },
  ],
  process: [
    {
      title: 'Find the use case',
      body: 'We map your workflows and pick the one or two tasks where AI saves the most time or wins the most leads.',
    },
    {
      title: 'Prototype',
      body: 'A working prototype on your real data within two to three weeks, tested with your team.',
    },
    {
      title: 'Evaluate',
      body: 'We test accuracy on real examples, add guardrails and agree the quality bar before going live.',
    },
    {
      title: 'Deploy',
      body: 'Integration with WhatsApp, your website, CRM or internal tools, with monitoring.',
    },
    {
      title: 'Improve',
      body: 'Logs and feedback drive monthly improvements to prompts, knowledge and workflows.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome: 'Use case chosen, baseline measured and a prototype tested with your team.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'First system live in production, with measured time saved or faster response times.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Second and third workflows added, quality tuned from real conversations, and the team using AI as daily practice.',
    },
  ],
  pricing: [
    {
      name: 'Pilot',
      startingFromInr: 75000,
      unit: 'per project',
      includes: [
        'One use case',
        'Prototype on your data',
        'Accuracy testing and guardrails',
        'Integration with one channel or tool',
        '30 days of monitoring',
      ],
      bestFor: 'Testing AI on one clear problem',
    },
    {
      name: 'Production system',
      startingFromInr: 2_00_000,
      unit: 'per project',
      includes: [
        'WhatsApp or website assistant with knowledge base',
        'CRM integration and lead routing',
        'Hindi or regional-language support',
        'Answer logs and quality dashboard',
        'Team training',
        '60 days of support',
      ],
      bestFor: 'Businesses ready to run AI in customer-facing or sales workflows',
    },
    {
      name: 'Care plan',
      startingFromInr: 25000,
      unit: 'per month',
      includes: [
        'Monitoring and prompt updates',
        'Knowledge base maintenance',
        'Monthly quality review',
        'Small workflow changes',
        'Model upgrades as providers release them',
      ],
      bestFor: 'Keeping live AI systems accurate as your business changes',
    },
  ],
  pricingNote:
    'Prices exclude GST and usage costs for AI models and WhatsApp conversations, which you pay to the providers. For most small and mid-size businesses those run from ₹2,000 to ₹20,000 a month. Number of channels, integrations, languages and the accuracy required set the build cost.',
  tools: [
    'OpenAI API',
    'Anthropic Claude API',
    'Google Gemini API',
    'n8n',
    'Make',
    'WhatsApp Business API',
    'Pinecone',
    'PostgreSQL with pgvector',
    'HubSpot',
    'Zoho CRM',
  ],
  faqs: [
    {
      question: 'Will an AI chatbot give wrong answers to customers?',
      answer:
        'It can if built carelessly. We ground answers in your own documents, tell the assistant to hand over when unsure, test it on hundreds of real questions before launch, and log every answer so mistakes are caught.',
    },
    {
      question: 'Is our customer data safe with AI tools?',
      answer:
        'We use API access under terms where providers do not train on your data, redact personal details where they are not needed, and keep logs in systems you own, in line with the DPDP Act.',
    },
    {
      question: 'Can the chatbot speak Hindi or other Indian languages?',
      answer:
        'Yes. Current models handle Hindi, Hinglish and the major regional languages well. We test each language with real customer messages before launch.',
    },
    {
      question: 'Will AI replace our sales or support team?',
      answer:
        'In our projects it removes repetitive work: answering the same questions, sorting leads and writing notes. Your people spend more time on conversations that need judgement.',
    },
    {
      question: 'How do you measure the return on AI automation?',
      answer:
        'Against a baseline set before the project: response time, hours spent, leads qualified, conversion rate or content output. We report the same measures after launch.',
    },
  ],
  related: [
    'service:business-automation',
    'service:marketing-automation',
    'service:web-design',
    'service:content',
  ],
  quoteService: 'ai-automation',
  deliverableSample: {
    kind: 'steps',
    title: 'AI lead-reply workflow',
    client: 'a Delhi interior design studio',
    steps: [
      {
        when: '0 sec',
        what: 'Enquiry arrives by form or WhatsApp',
        detail: 'captured in the CRM',
      },
      {
        when: '20 sec',
        what: 'AI drafts a reply from the brief',
        detail: 'budget, rooms and city read',
      },
      {
        when: '38 sec',
        what: 'Reply sent with 3 portfolio links',
        detail: 'checked rules, no prices',
      },
      {
        when: '1 h',
        what: 'Designer gets a summary',
        detail: 'in Slack, with a call slot',
      },
      {
        when: 'Daily',
        what: 'Unsure replies go to a person',
        detail: 'review queue, not sent',
      },
    ],
  },
  highlight: {
    value: '38 sec',
    label:
      'median first response time to WhatsApp enquiries after launching AI assistants, down from over three hours',
  },
};
