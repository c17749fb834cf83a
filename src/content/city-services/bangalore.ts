// Bengaluru's city-service content: the tech capital's profile and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'bangalore',
    economy:
      "Bengaluru is India's technology capital: IT services firms, global capability centres and thousands of startups employ well over a million tech workers here, and the city produces a large share of the country's software exports and venture-funded companies. Aerospace and defence (HAL, BEL and ISRO), biotech around Electronic City, and the garment units and machine shops of Peenya add depth beyond software. The commercial centre of gravity has moved from MG Road and the old CBD out to the Outer Ring Road, Whitefield, Electronic City and Manyata Tech Park in Hebbal.",
    keyIndustries: [
      'IT services and global capability centres',
      'SaaS and venture-funded startups',
      'Aerospace, defence and space',
      'Biotechnology and life sciences',
      'Hospitals and specialty healthcare',
      'Residential real estate and co-working',
      'Garments and precision engineering',
    ],
    localities: [
      'Koramangala',
      'Indiranagar',
      'HSR Layout',
      'Whitefield',
      'Electronic City',
      'Outer Ring Road (Bellandur to Marathahalli)',
      'Manyata Tech Park, Hebbal',
      'MG Road and the CBD',
      'Jayanagar',
      'JP Nagar',
      'Malleshwaram',
      'Yeshwanthpur',
      'Peenya Industrial Area',
      'Sarjapur Road',
    ],
    nearby: ['chennai', 'hyderabad'],
  },
  services: {
    seo: {
      intro:
        "Bengaluru businesses split into two very different SEO problems. Startups and SaaS companies need to rank globally for software categories, often against American rivals, while clinics, schools, restaurants and home-services firms must win searches within a few kilometres in a city where the commute decides where people buy. We handle both, with technical SEO that engineering teams respect and local SEO built around the city's layouts and tech corridors.",
      localMarket:
        "The largest group of SEO buyers in Bengaluru is B2B SaaS and tech companies, followed by healthcare, education, developers along Sarjapur Road, Whitefield and North Bengaluru, and consumer startups. Local searches are hyper-specific because nobody wants to cross Silk Board at rush hour: 'paediatrician HSR Layout sector 2', 'coworking near Manyata Tech Park' or 'piano classes Whitefield'. Kannada searches carry real weight in older neighbourhoods such as Basavanagudi, Malleshwaram and Rajajinagar, and Tamil and Telugu queries appear in parts of the city too. Appraisal season in April and May sends people looking for flats and cars, school admissions run from November to January, and Ugadi, Dasara and Deepavali lift retail. SaaS demand follows global buying cycles rather than Indian festivals, with pushes at every quarter end.",
      competition:
        'Bengaluru has more in-house SEO talent than any other Indian city, so tech competitors tend to have clean sites, strong content and decent link profiles. For SaaS keywords the real rivals are often American and European companies with years of authority and a presence on G2 and Capterra. Local categories are crowded with well-funded chains: cloud kitchens, dental chains, diagnostic networks and preschool franchises all run sophisticated location strategies. Winning takes genuinely better pages rather than more of them, plus a technical foundation that copes with JavaScript-heavy frameworks.',
      approach: [
        {
          title: 'Audit the stack, not just the pages',
          body: 'Many Bengaluru sites run on React, Next.js or a headless CMS, so we check rendering, hydration, canonical handling and crawl paths with your engineers. Fixes arrive as tickets with acceptance criteria, which is how product teams here like to work.',
        },
        {
          title: 'Build product-led pages for SaaS',
          body: 'For software companies we build comparison, alternative, integration and use-case pages that match how buyers evaluate tools. Each page shows the product solving the problem, backed by screenshots and customer proof.',
        },
        {
          title: 'Group neighbourhoods into commute zones',
          body: 'Local pages cover clusters people actually travel within, such as HSR, Koramangala and BTM, or Whitefield, Brookefield and Marathahalli. Google Business Profiles target the same clusters, with Kannada content where the data supports it.',
        },
        {
          title: 'Earn links from the startup ecosystem',
          body: 'Bengaluru offers link sources other cities lack: founder podcasts, community newsletters, meetup pages, accelerator portfolios and tech publications. We pitch data and expert commentary to them instead of buying links.',
        },
      ],
      example: {
        title: 'A Koramangala-based HR tech startup',
        body: 'An HR tech company in Koramangala had strong product reviews but almost no organic pipeline, because its Next.js site rendered key content in the browser and Google indexed little of it. We moved critical pages to server rendering, built comparison and integration pages, and launched a payroll compliance hub for Indian HR teams. Demo requests from organic search grew steadily over two quarters.',
        metrics: [
          { label: 'Pages indexed by Google', value: '140 → 1,180' },
          { label: 'Organic demo requests per month', value: '11 → 58' },
          { label: 'Non-branded organic clicks', value: '+430%' },
        ],
      },
      pricing: {
        startingFrom:
          '₹32,000 a month for local businesses; ₹65,000 a month for SaaS and product companies',
        includes: [
          'Technical audit covering JavaScript rendering and Core Web Vitals',
          'Engineering-ready tickets for your developers',
          'Product-led or neighbourhood content every month',
          'Outreach to startup and tech publications',
          'Pipeline reporting in GA4 and your CRM',
        ],
        note: 'SaaS SEO costs more because the targets are often global, the content must come from people who understand the product category, and technical work needs engineering coordination. A clinic or school in Jayanagar or Whitefield pays nearer the base fee. If you already have in-house writers, we can run strategy and technical SEO only for a smaller retainer.',
      },
      faqs: [
        {
          question: 'Can you work with our in-house engineering team?',
          answer:
            'Yes, and we prefer it. We write tickets in your Jira or Linear, join sprint planning when useful and review pull requests that touch SEO.',
        },
        {
          question: 'Should a Bengaluru SaaS company chase Indian or global keywords?',
          answer:
            'Follow the revenue. If most of it comes from the US or Europe, target those markets with global pricing pages; if you sell to Indian SMEs, GST, payroll and compliance topics perform far better.',
        },
        {
          question: 'Is Kannada content worth it for local SEO in Bengaluru?',
          answer:
            'For some categories and neighbourhoods it is. Schools, clinics and services serving long-time residents of South and West Bengaluru often see Kannada queries that competitors ignore.',
        },
        {
          question: 'How do you report SEO results to a startup?',
          answer:
            'We report organic pipeline: sign-ups, demo requests, qualified opportunities and revenue where your CRM tracks it. Traffic and rankings are there to explain those numbers.',
        },
      ],
    },
    ppc: {
      intro:
        'Paid search in Bengaluru rewards precision, because the audience is tech-savvy, the auctions include global software brands, and traffic cuts the city into small markets. We run Google Ads, Microsoft Ads and LinkedIn-assisted campaigns for SaaS companies, clinics, education brands, developers and consumer startups, with tracking that product and finance teams can trust. Most accounts we inherit here have decent structure but weak conversion data, so that is where we begin.',
      localMarket:
        "SaaS and tech firms, edtech and upskilling brands, hospitals and fertility clinics, developers in East and North Bengaluru, and quick-commerce and D2C startups are the biggest paid-search spenders. Upskilling searches such as 'data science course Bangalore weekend' or 'full stack course with placement' spike after appraisal season and during layoff news cycles. Property ads pick up near Ugadi and Dasara, and home-services searches climb in the pre-monsoon weeks of May. B2B software budgets follow quarterly targets rather than festivals and are usually front-loaded at the start of each quarter.",
      competition:
        "Software keywords here are contested by global companies bidding in dollars, so Indian SaaS firms often pay steep CPCs for terms like 'HRMS software' or 'CRM for small business'. Upskilling auctions are crowded with large online education players who bid on every course term. Local service categories face less pressure than in Mumbai or Delhi, but chains with central marketing teams set a high standard. The advertisers who win lean on clean first-party conversion data and clear value propositions rather than bidding wars.",
      approach: [
        {
          title: 'Instrument the funnel end to end',
          body: 'We connect ad clicks to sign-ups, activations, demos and paid conversions with GA4, server-side tagging and CRM imports. For product-led SaaS we optimise towards activated trials rather than sign-ups, which filters out students and competitors.',
        },
        {
          title: 'Separate global, national and local intent',
          body: 'Campaigns are split by market and intent, for example Bengaluru clinic searches, India-wide software searches and US competitor searches. Each gets its own budget and bid strategy, because costs differ by an order of magnitude.',
        },
        {
          title: 'Draw radius zones around each branch',
          body: 'Local campaigns target zones around each branch instead of the whole city and exclude areas where the journey makes a visit unlikely. Ad copy names the layout or tech park, which lifts click-through rate.',
        },
        {
          title: 'Test offers as well as ads',
          body: 'Bengaluru audiences respond to trials, demos, free consultations and transparent pricing, so we test offers and landing pages alongside copy. Winning offers then carry over into LinkedIn and Meta campaigns.',
        },
      ],
      example: {
        title: 'A fertility clinic group in Whitefield and Jayanagar',
        body: "A fertility clinic with two centres was spending heavily on broad IVF terms across Karnataka and getting many enquiries that never became consultations. We limited targeting to realistic travel zones, added Kannada and Telugu ad variants, introduced a booking page with transparent first-visit fees and imported completed consultations from the clinic's software. Cost per booked consultation fell substantially within three months.",
        metrics: [
          { label: 'Cost per booked consultation', value: '₹7,200 → ₹3,100' },
          { label: 'Enquiries that became consultations', value: '14% → 37%' },
          { label: 'Monthly spend', value: 'Unchanged at ₹4 lakh' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 a month management fee, or 12% of spend above ₹2 lakh',
        includes: [
          'Conversion tracking with GA4, server-side tagging and CRM imports',
          'Search, Performance Max, YouTube and Microsoft Ads',
          'Landing page and offer testing',
          'Competitor and auction insights analysis',
          'Weekly dashboard and a monthly review',
        ],
        note: 'SaaS accounts that target international markets cost more to manage because they juggle several currencies, markets and funnels. Local services such as clinics and schools can start with ₹60,000 to ₹1 lakh a month in spend. Our fee is separate from media spend, which you pay to Google directly.',
      },
      faqs: [
        {
          question: 'Should a Bengaluru SaaS startup use Google Ads or LinkedIn Ads?',
          answer:
            'Google Ads captures people already searching for your category, while LinkedIn reaches buyers who are not searching yet. Most B2B companies start with Google and add LinkedIn once their ideal customer profile is clear.',
        },
        {
          question: 'How do we stop students and job seekers clicking our ads?',
          answer:
            'With negatives such as jobs, salary, internship and free, audience exclusions, and landing pages that make the offer unmistakable. In a city with this many tech students, it matters more than anywhere else.',
        },
        {
          question: 'What budget does a Bengaluru clinic need for Google Ads?',
          answer:
            'Most single-branch clinics can test with ₹50,000 to ₹80,000 a month. Fertility, orthopaedics and cosmetic procedures cost more per lead.',
        },
        {
          question: 'Can you run Google Ads in Kannada?',
          answer:
            'Yes, where the audience searches in Kannada or prefers it. We test Kannada ads against English ones and keep whichever converts better.',
        },
      ],
    },
    'social-media': {
      intro:
        "Bengaluru's social audience is young, tech-literate and quick to spot anything inauthentic. We manage social media for the city's consumer startups, restaurants and breweries, developers, schools and B2B tech companies, with a strategy built on what each audience actually does on each platform. For tech firms that usually means LinkedIn and X; for consumer brands it means Instagram, YouTube and community-led content.",
      localMarket:
        "Consumer startups in Koramangala and HSR Layout, microbreweries and restaurants in Indiranagar and around Church Street, D2C brands, developers selling to IT professionals and B2B SaaS firms are the most active buyers. The city's huge migrant workforce follows content in English, Kannada, Hindi, Tamil, Telugu and Malayalam, so one brand may need several voices. Cultural moments include Ugadi, Kannada Rajyotsava on 1 November, Dasara, Deepavali, the Karaga festival, and Christmas and New Year along Brigade Road. Weekend culture drives much of the engagement, from brunches and breweries to trips to Nandi Hills and Coorg, and the city's traffic is a running joke that relatable brands use well.",
      competition:
        "Bengaluru's consumer startups have raised the bar for social content, often with in-house creative teams and meme-driven formats. Tech brands compete for attention on LinkedIn with founders who post daily. Local businesses face a crowded Instagram landscape, especially in food and fitness. Community matters more here than anywhere: apartment associations, running clubs, startup meetups and the city's subreddit shape opinion, and brands that take part honestly earn trust.",
      approach: [
        {
          title: 'Choose platforms by audience, not habit',
          body: 'We map where your buyers spend time, whether LinkedIn for HR heads, Instagram for Indiranagar diners or YouTube for home buyers comparing projects, and concentrate effort there. Dropping a platform that does not pay is part of the plan.',
        },
        {
          title: "Write in the city's many voices",
          body: 'For consumer brands we mix English with Kannada and other languages where the audience warrants it, using Bengaluru references people recognise. Rajyotsava content is planned with native speakers rather than translated.',
        },
        {
          title: 'Show up in local communities',
          body: "We identify the communities that matter to your category, such as apartment associations, running clubs or startup meetups, and plan sponsorships, events or useful content for them. Participation always follows each community's rules.",
        },
        {
          title: 'Make founders visible',
          body: 'For startups, founder-led posts on LinkedIn and X often outperform the brand account. We interview founders, draft posts and threads, and track profile visits, inbound messages and job applications.',
        },
      ],
      example: {
        title: 'An Indiranagar microbrewery',
        body: 'A microbrewery in Indiranagar faced new competition on the same street and flat weekday footfall. We built an Instagram series around its brewers and seasonal releases, launched a weekday quiz night with a local running club, worked with neighbourhood food creators and ran geo-targeted ads to people within five kilometres on Thursday afternoons. Weekday footfall and event bookings rose within two months.',
        metrics: [
          { label: 'Weekday footfall', value: '+29%' },
          { label: 'Event table bookings per month', value: '12 → 64' },
          { label: 'Followers based in Bengaluru', value: '52% → 78%' },
        ],
      },
      pricing: {
        startingFrom: '₹28,000 a month for two platforms with 14 posts and Reels',
        includes: [
          'Platform and audience strategy',
          'Posts, Reels and carousels created each month',
          'Community management',
          'Founder or leadership LinkedIn content',
          'Monthly insights with recommendations',
        ],
        note: 'Founder-led LinkedIn programmes start at ₹18,000 a month per founder. Content in several languages and community events add production cost. Paid social budgets, creator fees and event expenses are billed separately at cost.',
      },
      faqs: [
        {
          question: 'Does Kannada content help brands in Bengaluru?',
          answer:
            'For brands targeting long-time residents or wanting to show respect for the city, yes, especially around Rajyotsava and regional festivals. We use native writers and avoid tokenistic translations.',
        },
        {
          question: "Should our startup's founder post on LinkedIn?",
          answer:
            'In most cases, yes. Founder posts reach investors, recruits and customers better than company pages, and consistent posting often helps hiring as much as sales.',
        },
        {
          question: 'How do you measure social media success for a restaurant?',
          answer:
            'By footfall, reservations, delivery orders and repeat visits, using booking platform data and offer codes. Followers and likes are tracked but are not the goal.',
        },
        {
          question: 'Can you handle Reddit and community marketing?',
          answer:
            'We advise on it and help you participate openly, but we never post fake reviews or undisclosed promotion. Local subreddits expose that quickly.',
        },
      ],
    },
    content: {
      intro:
        "Content is how Bengaluru's tech companies get discovered, evaluated and shortlisted, and how its clinics, schools and developers earn trust. We write product-led content for SaaS companies, practical technical guides, thought leadership for GCCs and service firms, and locality and service content for local businesses. Writers are paired with subject-matter experts and edited for accuracy.",
      localMarket:
        "B2B SaaS and tech services are the largest buyers of content marketing in Bengaluru, followed by healthcare, education, fintech and real estate. Tech buyers search for comparisons, integrations, how-to guides and benchmarks, and they judge content by its technical accuracy. Consumer searches are local and practical: 'best schools near Sarjapur Road', 'cost of living in Whitefield' or 'rental agreement registration in Bengaluru'. For SaaS, publishing follows quarterly planning and the conference calendar, while consumer content peaks around school admissions, appraisal season, festival shopping and the pre-monsoon home maintenance rush in May.",
      competition:
        "Bengaluru's tech companies produce some of the best content marketing in India, and many employ in-house teams with strong writers. The SaaS space is also flooded with generic AI-generated articles that rank briefly and then fall. Local content categories are dominated by portals and listing sites for property, schools and healthcare. Content wins here when it carries product expertise, original data or practical local knowledge that cannot easily be copied.",
      approach: [
        {
          title: 'Interview product and engineering teams',
          body: 'We talk to product managers, engineers and customer success staff to capture real use cases, limitations and customer questions. The result is content that technical buyers respect.',
        },
        {
          title: 'Map topics to the buying journey',
          body: 'Topics are assigned to awareness, evaluation and decision stages, with comparison pages, integration guides and implementation checklists for late-stage buyers. Every piece ends with a clear next step such as a demo, trial or template download.',
        },
        {
          title: 'Publish original benchmarks',
          body: "We help turn anonymised product data or customer surveys into reports on hiring trends, payroll benchmarks or adoption rates. These earn links and coverage in Bengaluru's tech media.",
        },
        {
          title: 'Keep local content verifiably practical',
          body: 'For local businesses we write neighbourhood guides and service explainers with checked details on routes, fees, timings and rules. These pages serve long-time residents and newcomers relocating for jobs alike.',
        },
      ],
      example: {
        title: 'A Whitefield cloud cost management startup',
        body: "A cloud cost optimisation startup had a blog full of generic cloud articles that attracted students rather than buyers. We rebuilt the plan around cost-saving playbooks for AWS and Azure, comparison pages against established tools and a quarterly benchmark of cloud spend by company size. Within nine months content had become the company's largest source of qualified trials.",
        metrics: [
          { label: 'Qualified trials from content each month', value: '18 → 96' },
          { label: 'Links from tech publications', value: '63' },
          { label: 'Organic visitors with target job titles', value: '21% → 55%' },
        ],
      },
      pricing: {
        startingFrom: '₹28,000 a month for four technical or local articles',
        includes: [
          'Content strategy mapped to the buying journey',
          'Expert interviews and technical review',
          'Articles, comparison pages or guides',
          'An original benchmark report every six months',
          'Distribution plan for LinkedIn and newsletters',
        ],
        note: 'Technical SaaS content costs more because writers need product and industry knowledge and reviews take engineering time. Local content for clinics, schools or developers is quicker to produce and starts lower. Benchmark reports are priced separately according to the data work involved.',
      },
      faqs: [
        {
          question: 'Can your writers handle technical SaaS topics?',
          answer:
            'Yes. We match writers to your domain, whether DevOps, HR tech, fintech or security, and your subject-matter expert reviews every draft before it is published.',
        },
        {
          question: 'Do you use AI to write content?',
          answer:
            'We use AI tools for research support and outlines, but people with subject knowledge write and edit every article. Google rewards helpful, experienced content, not volume.',
        },
        {
          question: 'What content works best for Bengaluru real estate?',
          answer:
            'Locality guides, commute comparisons, access to schools and hospitals, and honest project comparisons. Buyers relocating for tech jobs research heavily before they visit sites.',
        },
        {
          question: 'How quickly will content bring leads?',
          answer:
            'Comparison and integration pages can bring SaaS leads within weeks of ranking. Broader educational content takes four to nine months to build momentum.',
        },
      ],
    },
    email: {
      intro:
        "For Bengaluru's product companies, email is part of the product: onboarding, activation, usage nudges and renewal reminders. For local businesses and D2C brands it is the cheapest way to bring customers back. We design lifecycle email programmes for both, using the tools already in your stack, from HubSpot and Customer.io to Klaviyo and Zoho.",
      localMarket:
        'SaaS companies, fintechs, edtech platforms, D2C brands and healthcare providers are the main users of email marketing in Bengaluru. Product-led companies need onboarding and activation sequences that turn free users into paying ones, while sales-led B2B firms need nurture programmes for long cycles. D2C and quick-commerce brands use email alongside push notifications and WhatsApp. B2B campaigns follow quarter ends and the big tech conferences held in the city, while consumer campaigns peak around Ugadi, Deepavali and year-end sales.',
      competition:
        "The city's best SaaS companies run sophisticated lifecycle programmes with behavioural triggers, experiments and data warehouse integrations. Smaller startups often send only transactional mail and a monthly newsletter, leaving activation and retention gains on the table. Tech professionals receive dozens of product and newsletter emails a day, so inbox competition is intense. Relevance and timing, driven by product data, separate good programmes from noise.",
      approach: [
        {
          title: 'Define lifecycle stages from product data',
          body: 'Working from Mixpanel, Amplitude or your data warehouse, we define stages such as signed up, activated, engaged, at risk and churned. Each stage gets emails triggered by real behaviour.',
        },
        {
          title: 'Design onboarding that drives activation',
          body: 'Onboarding focuses on the one or two actions that predict retention, with in-app and email messages coordinated. We test timing, content and sender to raise activation.',
        },
        {
          title: 'Build nurture tracks and a sales handoff',
          body: 'For sales-led companies we create tracks by persona and industry, with lead scoring that alerts sales when a prospect is ready. Content includes case studies, webinars and product updates.',
        },
        {
          title: 'Experiment and measure retention',
          body: 'Controlled experiments measure the effect on activation, conversion and retention rather than clicks. Results are shared with product and growth teams.',
        },
      ],
      example: {
        title: 'An HSR Layout personal finance app',
        body: 'A personal finance app had plenty of sign-ups but weak activation, with most users never linking a bank account. We built a behaviour-triggered onboarding sequence with security explainers, a step-by-step guide and reminders timed to user actions, coordinated with push notifications. Activation and first-month retention both improved.',
        metrics: [
          { label: 'Users activated within seven days', value: '23% → 41%' },
          { label: 'First-month retention', value: '+18%' },
          { label: 'Onboarding support tickets', value: '−35%' },
        ],
      },
      pricing: {
        startingFrom: '₹25,000 a month for lifecycle programme management',
        includes: [
          'Lifecycle map and event tracking plan',
          'Onboarding, activation and retention sequences',
          'B2B nurture tracks with lead scoring',
          'Experiment design and analysis',
          'Monthly lifecycle report',
        ],
        note: 'Product-led programmes need more data and engineering coordination, which lengthens set-up. Local businesses and D2C brands with simpler needs can start lower. Platform costs for Customer.io, HubSpot or Klaviyo are billed separately.',
      },
      faqs: [
        {
          question: 'Which tools do you use for lifecycle email?',
          answer:
            'We work with Customer.io, Braze, HubSpot, Klaviyo, MoEngage, Zoho and others. The right tool depends on your data stack, volume and budget.',
        },
        {
          question: 'How is lifecycle email different from a newsletter?',
          answer:
            'Lifecycle emails are triggered by behaviour, such as signing up, using a feature or going quiet. Newsletters are scheduled broadcasts; both have a place, but triggered emails drive most retention gains.',
        },
        {
          question: 'Can you connect email to our product events?',
          answer:
            'Yes. We define an event schema with your engineers and connect it to the email platform through SDKs, a customer data platform such as Segment, or reverse ETL.',
        },
        {
          question: 'How do you keep B2B outreach out of spam folders?',
          answer:
            'We separate marketing and outbound domains, warm up sending gradually, authenticate properly and keep lists clean. Cold outreach follows consent and anti-spam norms.',
        },
      ],
    },
    'web-development': {
      intro:
        'Bengaluru has no shortage of developers, so the question is not who can build a website but who can build the right one and hand it over cleanly. We design and develop marketing sites, SaaS websites, e-commerce stores and web apps for Bengaluru companies, working alongside in-house engineering where needed. Our builds put performance, accessibility, SEO and an editor-friendly CMS first.',
      localMarket:
        'Startups and SaaS companies need marketing sites that load fast, rank and let marketers ship pages without engineers; developers need project sites for buyers who research online; and clinics, schools and restaurants need reliable local sites. Many Bengaluru companies run headless stacks with Next.js and CMSs such as Sanity, Contentful or Strapi, while consumer brands lean on Shopify. Projects are timed around funding rounds, product launches, rebrands and hiring drives, and a surprising number start because marketing is stuck in engineering queues. Consumer sites are mostly visited on mobile, while B2B sites see more desktop traffic during working hours.',
      competition:
        'The city has a deep pool of agencies, freelancers and product studios as well as in-house teams, so competition is on quality and speed. The problems we meet most are beautiful sites that fail Core Web Vitals, headless builds nobody in marketing can edit, and migrations that throw away years of search equity. Buyers here are sophisticated and expect clean code, documentation and version control. A team combining design, engineering and SEO is still relatively rare.',
      approach: [
        {
          title: 'Free marketing from engineering queues',
          body: 'We build component-based pages in a headless CMS so marketers can launch landing pages, comparisons and case studies without developer tickets. Guardrails keep designs consistent.',
        },
        {
          title: 'Engineer for Core Web Vitals',
          body: 'We set performance budgets, use server rendering or static generation, optimise images and fonts, and test against real-user data. Speed is treated as a feature.',
        },
        {
          title: 'Migrate without losing search equity',
          body: 'Redesigns include URL mapping, redirect testing, metadata migration and post-launch monitoring. Cutover is coordinated with your SEO and engineering teams.',
        },
        {
          title: 'Document everything in your repository',
          body: 'Code lives in your GitHub or GitLab with README files, deployment steps and component documentation. We can train your team or stay on for support.',
        },
      ],
      example: {
        title: 'An Outer Ring Road SaaS company moving to headless',
        body: 'A B2B software firm on the Outer Ring Road had a WordPress site with dozens of plugins and a marketing team waiting weeks for simple changes. We rebuilt it with Next.js and a headless CMS, preserved every ranking URL, created a component library for landing pages and connected forms to HubSpot. Marketing now launches a page in a day, and organic traffic kept growing after the migration.',
        metrics: [
          { label: 'Time to launch a landing page', value: '2 weeks → 1 day' },
          { label: 'URLs passing Core Web Vitals', value: '34% → 96%' },
          { label: 'Organic traffic three months after launch', value: '+22%' },
        ],
      },
      pricing: {
        startingFrom: '₹1,40,000 for a marketing website; headless SaaS sites from ₹3,00,000',
        includes: [
          'UX and visual design',
          'Component library and headless CMS set-up',
          'Performance and accessibility testing',
          'SEO migration plan',
          'Documentation and handover training',
        ],
        note: 'Headless builds cost more upfront but save engineering time later. Simpler sites for clinics or schools cost less and can run on WordPress. Integrations with HubSpot, Salesforce or product sign-up flows are quoted after discovery.',
      },
      faqs: [
        {
          question: 'Can you work alongside our in-house developers?',
          answer:
            'Yes. We can design and build components, review code, or own the marketing site while your engineers focus on the product.',
        },
        {
          question: 'Which headless CMS do you recommend?',
          answer:
            'Sanity and Contentful suit many SaaS marketing teams, and Strapi is good when you want to self-host. The choice depends on your editors, budget and integrations.',
        },
        {
          question: 'How do you protect SEO during a redesign?',
          answer:
            'We crawl the old site, map every URL, carry over metadata and structured data, test redirects before launch and watch Search Console afterwards.',
        },
        {
          question: 'Can you build a site in Kannada as well as English?',
          answer:
            'Yes. Multilingual content gets separate URLs, hreflang and a CMS workflow that handles translations properly.',
        },
      ],
    },
  },
};
