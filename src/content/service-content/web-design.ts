// Content of the Web Design & Development page (/services/web-design): fast, accessible sites that rank and convert.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    'A website is the place every other channel sends people, so it decides whether your ads, SEO and social media pay off. We design and build sites that load in under two seconds on a ₹12,000 Android phone over 4G, meet WCAG 2.2 accessibility guidelines, are structured for search from the first wireframe, and make the next step obvious, whether that is a call, a WhatsApp chat, a form or a UPI checkout.',
    'We choose the stack to suit the job, not our habits. WordPress for content-heavy sites your team edits daily, Shopify or WooCommerce for stores, Webflow for marketing sites that designers update themselves, and Next.js or React for custom builds, web apps and portals. Every site ships with GA4 and Tag Manager, technical SEO foundations, schema, and a handover so your team can run it without calling us for every change.',
  ],
  audience: [
    'Businesses whose current site is slow, hard to update or looks dated next to competitors',
    'Companies launching a new brand, product or business line that needs a site in weeks',
    'Retailers and D2C brands opening an online store with GST invoices, UPI payments and shipping integrations',
    'Firms running ads to a home page instead of dedicated landing pages',
    'Organisations that need bilingual or multilingual sites, for example English and Hindi',
  ],
  deliverables: [
    {
      title: 'Discovery and sitemap',
      detail: 'Goals, audiences, content inventory and a sitemap planned with search demand.',
    },
    {
      title: 'Wireframes and design',
      detail: 'Mobile-first layouts and a design system in Figma, reviewed with you at each stage.',
    },
    {
      title: 'Copywriting',
      detail: 'Page copy written to explain, persuade and rank, or edited from your drafts.',
    },
    {
      title: 'Development',
      detail:
        'Responsive build on WordPress, Shopify, Webflow or Next.js with clean, documented code.',
    },
    {
      title: 'Payments and integrations',
      detail:
        'Razorpay, PhonePe or Cashfree payments, CRM forms, WhatsApp chat and shipping integrations.',
    },
    {
      title: 'Performance and accessibility',
      detail: 'Core Web Vitals passing on mobile and an accessibility audit against WCAG 2.2 AA.',
    },
    {
      title: 'SEO foundations',
      detail:
        'Titles, meta, schema, sitemaps, redirects from your old site and Search Console set-up.',
    },
    {
      title: 'Training and support',
      detail: 'A recorded walkthrough of the CMS and 30 days of post-launch fixes.',
    },
  ],
  process: [
    {
      title: 'Discover',
      body: 'Workshops on goals, audiences, competitors and content, ending with a sitemap and scope.',
    },
    {
      title: 'Design',
      body: 'Wireframes, then visual design in Figma, with two rounds of revisions at each stage.',
    },
    {
      title: 'Build',
      body: 'Development on a staging site you can review as pages come together.',
    },
    {
      title: 'Test',
      body: 'Cross-device, speed, accessibility, forms, payments and redirect testing before launch.',
    },
    {
      title: 'Launch and support',
      body: 'Go-live, Search Console submission, monitoring and 30 days of support.',
    },
  ],
  timeline: [
    {
      period: 'Weeks 1-2',
      outcome: 'Discovery, sitemap and wireframes agreed; content gathering starts.',
    },
    {
      period: 'Weeks 3-6',
      outcome: 'Visual design approved and development under way on staging; copy finalised.',
    },
    {
      period: 'Weeks 7-10',
      outcome:
        'Testing, redirects, launch and training; larger e-commerce or custom builds take 12 to 16 weeks.',
    },
  ],
  pricing: [
    {
      name: 'Business website',
      startingFromInr: 60000,
      unit: 'one-off',
      includes: [
        'Up to 10 pages on WordPress or Webflow',
        'Mobile-first custom design',
        'Contact forms and WhatsApp button',
        'On-page SEO set-up',
        'GA4 and Search Console',
        '30 days of support',
      ],
      bestFor: 'Small businesses, clinics and professional firms',
    },
    {
      name: 'Growth website',
      startingFromInr: 1_80_000,
      unit: 'one-off',
      includes: [
        'Up to 30 pages with custom templates',
        'Copywriting for key pages',
        'CRM and marketing tool integration',
        'Landing page templates for ads',
        'Accessibility audit',
        'Migration from your old site',
      ],
      bestFor: 'Growing companies with several services or locations',
    },
    {
      name: 'E-commerce or custom build',
      startingFromInr: 2_50_000,
      unit: 'per project',
      includes: [
        'Shopify, WooCommerce or Next.js build',
        'UPI, card and COD payments with GST invoicing',
        'Shipping and inventory integrations',
        'Product and category templates built for SEO',
        'Performance budget and testing',
        '60 days of support',
      ],
      bestFor: 'Online stores, portals and web applications',
    },
  ],
  pricingNote:
    'Prices exclude GST and third-party costs such as domain, hosting, premium themes, plugins or Shopify apps. Page count, custom functionality, integrations, number of languages and whether we write the copy are the main factors. Maintenance plans start at ₹5,000 a month.',
  tools: [
    'Figma',
    'WordPress',
    'Webflow',
    'Shopify',
    'WooCommerce',
    'Next.js',
    'Vercel',
    'Cloudflare',
    'Razorpay',
    'Lighthouse',
    'GA4',
  ],
  faqs: [
    {
      question: 'How long does it take to build a website?',
      answer:
        'A business site of up to 10 pages takes six to eight weeks, most of which depends on how quickly content and feedback come back. Stores and custom builds take 10 to 16 weeks.',
    },
    {
      question: 'Will we be able to update the website ourselves?',
      answer:
        'Yes. We build on editable platforms and train your team. You can change text, images, pages and blog posts without a developer.',
    },
    {
      question: 'Will a new website hurt our Google rankings?',
      answer:
        'Not if the move is planned. We map every old URL to its new one, keep what ranks and check Search Console after launch. Most sites gain traffic once speed and structure improve.',
    },
    {
      question: 'Do you provide hosting?',
      answer:
        'We set up hosting in your name with providers such as Cloudflare, Vercel or managed WordPress hosts with Indian data centres, so you own the account and are never locked in.',
    },
    {
      question: 'Which payment gateways do you integrate?',
      answer:
        'Razorpay, PhonePe, Cashfree, PayU and Stripe for international cards, with UPI, cards, net banking, wallets and cash on delivery as options.',
    },
    {
      question: 'Who owns the website after launch?',
      answer:
        'You do: the domain, hosting, code, design files and content all belong to you once the project is paid for.',
    },
  ],
  related: [
    'service:seo/technical',
    'service:seo',
    'service:ppc',
    'service:content',
    'service:ai-automation',
  ],
  quoteService: 'web-design',
  deliverableSample: {
    kind: 'tree',
    title: 'sitemap',
    client: 'a Jaipur boutique hotel',
    levels: ['Site', 'Section', 'Page'],
    root: 'Home',
    branches: [
      {
        name: 'Rooms',
        leaves: ['Heritage suite', 'Courtyard room', 'Compare rooms'],
      },
      {
        name: 'Experiences',
        leaves: ['Rooftop dining', 'City walks'],
      },
      {
        name: 'Plan your stay',
        leaves: ['Book direct', 'Getting here'],
      },
    ],
  },
  highlight: {
    value: '1.6s',
    label: 'median Largest Contentful Paint on mobile across the sites we launched in 2025',
  },
};
