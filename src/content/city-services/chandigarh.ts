// Chandigarh's city-service content: the Tricity profile (Chandigarh, Mohali, Panchkula) and its
// SEO, PPC, social media and web development pages, shaped by the Punjabi diaspora and IT parks.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'chandigarh',
    economy:
      "Chandigarh is the shared capital of Punjab and Haryana and, with Mohali and Panchkula, forms a Tricity of high incomes, government jobs and a well-educated workforce. IT and IT-enabled services cluster in the Chandigarh IT Park and Mohali's industrial phases, while PGIMER and private hospitals make the city a medical centre for Punjab, Himachal and Jammu. The region's strong links to the Punjabi diaspora in Canada, the UK and Australia support a huge study-abroad and immigration sector and a property market in Zirakpur, New Chandigarh and Mohali Aerocity that sells heavily to NRIs.",
    keyIndustries: [
      'IT and IT-enabled services',
      'Study abroad, IELTS and immigration',
      'Healthcare',
      'Real estate',
      'Government and public sector',
      'Retail, food and automobile dealerships',
    ],
    localities: [
      'Sector 17 business centre',
      'Sector 34 and 35 coaching hub',
      'Chandigarh IT Park',
      'Industrial Area Phase I and II',
      'Mohali Phase 8B and Sector 62',
      'Zirakpur',
      'Panchkula Sector 5 and 20',
      'New Chandigarh and Kharar',
    ],
    nearby: ['shimla', 'haryana', 'dehradun', 'delhi'],
  },
  services: {
    seo: {
      intro:
        'In the Tricity, Google is the first stop for a family choosing a hospital, a student choosing an IELTS centre and an NRI checking a builder from Brampton or Melbourne. Local searches are precise and often include a sector number. We help Chandigarh, Mohali and Panchkula businesses rank where those decisions begin.',
      localMarket:
        "Study-abroad consultants, IELTS and PTE coaching centres are the most aggressive SEO buyers here, especially around Sector 34 and 35, followed by hospitals, real estate developers in Zirakpur and Mohali, and IT companies seeking overseas clients. Searches combine sectors and services, for example 'ielts coaching sector 34' or 'dentist sector 35 chandigarh', and Punjabi or Hindi queries such as 'canada study visa consultant mohali' or 'ਚੰਡੀਗੜ੍ਹ ਆਈਲਟਸ' appear too. Study-abroad demand follows university intake cycles and swings sharply with immigration policy changes in Canada, Australia and the UK. Property searches from NRIs rise in December and January, when many families visit Punjab.",
      competition:
        'The study-abroad niche is fiercely competitive and full of aggressive tactics, including fake reviews and doorway pages for every Punjab town, which makes trust signals vital. Healthcare faces national platforms and large hospital chains. Other local services, from interior designers to CA firms, are far less competitive and can rank quickly with good pages and reviews.',
      approach: [
        {
          title: 'Rank by sector and by town',
          body: 'We build pages for the Tricity sectors you serve and, where you genuinely serve them, for Punjab and Haryana towns whose students or patients come to you, each with real, specific content.',
        },
        {
          title: 'Earn trust in a sceptical niche',
          body: 'Visa and education pages show registration details, real success stories with consent, counsellor profiles and clear fee information, which both Google and cautious parents reward.',
        },
        {
          title: 'Keep pages current with policy',
          body: 'When Canada, Australia or the UK change visa rules, we update affected pages within days, which protects rankings and credibility.',
        },
        {
          title: 'Clean up reviews and listings',
          body: 'We fix duplicate Google Business Profiles, remove fake-looking review patterns and build a steady, genuine review flow.',
        },
      ],
      example: {
        title: 'A study-abroad consultancy in Sector 34',
        body: 'A consultancy with offices in Chandigarh and Ludhiana relied on paid ads and walk-ins, and its website had thin pages copied from university brochures. We rewrote country and course pages with fee tables, visa timelines and alumni stories, added a Punjabi version of key pages and updated content after each policy change. When Canadian demand fell, the new UK, Germany and Australia pages kept enquiries coming.',
        metrics: [
          { label: 'Organic enquiries per month', value: '70 to 240' },
          { label: 'Keywords in the top 3', value: '118' },
          { label: 'Paid ad budget reduced', value: '35%' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 per month',
        includes: [
          'Technical audit and on-page optimisation',
          'Sector and service keyword map',
          'Three pages or articles a month',
          'Google Business Profiles for Tricity branches',
          'Monthly report on enquiries',
        ],
        note: 'Immigration and healthcare clients in the Tricity usually need ₹35,000 to ₹70,000 a month because of the content volume and competition, while most local service businesses do well with the starting plan.',
      },
      faqs: [
        {
          question: 'Should we target Mohali and Panchkula separately?',
          answer:
            'Yes, if you serve them. People search by city and sector, so a page for each area you genuinely cover helps you appear in more local results.',
        },
        {
          question: 'Do you create pages for every Punjab town?',
          answer:
            'Only where you serve those towns and can say something specific. Hundreds of near-identical town pages are a spam risk and rarely rank for long.',
        },
        {
          question: 'How do immigration policy changes affect SEO?',
          answer:
            'Search demand shifts quickly between countries. Sites that update pages fast and cover several destinations keep their traffic when one market cools.',
        },
      ],
    },
    ppc: {
      intro:
        'Paid search in the Tricity is shaped by the diaspora: a large share of property, visa and even wedding decisions involve relatives in Canada, the UK or Australia. Campaigns must reach both the family in Mohali and the son in Surrey. We build Google Ads accounts that do exactly that, with tracking that shows which leads turn into clients.',
      localMarket:
        'Builders in Zirakpur, New Chandigarh and Mohali Aerocity buy the most clicks, much of it aimed at NRIs. Study-abroad and PTE centres advertise all year, hospitals and IVF centres advertise to Punjab, Himachal and NRI patients, and car dealerships along the Industrial Area advertise new launches to a city with one of the highest vehicle ownership rates in India. NRI-targeted property campaigns peak from November to January, study-abroad ads follow intake deadlines, and car and jewellery ads rise before Diwali and the wedding season.',
      competition:
        'Immigration keywords have some of the highest click costs in North India, often ₹80 to ₹200, because consultants across Punjab bid on them. Property keywords compete with portals and channel partners. Google restricts some immigration and healthcare advertising, and accounts that break rules get suspended, so compliance is part of the job.',
      approach: [
        {
          title: 'Target the diaspora separately',
          body: 'We run separate campaigns for Canada, the UK, Australia and the US, scheduled for their time zones and written for NRI concerns such as power of attorney and remote site visits.',
        },
        {
          title: 'Stay inside advertising policies',
          body: 'Ads and landing pages for visa and health services are reviewed against Google policies and Indian rules, which keeps accounts live in categories where suspensions are common.',
        },
        {
          title: 'Qualify before the call',
          body: 'Forms ask for budget, timeline and, for students, test scores, so counsellors and sales teams spend time on serious enquiries.',
        },
      ],
      example: {
        title: 'A residential project in New Chandigarh sold to NRIs',
        body: 'A developer selling plots and villas in New Chandigarh spent most of its budget on broad local keywords. We launched campaigns in Canada and the UK with video walkthroughs, added WhatsApp and video-call booking for site tours, and timed budgets around the December visiting season. NRI buyers became a major share of bookings.',
        metrics: [
          { label: 'NRI leads per month', value: '35 to 190' },
          { label: 'Virtual site tours booked', value: '260' },
          { label: 'Units sold to NRIs in a season', value: '27' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 per month or 12% of ad spend',
        includes: [
          'Account structure for local and NRI campaigns',
          'Policy review of ads and landing pages',
          'Conversion tracking including calls and WhatsApp',
          'Monthly lead-quality review',
        ],
        note: "Your media budget is charged by Google to the Tricity business's own card or invoice account, not routed through us. Local advertisers can test from ₹40,000 a month in spend, while immigration and NRI property campaigns usually need ₹1.5 lakh or more because of high click costs overseas.",
      },
      faqs: [
        {
          question: 'Can you run ads in Canada for a Chandigarh business?',
          answer:
            'Yes. We target Canadian cities and provinces with large Punjabi communities and schedule ads for their evenings and weekends.',
        },
        {
          question: 'Why was our immigration ad account suspended?',
          answer:
            'Usually because of guarantees, misleading claims or missing business verification. We audit the account, fix the causes and help with the appeal.',
        },
        {
          question: 'Do Punjabi ads work?',
          answer:
            'For older audiences and some property campaigns, yes. Most searches are still in English, so we test Punjabi alongside English rather than instead of it.',
        },
      ],
    },
    'social-media': {
      intro:
        'The Tricity loves to be seen: weddings, cafés in Sector 26, new cars and Sunday evenings at Sukhna Lake all end up on Instagram. Brands here compete for attention with the Punjabi music industry and its influencers. We run social media that gets Chandigarh brands noticed locally and by Punjabi audiences abroad.',
      localMarket:
        'Bridal and Punjabi-suit boutiques, cafés and restaurants, gyms, salons, jewellers, car dealers and study-abroad consultants are the most active social buyers. Instagram dominates for consumer brands, YouTube for education and real estate, and LinkedIn for IT companies in the IT Park and Mohali. The wedding season from October to March is the busiest period, followed by Diwali, Lohri and Baisakhi. Food is its own category in the city, with cafés in Sector 7, Sector 26 and Elante Mall competing for the same student and young-professional crowd every weekend. Real estate brands in Zirakpur and New Chandigarh use YouTube walkthroughs to sell to buyers who cannot visit in person.',
      competition:
        'Chandigarh audiences are used to high production values from Punjabi entertainment, and influencers here charge premium fees. Many brands rely on giveaways, which inflate follower counts without sales. Honest, consistent content from real people in the business still stands out.',
      approach: [
        {
          title: 'Lead with short video',
          body: 'Reels and shorts with real staff and customers, lightly scripted in Punjabi, Hindi or English, form the core of each plan.',
        },
        {
          title: 'Reach the diaspora',
          body: 'For fashion, jewellery and property brands we target Punjabi communities abroad, with posts scheduled for Canadian and UK time zones.',
        },
        {
          title: 'Measure sales, not likes',
          body: 'We track DMs, WhatsApp chats, appointments and store visits, and cut content formats that do not bring any.',
        },
      ],
      example: {
        title: 'A Punjabi bridal boutique in Mohali',
        body: 'A bridal boutique creating custom Punjabi suits and lehengas wanted brides from Canada and the UK who shop during winter visits. We filmed try-on reels and bride stories, ran ads to Punjabi women abroad in September and October, and offered video-call consultations before they flew in. Many brides booked fittings before landing in India.',
        metrics: [
          { label: 'International consultations booked', value: '140 in one season' },
          { label: 'Bridal orders from NRIs', value: '46' },
          { label: 'Average bridal order', value: '₹1.6 lakh' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 per month',
        includes: [
          'Content plan for Instagram and Facebook',
          '12 posts and 5 reels a month',
          'One shoot a month in the Tricity',
          'DM and comment management',
        ],
        note: 'Plans targeting NRI audiences need more video and higher ad budgets, usually ₹30,000 to ₹80,000 a month in Meta spend during wedding season. Local creators in the Tricity charge anywhere from ₹10,000 to several lakh rupees per collaboration.',
      },
      faqs: [
        {
          question: 'Can we target Punjabi audiences in Canada on Instagram?',
          answer:
            'Yes. Meta lets us target by location, language and interests, which reaches Punjabi speakers in cities like Brampton and Surrey.',
        },
        {
          question: 'Do giveaways help?',
          answer:
            'They bring followers, but rarely buyers. We use them sparingly and only with conditions that attract real customers.',
        },
        {
          question: 'Can you shoot in our store in Panchkula?',
          answer:
            'Yes, our team travels across the Tricity for shoots, usually once or twice a month per client.',
        },
      ],
    },
    'web-development': {
      intro:
        'Tricity businesses sell to some of the most demanding audiences in India: NRI buyers comparing with Canadian websites and overseas clients evaluating Mohali IT firms. A slow, dated website quietly loses both. We build fast, secure websites for Chandigarh, Mohali and Panchkula businesses, from IT companies to hospitals and builders.',
      localMarket:
        "IT services companies in the IT Park and Mohali need websites that win clients in the US, UK and Australia; builders need project sites for NRIs; hospitals need appointment booking; and study-abroad firms need course finders and lead forms. Searches include 'website development company mohali' and 'web design chandigarh'. Many local IT firms also build websites, so buyers here are technically informed and ask about frameworks, security and hosting. Hospitals and clinics in Sector 32, Mohali Phase 6 and Panchkula want doctor directories that patients from Himachal and Jammu can use on slow hill-station connections. Project deadlines tend to cluster before the NRI visiting season in December and ahead of university intake fairs.",
      competition:
        'Mohali and Chandigarh have many web development firms serving foreign clients, which keeps technical quality high but often leaves local businesses with developer-led sites that lack marketing thinking. Buyers increasingly want sites that rank and convert, not just code that works. At the other end, template sellers in Sector 34 and Zirakpur still offer five-page sites for under ₹15,000, with no ownership of the domain or hosting. We sit between the two: engineering standards a Mohali CTO accepts, with copy and structure built to bring enquiries.',
      approach: [
        {
          title: 'Design for international trust',
          body: 'For IT and export firms we build case studies, team pages and clear service pages that meet the expectations of overseas buyers.',
        },
        {
          title: 'Serve NRI buyers properly',
          body: 'Property and service sites include time-zone-aware booking, video consultations and clear information about remote processes.',
        },
        {
          title: 'Choose simple, secure technology',
          body: 'We use modern static front ends or well-maintained CMSs, with security updates and backups planned from the start.',
        },
      ],
      example: {
        title: 'A Mohali IT services firm winning US clients',
        body: 'A 60-person software company in Mohali relied on freelancing platforms for clients and had a generic website. We rebuilt it around industries served, detailed case studies and a clear engagement process, added a fast static front end and connected forms to HubSpot. Direct enquiries from the US and Australia increased and the firm reduced its dependence on platforms.',
        metrics: [
          { label: 'Qualified direct enquiries', value: '+3x in 6 months' },
          { label: 'Page speed on mobile', value: '96 / 100' },
          { label: 'Platform-sourced revenue share', value: '70% to 45%' },
        ],
      },
      pricing: {
        startingFrom: '₹60,000 for a business website',
        includes: [
          'Custom design of up to 10 templates',
          'CMS or static build with training',
          'SEO foundations and analytics',
          'CRM and WhatsApp integration',
        ],
        note: 'IT company and hospital sites typically cost ₹1.5 lakh to ₹4 lakh, depending on case studies, integrations and languages. Project microsites for builders start at ₹40,000.',
      },
      faqs: [
        {
          question: 'We are an IT company. Why not build our own site?',
          answer:
            'Many do, but positioning, copy and conversion design are different skills. We often work with your developers on the build while we handle strategy and design.',
        },
        {
          question: 'Can our site show prices in several currencies?',
          answer:
            'Yes, for service packages or online stores we can show INR, CAD, GBP or AUD depending on the visitor.',
        },
        {
          question: 'How long does a business website take?',
          answer: 'Usually five to eight weeks from kick-off, depending on content and approvals.',
        },
      ],
    },
  },
};
