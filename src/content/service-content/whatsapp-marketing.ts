// Content of the WhatsApp Marketing page (/services/whatsapp-marketing): campaigns, automated
// messages and click-to-WhatsApp ads on the official WhatsApp Business Platform (Cloud API).
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'WhatsApp is where most of your Indian customers already read their messages, which makes it the channel with the highest open rates and the quickest replies. WhatsApp marketing done properly means using the WhatsApp Business Platform (the Cloud API), Meta’s official route for businesses that message at scale, through a Business Solution Provider such as Gupshup, Interakt, AiSensy, WATI or Twilio. It is not the consumer app, and it is not the unofficial bulk-sending tools that get numbers banned.',
    'We set up and run the whole programme: your verified business number and display name, opt-in wherever customers meet you, message templates written to be approved and read, a shared inbox for your team, and automations that do the repetitive work, such as lead qualification from click-to-WhatsApp ads, abandoned cart reminders, appointment and payment reminders and order updates. Broadcasts go to segments of people who asked to hear from you, at a frequency that keeps your quality rating green.',
    'Every message costs money on the Business Platform, so we report what each template and campaign returns: replies, leads, bookings and revenue against Meta’s charges and the BSP’s fee, and we cut what does not pay.',
  ],
  audience: [
    'Clinics, coaching institutes and service businesses that confirm appointments and chase payments by hand on WhatsApp',
    'Online stores that want cart recovery and order updates on WhatsApp as well as email',
    'Real estate and education advertisers who get leads from click-to-WhatsApp ads and cannot reply fast enough',
    'Businesses sending bulk messages from the WhatsApp Business app or an unofficial tool and worried about bans',
    'Brands with a customer list that want broadcasts people actually read, with consent recorded as the DPDP Act expects',
  ],
  deliverables: [
    {
      title: 'Platform set-up',
      detail:
        'Meta Business verification, a WhatsApp Business Platform number and display name through the BSP that suits your volume and tools.',
    },
    {
      title: 'Opt-in capture',
      detail:
        'Consent on your website, forms, checkout, QR codes in store and click-to-WhatsApp ads, recorded with date and source.',
    },
    {
      title: 'Message templates',
      detail:
        'Marketing, utility and authentication templates written, categorised correctly and submitted for approval, in English and Hindi or your regional language.',
    },
    {
      title: 'Automated journeys',
      detail:
        'Welcome, lead qualification, cart recovery, appointment and payment reminders, order updates and feedback requests.',
    },
    {
      title: 'Click-to-WhatsApp ads',
      detail:
        'Facebook and Instagram ads that open a chat, with a first reply that asks the right questions and hands warm leads to your team.',
    },
    {
      title: 'Broadcast calendar',
      detail:
        'Campaigns to segments planned around launches, festivals and sale periods, at a frequency that protects your quality rating.',
    },
    {
      title: 'Shared inbox and CRM',
      detail:
        'Your team answers from one inbox with labels and assignment, and conversations reach your CRM or lead sheet.',
    },
    {
      title: 'Monthly report',
      detail:
        'Messages sent and read, replies, leads, bookings and revenue per template, set against Meta’s charges and the BSP fee.',
    },
  ],
  process: [
    {
      title: 'Audit',
      body: 'We look at how you use WhatsApp today, where customers can opt in, your lists and consent records, and the questions your team answers again and again.',
    },
    {
      title: 'Set-up',
      body: 'Business verification, the number on the Business Platform, the BSP account, the shared inbox and the first templates approved.',
    },
    {
      title: 'Journeys',
      body: 'The automations that save the most time or recover the most revenue go live first, tested on real conversations.',
    },
    {
      title: 'Campaigns',
      body: 'Broadcasts to consenting segments start small and grow as the quality rating and messaging limits allow.',
    },
    {
      title: 'Review',
      body: 'Each month we compare every template’s cost with what it returned, retire the weak ones and add the next journey.',
    },
  ],
  timeline: [
    {
      period: 'Weeks 1-2',
      outcome:
        'Business verified, number live on the Business Platform and first templates approved.',
    },
    {
      period: 'Weeks 3-6',
      outcome:
        'Core journeys running, opt-ins growing and the team answering from the shared inbox.',
    },
    {
      period: 'Months 2-3',
      outcome: 'Regular broadcasts to segments, with cost and return measured per template.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'WhatsApp a predictable source of leads, bookings and repeat sales, with new journeys each quarter.',
    },
  ],
  pricing: [
    {
      name: 'Set-up',
      startingFromInr: 30000,
      unit: 'one-off',
      includes: [
        'Meta Business verification and number on the Business Platform',
        'BSP selection and account set-up',
        'Opt-in capture on website and forms',
        '5 approved message templates',
        '2 automated journeys',
      ],
      bestFor: 'Businesses moving to the official WhatsApp Business Platform',
    },
    {
      name: 'Managed',
      startingFromInr: 18000,
      unit: 'per month',
      includes: [
        '4 broadcasts a month to segments',
        'New and updated templates',
        'Journey monitoring and improvements',
        'Quality rating and limit monitoring',
        'Monthly report on cost and return',
      ],
      bestFor: 'Clinics, stores and service firms with journeys in place',
    },
    {
      name: 'Growth',
      startingFromInr: 40000,
      unit: 'per month',
      includes: [
        'Weekly broadcasts and festive campaigns',
        'Click-to-WhatsApp ads with lead qualification',
        'CRM integration and lead routing',
        'Chatbot flows for common questions',
        'Regional-language templates',
        'Fortnightly review',
      ],
      bestFor: 'Brands where WhatsApp drives leads and repeat sales',
    },
  ],
  pricingNote:
    'Fees exclude GST, the BSP subscription (usually ₹3,000 to ₹8,000 a month) and Meta’s per-message charges, which you pay directly. At the time of writing Meta charges roughly ₹0.85 to ₹0.90 per delivered marketing message in India and ₹0.12 to ₹0.15 per utility or authentication message; replies within a customer’s 24-hour window are free. Rates change, so we check the current rate card before we budget with you. Message volume, number of journeys, integrations and languages set our fee.',
  tools: [
    'WhatsApp Business Platform (Cloud API)',
    'WhatsApp Manager',
    'Gupshup',
    'Interakt',
    'AiSensy',
    'WATI',
    'Twilio',
    'Meta Ads Manager',
    'Zoho CRM',
    'HubSpot',
    'GA4',
  ],
  faqs: [
    {
      question: 'What is WhatsApp marketing on the Business API?',
      answer:
        'It is sending messages to customers who opted in, and answering them, through Meta’s official WhatsApp Business Platform instead of the phone app. It allows approved templates, broadcasts to large lists, automations, a shared inbox for your team and connections to your CRM, store or booking system.',
    },
    {
      question: 'Can we send bulk WhatsApp messages to any number?',
      answer:
        'No. Messages must go to people who agreed to hear from you, using approved templates. Bought or scraped lists lead to blocks and reports, a red quality rating and a restricted or banned number, and the DPDP Act requires consent. We help you build a list people chose to join.',
    },
    {
      question: 'How much does WhatsApp marketing cost?',
      answer:
        'Three parts: Meta’s charge per delivered template message (roughly ₹0.85 to ₹0.90 for marketing messages in India at the time of writing), the BSP’s subscription or markup, and our fee from ₹18,000 a month for a managed programme after a one-off set-up from ₹30,000, all before GST. Replies to customers inside the 24-hour window are free.',
    },
    {
      question: 'Will our number get banned?',
      answer:
        'Not if the rules are kept: official platform, opt-in only, relevant templates, sensible frequency and an easy way to stop messages. We watch your quality rating and messaging limits and pause sends if it turns yellow.',
    },
    {
      question: 'Can we keep using the WhatsApp Business app?',
      answer:
        'A number is either on the app or on the Business Platform. Most businesses move their main number to the platform, where several team members can answer from one shared inbox.',
    },
    {
      question: 'Can messages go out in Hindi or other Indian languages?',
      answer:
        'Yes. Templates are approved per language, so we write and submit each in English and in Hindi or the regional language your customers read, and send each customer their own.',
    },
  ],
  related: [
    'service:marketing-automation',
    'service:facebook-ads',
    'service:ai-automation',
    'service:email',
  ],
  quoteService: 'whatsapp-marketing',
  deliverableSample: {
    kind: 'steps',
    title: 'WhatsApp flow',
    client: 'a Surat saree store',
    steps: [
      {
        when: '0 min',
        what: 'Reply to the Click-to-WhatsApp ad',
        detail: 'catalogue of 12 bestsellers',
      },
      {
        when: '5 min',
        what: 'Ask size, budget and occasion',
        detail: 'three quick-reply buttons',
      },
      {
        when: '1 h',
        what: 'Send matching sarees with prices',
        detail: 'from the WhatsApp catalogue',
      },
      {
        when: '24 h',
        what: 'Reminder if the cart is open',
        detail: 'approved template message',
      },
      {
        when: '7 days',
        what: 'Hand over to a store assistant',
        detail: 'if the buyer asks a question',
      },
    ],
  },
  highlight: {
    value: '₹0.85 to ₹0.90',
    label:
      'roughly what Meta charges per delivered marketing message in India at the time of writing, before GST',
  },
};
