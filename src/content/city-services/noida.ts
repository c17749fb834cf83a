// Noida's city-service content: the profile of Gautam Buddh Nagar (Noida and Greater Noida) and its
// SEO, PPC and social media pages, written for IT firms, electronics makers and high-rise society life.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'noida',
    economy:
      "Noida and Greater Noida together form one of India's largest electronics manufacturing clusters, with mobile phone, component and appliance factories in Sector 81, Sector 63 and the Greater Noida industrial areas, alongside IT and IT-enabled services campuses in Sector 62 and along the Noida-Greater Noida Expressway. Film City in Sector 16A houses most national Hindi news channels, and garment exporters still work out of the Noida Special Economic Zone. Vast residential towers in Noida Extension and the expressway sectors, the colleges of Knowledge Park and the Noida International Airport at Jewar (its first phase nearing completion in 2025) keep the district growing fast.",
    keyIndustries: [
      'Electronics and mobile phone manufacturing',
      'IT, SaaS and IT-enabled services',
      'Media and broadcasting',
      'Real estate and interiors',
      'Higher education',
      'Garment exports',
    ],
    localities: [
      'Sector 18 market',
      'Sector 62 and Sector 63',
      'Noida-Greater Noida Expressway sectors',
      'Film City, Sector 16A',
      'Noida Extension (Greater Noida West)',
      'Knowledge Park, Greater Noida',
      'Noida Special Economic Zone, Phase 2',
      'Sector 135 to 144 IT corridor',
    ],
    nearby: ['delhi', 'gurgaon', 'faridabad', 'lucknow'],
  },
  services: {
    seo: {
      intro:
        "Noida is home to hundreds of software and services companies that sell to clients in the US, Europe and across India, and most of them still rely on referrals and outbound sales. SEO can become their steadiest source of qualified enquiries. We also help Noida's clinics, schools, interior firms and retailers win the searches of the families living in its towers.",
      localMarket:
        "B2B SaaS and IT services firms in Sector 62, Sector 132 and along the expressway are the biggest SEO buyers in Noida, targeting national and international keywords that bring demo requests. Consumer demand comes from the high-rise societies of Noida Extension and the expressway sectors, where residents search for things like 'pediatrician near gaur city', 'interior designer noida extension' or 'नोएडा में फ्लैट किराये पर'. Electronics component makers and garment exporters use search to reach OEM sourcing teams and overseas importers. For B2B firms, search demand follows budget cycles, with strong activity in January to March and July to September; consumer demand peaks around possession handovers, school admissions and festivals.",
      competition:
        'B2B software keywords are fiercely competitive, with global SaaS companies and well-funded Indian start-ups publishing constantly. Consumer keywords face Delhi and Gurgaon businesses, portals and directories. The opportunity lies in specific, expert content for B2B buyers and in hyperlocal pages for consumer services tied to particular sectors and societies.',
      approach: [
        {
          title: 'Build B2B topic clusters',
          body: 'For software firms we create content clusters around the problems your buyers need solved, comparison pages and integration pages that capture buyers close to a decision.',
        },
        {
          title: 'Prove expertise',
          body: 'Articles are written with your product and engineering teams, with real examples and data, which Google and sceptical buyers both value.',
        },
        {
          title: 'Target sectors and societies locally',
          body: 'Consumer businesses get pages and Google Business Profile content for the sectors and large societies they serve.',
        },
        {
          title: 'Report pipeline',
          body: 'We connect organic traffic to CRM outcomes, so you see demos, opportunities and revenue, not just traffic.',
        },
      ],
      example: {
        title: 'An HR software company in Sector 132',
        body: 'A payroll and HR software company relied on outbound sales and a few paid campaigns. We built content around Indian payroll compliance, such as PF, ESI and professional tax by state, plus comparison pages and integration guides, and linked each article to a relevant free tool or demo. Organic demo requests became a major share of the sales pipeline within a year.',
        metrics: [
          { label: 'Organic demo requests per month', value: '18 to 130' },
          { label: 'Pipeline from organic search', value: '₹2.1 crore a year' },
          { label: 'Keywords in the top 3', value: '310' },
        ],
      },
      pricing: {
        startingFrom: '₹25,000 per month',
        includes: [
          'Technical audit and fixes',
          'Keyword and topic research',
          'Four pages or articles a month',
          'Link building and digital PR',
          'Monthly pipeline report',
        ],
        note: 'B2B SaaS programmes usually cost ₹50,000 to ₹1.5 lakh a month because of the depth of content and competition. Local consumer businesses in Noida can start at around ₹16,000 a month.',
      },
      faqs: [
        {
          question: 'How long does B2B SEO take to bring demos?',
          answer:
            'Usually four to nine months, depending on your domain authority and how competitive your category is.',
        },
        {
          question: 'Can SEO help us win clients abroad?',
          answer:
            'Yes. We target international keywords and build content and credibility signals aimed at buyers in your target markets.',
        },
        {
          question: 'We are a clinic in Noida Extension. Is SEO worth it?',
          answer:
            'Yes. Residents search by sector and society, and a well-optimised profile and site can bring steady appointments.',
        },
      ],
    },
    ppc: {
      intro:
        'Every month thousands of families get the keys to new flats in Noida and Greater Noida, and almost all of them search online for interiors, furniture, schools and services. Software and electronics firms, meanwhile, need qualified B2B leads. We run Google Ads for Noida businesses in both worlds, with tracking built around real outcomes.',
      localMarket:
        "Interior designers, modular kitchen and furniture brands are heavy advertisers in Noida Extension and the expressway sectors, targeting new flat owners. Hospitals, schools and coaching institutes advertise to residents, and B2B software and IT services companies run search and LinkedIn campaigns for demos. Colleges in Knowledge Park advertise intensively during admission months. Possession handovers in large projects create sudden local demand spikes, and festive months bring high demand for home improvement. Buyers here are price-aware and compare three or four quotes, typing searches such as '3bhk interior cost noida' or 'modular kitchen price greater noida west'. Many of the delayed projects in Noida Extension are now being handed over in batches, so demand can jump in a single society within weeks.",
      competition:
        'Interior design and home-improvement keywords are contested by national brands and aggregators, and clicks can cost ₹30 to ₹100. B2B software keywords are expensive and crowded with global competitors. Many advertisers send all traffic to one generic page, which lowers quality scores and raises costs. Delhi advertisers also spill into Noida auctions because location targeting around the border is loose, which pushes up evening click prices for local service terms.',
      approach: [
        {
          title: 'Target societies and sectors',
          body: 'Campaigns target the specific societies and sectors where new possessions are happening, with ads that mention project names where appropriate.',
        },
        {
          title: 'Build landing pages for each offer',
          body: 'Each campaign sends visitors to a page that matches the search, such as 2BHK interiors or modular kitchens, with pricing guidance and real work photos.',
        },
        {
          title: 'Track through to booking',
          body: 'Leads are tracked through design consultations and orders, so bidding focuses on searches that bring real clients.',
        },
      ],
      example: {
        title: 'An interior design firm serving new societies',
        body: 'An interior firm wanted more clients among new flat owners in Noida Extension and the expressway sectors. We launched campaigns targeting specific societies and flat types, built landing pages with package pricing and completed projects in the same societies, and tracked consultations booked. The firm grew its order book without increasing its budget.',
        metrics: [
          { label: 'Cost per consultation booked', value: '₹2,400 to ₹1,150' },
          { label: 'Consultations per month', value: '85' },
          { label: 'Projects won in 6 months', value: '48' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month or 12% of ad spend',
        includes: [
          'Campaign set-up and landing page guidance',
          'Society and sector targeting',
          'Conversion tracking through CRM',
          'Monthly review of consultations and cost per booking',
        ],
        note: 'Clicks are invoiced by Google to your company, which keeps GST input credit on media spend clean for Noida firms. Home-improvement businesses typically spend ₹60,000 to ₹2 lakh a month, while B2B campaigns vary widely depending on the market.',
      },
      faqs: [
        {
          question: 'Can you target people in specific societies?',
          answer:
            'Google Ads targets locations by radius and area, which lets us focus on clusters of societies. Ads can also mention society names where relevant.',
        },
        {
          question: 'Do B2B firms in Noida benefit from Google Ads?',
          answer:
            'Yes, particularly for high-intent searches such as software comparisons and specific service needs.',
        },
        {
          question: 'How quickly do ads start working?',
          answer:
            'Leads usually start within days. Performance improves over the first two months as we refine keywords and pages.',
        },
      ],
    },
    'social-media': {
      intro:
        "Noida's social life happens in its towers: society WhatsApp groups, residents' Instagram pages and neighbourhood Facebook groups. Brands that earn a place in those conversations can grow quickly. We manage social media for Noida businesses that want to reach residents and professionals across the district.",
      localMarket:
        "Cloud kitchens, cafés, preschools, gyms, salons, interior designers and clinics are the most active social buyers in Noida. Instagram drives discovery, while society groups and WhatsApp drive trust. B2B firms in Sector 62 and the expressway corridor use LinkedIn for hiring and thought leadership. Seasonal peaks include Diwali, Christmas and New Year celebrations in societies, and summer holidays when children's activities are in demand. Young professionals in the Sector 62 and Sector 135 office parks order food and book fitness classes almost entirely through apps and Instagram. News anchors and media professionals around Film City make Noida an unexpectedly strong market for grooming, fashion and wellness brands.",
      competition:
        'Delhi and Gurgaon brands advertise heavily to Noida audiences, and food delivery apps dominate the restaurant space. Local businesses that build a real community presence in specific societies often outperform bigger brands. Large societies in Noida Extension and along the expressway have thousands of flats each, so one society can be a bigger audience than a whole small town. Residents are quick to post complaints in group chats, which means service quality and social reputation are tightly linked. Creator fees are lower than in Gurgaon, and many popular Noida creators live in the very societies a brand wants to reach.',
      approach: [
        {
          title: 'Build society-level presence',
          body: 'We work with resident groups and society events for sponsorships, stalls and partnerships, complemented by targeted ads.',
        },
        {
          title: 'Create content residents relate to',
          body: 'Reels and posts feature local places, residents and everyday life in Noida.',
        },
        {
          title: 'Drive direct orders',
          body: 'For food brands we promote direct ordering through WhatsApp or your own site, reducing dependence on delivery apps.',
        },
        {
          title: 'Keep LinkedIn separate for B2B',
          body: 'Software and services firms in the office corridors get a LinkedIn plan built on employee voices and hiring content, kept apart from consumer-style posting.',
        },
      ],
      example: {
        title: 'A cloud kitchen delivering across Noida sectors',
        body: 'A cloud kitchen selling home-style North Indian meals relied on delivery apps and their commissions. We built an Instagram presence around its home cooks and daily menus, promoted meal subscriptions to office workers and families in nearby societies, and set up WhatsApp ordering. Direct orders grew to a large share of the business.',
        metrics: [
          { label: 'Direct orders share', value: '8% to 37%' },
          { label: 'Meal subscriptions', value: '410' },
          { label: 'Followers in Noida', value: '17,000' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Instagram, Facebook and LinkedIn calendar',
          '12 posts and 4 reels a month',
          'One shoot a month in Noida',
          'Comment and DM replies on working days',
        ],
        note: 'Society activations and sponsorships are priced separately and often cost less than equivalent ad campaigns. Local ad budgets typically start at ₹15,000 a month.',
      },
      faqs: [
        {
          question: 'Can social media reduce our dependence on food apps?',
          answer:
            'Yes. Regular customers often switch to direct ordering when it is easy and offers better value.',
        },
        {
          question: 'Do you work with society residents groups?',
          answer:
            'Yes, through events, stalls and sponsorships, while respecting group rules and avoiding spam.',
        },
        {
          question: 'Is LinkedIn useful for a Noida IT company?',
          answer:
            'Yes, especially for hiring and for building credibility with clients. We plan posts for the company page and key employees.',
        },
      ],
    },
  },
};
