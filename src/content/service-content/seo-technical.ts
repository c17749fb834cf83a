// Content of the Technical SEO page (/services/seo/technical): crawling, indexing, speed, schema and migrations.
import type { ServiceContent } from './schema';

export const content: ServiceContent = {
  overview: [
    "Technical SEO is everything between your server and Google's index. Googlebot has to discover your URLs, fetch them without errors, render the JavaScript, decide which duplicate is canonical and judge the page fast enough to show. When any of those steps fails, no amount of content or links will rank the page, and the failure is usually invisible to the people who built the site.",
    "Our technical team are engineers first. We read raw server logs to see what Googlebot actually requests, test rendering the way Google's web rendering service does, and fix Core Web Vitals in the code rather than by stacking another caching plugin on top. Since March 2024 that includes Interaction to Next Paint, which is where most Indian sites loaded with chat widgets, tag managers and ad scripts now fail on 4G phones.",
    'We also run site migrations: domain changes, HTTPS moves, re-platforming and URL restructures. Most traffic loss from migrations is avoidable, and the redirect map, staging checks and post-launch monitoring are where it is avoided.',
  ],
  audience: [
    'Sites where Search Console reports thousands of pages as "Crawled, currently not indexed" or "Discovered, currently not indexed"',
    'React, Angular or Vue single-page applications whose content Google does not see or indexes weeks late',
    'Businesses planning a redesign, domain change or re-platform in the next six months',
    'Sites failing Core Web Vitals on mobile, particularly Interaction to Next Paint',
    'In-house SEO teams who need engineering depth for log analysis, rendering or international set-up',
  ],
  deliverables: [
    {
      title: 'Technical audit',
      detail:
        'Crawlability, indexation, canonicals, redirects, internal linking, hreflang, sitemaps and robots rules, with evidence for every finding.',
    },
    {
      title: 'Server log analysis',
      detail:
        "Thirty to ninety days of logs showing Googlebot's crawl by section, status code and frequency.",
    },
    {
      title: 'Rendering review',
      detail:
        'Tests of how Google renders JavaScript pages, with server-side rendering or prerendering recommendations.',
    },
    {
      title: 'Core Web Vitals fixes',
      detail:
        'LCP, INP and CLS diagnosed from real-user data and fixed in templates, scripts and images.',
    },
    {
      title: 'Structured data',
      detail:
        'Organization, LocalBusiness, Product, Article, FAQ and Breadcrumb markup where it fits the page.',
    },
    {
      title: 'Migration plan',
      detail: 'URL mapping, redirect rules, pre-launch staging tests and a launch-day checklist.',
    },
    {
      title: 'Monitoring',
      detail:
        'Alerts when key pages start returning errors, lose canonical tags or are blocked by robots rules.',
    },
  ],
  process: [
    {
      title: 'Collect evidence',
      body: 'Crawl, logs, Search Console exports, CrUX data and your deployment history, so we know what changed and when.',
    },
    {
      title: 'Diagnose and prioritise',
      body: 'Every issue is sized by the number of URLs and the revenue behind them, so the team fixes what matters first.',
    },
    {
      title: 'Specify fixes',
      body: 'Tickets written for developers with the exact code, server rule or CMS setting needed and a test to confirm it.',
    },
    {
      title: 'Verify in production',
      body: 'We recrawl, validate in Search Console and compare logs to confirm Google sees the change.',
    },
    {
      title: 'Monitor',
      body: 'Ongoing checks catch regressions from new releases before they cost traffic.',
    },
  ],
  timeline: [
    {
      period: 'Month 1',
      outcome:
        'Audit and log analysis delivered; blocking issues such as stray noindex tags or redirect chains fixed first.',
    },
    {
      period: 'Months 2-3',
      outcome:
        'Indexed page counts recover, crawl shifts to important sections and Core Web Vitals pass in lab tests.',
    },
    {
      period: 'Months 4-6 and beyond',
      outcome:
        'Field data in Search Console turns green after the 28-day window, and rankings held back by technical debt move.',
    },
  ],
  pricing: [
    {
      name: 'Technical audit',
      startingFromInr: 45000,
      unit: 'one-off',
      includes: [
        'Full crawl up to 50,000 URLs',
        'Search Console and indexation review',
        'Core Web Vitals diagnosis',
        'Schema review',
        'Prioritised fix list with developer tickets',
      ],
      bestFor: 'Sites that have developers but need a clear diagnosis',
    },
    {
      name: 'Migration',
      startingFromInr: 1_20_000,
      unit: 'per project',
      includes: [
        'Full URL inventory and redirect map',
        'Staging crawl and redirect testing',
        'Launch-day checks',
        'Daily monitoring for 30 days',
        'Recovery plan if anything slips',
      ],
      bestFor: 'Redesigns, domain moves and re-platforming',
    },
    {
      name: 'Technical retainer',
      startingFromInr: 35000,
      unit: 'per month',
      includes: [
        'Monthly crawl and log review',
        'Release checks before deployments',
        'Core Web Vitals monitoring',
        'Up to 12 engineering hours',
        'Monthly report',
      ],
      bestFor: 'Sites that ship changes often and need a safety net',
    },
  ],
  pricingNote:
    'Prices exclude GST. Size of the site, the stack (JavaScript frameworks and custom CMSs take longer than WordPress), access to server logs and whether we implement or only specify fixes change the quote.',
  tools: [
    'Google Search Console',
    'Screaming Frog',
    'Sitebulb',
    'JetOctopus',
    'Chrome DevTools',
    'PageSpeed Insights',
    'Chrome UX Report',
    'WebPageTest',
    'Rich Results Test',
    'BigQuery',
  ],
  faqs: [
    {
      question: 'What does "Crawled, currently not indexed" mean?',
      answer:
        'Google fetched the page and decided it was not worth indexing yet, usually because it is thin, duplicates another page or sits deep in weak internal links. The fix is better pages and stronger internal links, not repeated indexing requests.',
    },
    {
      question: 'Do Core Web Vitals really affect rankings?',
      answer:
        'They are a small ranking factor, stronger as a tie-breaker. The bigger effect is on conversions: slow pages on mid-range Android phones over 4G lose buyers before they load, especially outside the metros.',
    },
    {
      question: 'Can Google index a React or Angular site?',
      answer:
        'Yes, but client-side rendering delays indexing and breaks easily. For important pages we recommend server-side rendering or prerendering, so the HTML Google fetches already contains the content and links.',
    },
    {
      question: 'Why do you need our server logs?',
      answer:
        'Logs are the only record of what Googlebot actually requested. They reveal crawl wasted on parameters, sections Google never visits and errors your monitoring misses.',
    },
    {
      question: 'How much traffic does a site migration lose?',
      answer:
        'A well-run migration usually sees a dip of a few weeks and then recovers. Large, lasting losses almost always trace to missing redirects, changed content or blocked staging rules left live.',
    },
    {
      question: 'Do you implement fixes or only recommend them?',
      answer:
        "Both. On WordPress, Shopify and Next.js sites we can implement directly; on other stacks we write tickets with exact specifications and verify your team's release.",
    },
  ],
  related: ['service:seo', 'service:seo/enterprise', 'service:web-design', 'service:seo/ecommerce'],
  quoteService: 'seo',
  deliverableSample: {
    kind: 'steps',
    title: 'audit fix list',
    client: 'a Mumbai electronics retailer',
    steps: [
      {
        when: 'Week 1',
        what: 'Unblock 1,240 filter pages',
        detail: 'robots.txt rule hid them from Google',
      },
      {
        when: 'Week 1',
        what: 'Redirect 312 broken product URLs',
        detail: '301s to the nearest live product',
      },
      {
        when: 'Week 2',
        what: 'Cut mobile LCP from 4.1s to 2.2s',
        detail: 'hero images to AVIF, fonts preloaded',
      },
      {
        when: 'Week 3',
        what: 'Add Product and Offer schema',
        detail: 'price and stock in search results',
      },
      {
        when: 'Week 4',
        what: 'Resubmit sitemaps, watch indexing',
        detail: 'Search Console coverage, daily',
      },
    ],
  },
  highlight: {
    value: '27 of 27',
    label:
      'site migrations we have run since 2022 that regained their pre-launch organic traffic within eight weeks',
  },
};
