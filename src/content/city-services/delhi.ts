// Delhi's city-service content: the capital's profile and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'delhi',
    economy:
      "Delhi is a city-state of more than two crore people whose economy runs on services: government and public-sector headquarters, trade, finance, hospitality, healthcare and education make up most of its output, and its per-capita income is among the highest of any Indian state. Old Delhi's wholesale markets such as Chandni Chowk, Sadar Bazar and Khari Baoli still set prices for much of north India, while Okhla, Naraina and Mayapuri hold light manufacturing and Aerocity and Connaught Place host corporate offices. Buyers routinely compare Delhi suppliers with firms in Gurugram and Noida, so a Delhi business competes across the whole NCR.",
    keyIndustries: [
      'Wholesale and retail trade',
      'Government, PSUs and policy consulting',
      'Healthcare and diagnostics',
      'Education and competitive-exam coaching',
      'Hospitality and events',
      'Real estate and interiors',
      'Fashion and bridal wear',
    ],
    localities: [
      'Connaught Place',
      'Nehru Place',
      'Karol Bagh',
      'Lajpat Nagar',
      'Okhla Industrial Area',
      'Saket',
      'Chandni Chowk',
      'Rajouri Garden',
      'Janakpuri',
      'Dwarka',
      'Aerocity',
      'Netaji Subhash Place',
      'Laxmi Nagar',
      'Greater Kailash',
    ],
    nearby: ['gurgaon', 'noida', 'faridabad', 'sonipat'],
  },
  services: {
    seo: {
      intro:
        'Delhi searchers rarely type just a service; they type a neighbourhood, a metro station or a market, and Google answers with businesses that have proved they are actually there. SEO for a Delhi company therefore starts with the map pack and the locality page, then builds the authority to compete for city-wide terms against NCR rivals. We run SEO for clinics, coaching institutes, wholesalers, interior firms and B2B suppliers across the capital, and we report on calls and enquiries rather than on rankings alone.',
      localMarket:
        "The biggest buyers of SEO in Delhi are healthcare providers, coaching institutes, real estate and interiors firms, and traders moving from Justdial and IndiaMART listings to their own websites. Queries mix English, Hindi and Hinglish: 'skin specialist in Rajouri Garden', 'UPSC coaching Mukherjee Nagar fees', 'lehenga shop Chandni Chowk' and 'dilli mein sasta packers movers' all carry real volume. Demand moves with the city's calendar. Air purifier, chest physician and AQI searches climb from late October as the winter smog sets in, wedding searches peak between November and February, and nursery admission queries surge when private schools open their forms in late November. Coaching searches jump after UPSC and CUET results, while B2B suppliers see a bump before the India International Trade Fair at Bharat Mandapam each November.",
      competition:
        "Delhi is one of the most crowded SEO markets in India because every Delhi business competes with Gurugram and Noida firms for the same 'Delhi NCR' queries. In healthcare and coaching, a handful of chains with hundreds of location pages hold the top positions, and aggregators such as Practo, Justdial and Shiksha sit above most independent websites. Many small businesses have already paid for cheap link packages, so clean-up of spammy backlinks is part of a surprising number of our Delhi audits. The opening is in locality depth: few competitors write genuinely useful pages for Pitampura, Dwarka Sector 12 or Greater Kailash II, and Google rewards the ones that do.",
      approach: [
        {
          title: 'Map every branch to the localities it really serves',
          body: "We plot your customers' pin codes against your branches and decide which Delhi localities each Google Business Profile and each location page should target. A Lajpat Nagar clinic does not need a page for Rohini, but it may need one for Defence Colony and Jangpura. Categories, service areas and photos are then set branch by branch so the map pack shows the right one.",
        },
        {
          title: 'Write for Hinglish and Hindi searches',
          body: 'Keyword tools undercount Hindi-script queries, so we also mine your call recordings and WhatsApp enquiries for the words people use. Where Hindi demand is real we publish Hindi pages with proper hreflang rather than machine-translated copies. Headings and FAQs reflect how Delhi customers phrase things, including metro stations and market names.',
        },
        {
          title: 'Plan pages around pollution, weddings and admissions',
          body: 'Smog season, the wedding rush, nursery admissions and the trade-fair month each get content published six to eight weeks before demand rises, so pages are indexed and ranking when searches peak. We refresh the same URLs every year instead of creating new thin pages.',
        },
        {
          title: 'Earn links from Delhi sources',
          body: 'Links come from Delhi trade associations, RWA newsletters, hospital and alumni directories and local publications, not from link farms. For B2B clients we work on supplier listings and market associations in places like Nehru Place and Karol Bagh.',
        },
      ],
      example: {
        title: 'A multi-branch dental chain in West and South Delhi',
        body: 'A dental group with clinics in Rajouri Garden, Janakpuri, Saket and Malviya Nagar was invisible in the map pack outside its Saket branch and spent ₹1.5 lakh a month on directory leads. We rebuilt each Google Business Profile, wrote locality pages for the twelve neighbourhoods that sent the most patients, and added Hindi treatment pages for root canals, implants and braces. Within seven months, organic and Maps enquiries overtook paid listings and the group halved its directory spend.',
        metrics: [
          { label: "Branches in the map pack for 'dentist near me'", value: '1 of 4 → 4 of 4' },
          { label: 'Organic appointment requests', value: '+212%' },
          { label: 'Monthly directory spend', value: '−52%' },
        ],
      },
      pricing: {
        startingFrom:
          '₹28,000 a month for one location; ₹45,000 a month for multi-branch or e-commerce sites',
        includes: [
          'Technical audit and fixes for up to 500 URLs',
          'Google Business Profile management for each branch',
          'Four locality or service pages a month, in English or Hindi',
          'Justdial, Sulekha and IndiaMART citations cleaned up and kept consistent',
          'Monthly call and form tracking report',
        ],
        note: 'Delhi SEO costs more than SEO in a smaller city because the competition for NCR terms is heavier and links from credible local sources take more outreach. A single clinic or shop with a handful of target localities sits at the lower end. Chains with branches across the city, sites needing Hindi versions, or businesses fighting aggregators for city-wide terms need the higher retainer and usually a six-month commitment.',
      },
      faqs: [
        {
          question: "Should my Delhi business target 'Delhi' or 'Delhi NCR' keywords?",
          answer:
            'Target the area you can actually serve. If your customers travel in from Gurugram and Noida, an NCR page helps; if you deliver only within South Delhi, locality pages will convert better than a broad NCR page you cannot rank for.',
        },
        {
          question: 'Do Hindi pages help a website rank in Delhi?',
          answer:
            'For consumer services such as healthcare, legal help, home services and coaching, yes. A meaningful share of Delhi mobile searches is typed or spoken in Hindi or Hinglish, and few competitors have proper Hindi pages, so they often rank quickly.',
        },
        {
          question: 'How long does SEO take for a Delhi clinic or coaching institute?',
          answer:
            "Map pack gains for a single branch usually show in two to three months once the profile and reviews are fixed. City-wide terms like 'best IVF centre in Delhi' take six to twelve months because hospital chains and aggregators hold them.",
        },
        {
          question: 'Can you remove spammy links a previous agency built?',
          answer:
            'We audit the link profile, ask site owners to take down the worst links and disavow what cannot be removed. It is common in Delhi, where cheap link packages were sold widely, and recovery usually follows within one or two core updates.',
        },
      ],
    },
    ppc: {
      intro:
        'Google Ads in Delhi is expensive for the categories that matter most, so money is made or lost in targeting: which pin codes, which hours and which search terms you refuse to pay for. We manage Search, Performance Max, Demand Gen and call campaigns for Delhi businesses that judge ads by cost per qualified lead. Every account we take over gets a negative-keyword and location audit in its first week, because that is where most Delhi budgets leak.',
      localMarket:
        "Delhi's heaviest advertisers are hospitals and IVF centres, coaching institutes, real estate channel partners, packers and movers, and B2B suppliers selling to government and corporate buyers. Search terms carry a strong transactional edge: 'AC repair Dwarka same day', 'CA for GST registration Laxmi Nagar' or 'bulk corporate gifts Delhi price'. Budgets swing with the calendar. Coaching advertisers spend hardest after board and entrance results, home-services ads spike before summer when ACs and coolers need servicing, and Diwali corporate gifting pushes up CPCs for hampers and dry fruits from late September. Tender deadlines and the March financial-year end also lift B2B clicks, as departments and PSUs spend what is left of their budgets.",
      competition:
        "Location targeting is the trap most Delhi advertisers fall into: the default setting includes people merely interested in Delhi, so ads show to students in Patna or buyers in Lucknow who will never visit. Competition is sharpest on 'near me' and emergency queries, where clicks for locksmiths, pest control or dental implants can cost ₹80 to ₹150. Lead aggregators bid on the same terms and resell each lead to several vendors, which inflates prices for everyone. The cheapest qualified leads usually hide in long-tail locality terms and in call-only ads scheduled for when the phones are staffed.",
      approach: [
        {
          title: 'Fence the map tightly',
          body: 'We target by pin code or radius around each branch and switch location options to presence, so only people actually in your area see the ads. For services across the Yamuna, East Delhi and Noida get separate campaigns because their conversion rates differ.',
        },
        {
          title: 'Separate Hindi and English intent',
          body: 'Hinglish queries are grouped into their own ad groups with Hinglish ad copy, which raises click-through rate without raising bids. Devanagari ads are tested only where the search terms report shows Devanagari queries with real volume.',
        },
        {
          title: 'Track calls and WhatsApp, not just forms',
          body: 'Most Delhi buyers call or message before they fill a form, so we set up call tracking, WhatsApp click events and offline conversion imports from your CRM. Smart bidding then optimises towards leads that became appointments or orders.',
        },
        {
          title: 'Shift budget with the Delhi year',
          body: 'Budgets move monthly with local demand: smog season for air purifiers and respiratory clinics, summer for AC services, October and November for gifting and weddings. Low-margin campaigns are paused in the weeks when aggregators flood the auction.',
        },
      ],
      example: {
        title: 'A packers and movers company in Dwarka',
        body: "A relocation firm based in Dwarka was spending ₹3 lakh a month on Google Ads at a cost per lead above ₹900, and most leads were for intercity moves it could not price competitively. We rebuilt the account around local shifting within the NCR, added call-only ads for the morning peak, imported booked moves from its CRM as conversions, and excluded job-seeker and 'cheap' searches that were burning a fifth of spend. After four months the firm was booking more moves on a smaller budget.",
        metrics: [
          { label: 'Cost per lead', value: '₹920 → ₹410' },
          { label: 'Booked moves from ads each month', value: '+64%' },
          { label: 'Monthly ad spend', value: '₹3 lakh → ₹2.4 lakh' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 a month management fee, or 12% of ad spend above ₹1.5 lakh',
        includes: [
          'Account and tracking audit in week one',
          'Search, Performance Max and call-only campaigns',
          'Hindi and English ad copy with landing page advice',
          'Offline conversion import from your CRM or a Google Sheet',
          'Fortnightly search-terms review and a monthly report',
        ],
        note: 'Ad spend is paid to Google directly and is separate from our fee. For most Delhi local services we suggest at least ₹50,000 a month in spend so the account gathers enough data; healthcare and property need more, because clicks cost several times what they do in tier-2 cities. A business with separate budgets for each branch costs more to manage than one campaign covering the city.',
      },
      faqs: [
        {
          question: 'What does a click cost on Google Ads in Delhi?',
          answer:
            "It depends on the category. Home services and retail often sit at ₹15 to ₹40 per click, while IVF, hair transplant, legal and property searches routinely run ₹80 to ₹250. We give you a forecast from Google's Keyword Planner and our own Delhi account data before you commit.",
        },
        {
          question: 'Should I advertise across the NCR or only inside Delhi?',
          answer:
            'Start where you convert best, which is usually within a few kilometres of your branch. Gurugram and Noida can be added as separate campaigns once you know their cost per lead, because traffic and travel times change what people will book.',
        },
        {
          question: 'Are lead aggregator platforms cheaper than running my own ads?',
          answer:
            'Aggregator leads look cheap per lead, but the same enquiry is often sold to several competitors. Your own ads cost more per lead and less per paying customer, which is the number that matters.',
        },
        {
          question: 'Can you run ads for my coaching institute during admission season only?',
          answer:
            'Yes, though we recommend a small always-on brand campaign so rivals cannot take your name searches. Heavy spend then runs from results day through the admission window.',
        },
      ],
    },
    'social-media': {
      intro:
        "Delhi's social feeds are loud: food, fashion, weddings and politics compete for the same thumb, and local brands win by being recognisably Dilli rather than generically Indian. We run Instagram, Facebook, LinkedIn and YouTube Shorts for Delhi restaurants, fashion labels, clinics, schools and B2B firms, with content planned around the city's festivals and neighbourhoods. Our reports show reach, saves, DMs and store visits, because likes alone pay no rent.",
      localMarket:
        "Restaurants and cafés in Hauz Khas, Connaught Place and Khan Market, bridal and designer labels in Shahpur Jat and Chandni Chowk, and salons and aesthetic clinics in South and West Delhi are the most active buyers of social media management here. B2B firms in Okhla and Nehru Place increasingly want LinkedIn for hiring and for credibility with corporate clients. Discovery on Instagram happens through location tags, Reels audio and food or fashion creators, and people search Instagram itself for 'cafe in GK 1' or 'lehenga under 50k'. The calendar is dense: Lohri and Republic Day in January, Holi in March, Karva Chauth in autumn, Diwali, Chhath for Purvanchali audiences in East and North-West Delhi, and a wedding season from November to February with a second window in April and May.",
      competition:
        'Most Delhi businesses post regularly but without a plan, so feeds fill with festival greeting cards that nobody saves. The brands that stand out partner with Delhi creators, shoot in recognisable places such as Lodhi Art District or Sunder Nursery, and answer DMs within minutes. Creator fees in Delhi have risen sharply in food and fashion, so nano and micro creators with 5,000 to 50,000 followers now deliver better value than big names. Meta ad costs climb during Diwali and the wedding season, when every jeweller and boutique in the city is boosting posts.',
      approach: [
        {
          title: 'Find the neighbourhood angle',
          body: "We study which Delhi areas your customers come from and build content series around them, such as a café's regulars from Amar Colony or a boutique's brides from Punjabi Bagh. Location tags and area names in captions help Instagram search surface your posts to people nearby.",
        },
        {
          title: "Build the calendar from Delhi's festivals and seasons",
          body: "Each quarter's plan blends evergreen pillars with the city's moments: winter menus, Holi colours, summer hours, monsoon offers and the wedding rush. Content for the big festivals is shot two weeks early so it is never rushed.",
        },
        {
          title: 'Work with micro-creators who live here',
          body: 'We shortlist Delhi creators by audience location and engagement rather than follower count, then negotiate barter or paid collaborations with clear deliverables. Every collaboration is disclosed as the ASCI influencer guidelines require.',
        },
        {
          title: 'Turn DMs into bookings',
          body: 'Instagram and WhatsApp replies are scripted for common questions about price, timings and parking, with quick replies and a booking link. We track time to first reply and the share of DMs that become reservations or visits.',
        },
      ],
      example: {
        title: 'A Shahpur Jat bridal label',
        body: 'A bridal and occasion-wear designer in Shahpur Jat had 18,000 followers and plenty of likes, but few brides booked appointments from Instagram. We reorganised the feed around real brides from Delhi weddings, posted try-on Reels with prices shown, introduced a WhatsApp appointment flow and ran a small boosted budget through the November to February season. Studio bookings from Instagram roughly tripled over one wedding season.',
        metrics: [
          { label: 'Studio appointments from Instagram per month', value: '14 → 41' },
          { label: 'Saves per Reel', value: '+260%' },
          { label: 'Followers within 30 km of the studio', value: '38% → 61%' },
        ],
      },
      pricing: {
        startingFrom: '₹25,000 a month for two platforms and 12 posts',
        includes: [
          'Monthly content calendar built on Delhi festivals and seasons',
          '12 to 20 posts and Reels a month, shot or designed',
          'Community management with replies during working hours',
          'Creator shortlisting and briefing',
          'Monthly report on reach, saves, DMs and bookings',
        ],
        note: 'Shoots are the main cost driver in Delhi: a half-day shoot with a photographer and a Reels editor in South Delhi costs more than in smaller cities, and permissions at popular spots can add to it. Brands that supply their own footage pay the lower fee. Boosting budgets and creator fees are billed separately at cost.',
      },
      faqs: [
        {
          question: 'Which platform works best for a Delhi restaurant or café?',
          answer:
            'Instagram, by a distance, supported by Google Maps photos and Zomato. Reels of the food and the space, location tags and Delhi food creators move footfall; Facebook matters mainly for older family audiences and event promotions.',
        },
        {
          question: 'Do we need Hindi captions on social media?',
          answer:
            'For mass-market products and audiences beyond South Delhi, Hindi or Hinglish captions often outperform English. Premium brands in South Delhi usually stay in English with Hinglish touches in their Reels.',
        },
        {
          question: 'How do you handle a complaint that goes viral?',
          answer:
            "We agree an escalation plan in advance, reply publicly once with a route to resolve the issue privately, and move the conversation to phone or DM. Deleting complaints tends to make things worse with Delhi's vocal online crowd.",
        },
        {
          question: 'Can you manage LinkedIn for our Okhla manufacturing company?',
          answer:
            'Yes. For manufacturers we post plant capabilities, certifications, hiring news and founder perspectives, aimed at procurement heads and prospective employees rather than consumers.',
        },
      ],
    },
    content: {
      intro:
        "Content marketing for a Delhi business works when it answers the questions Delhi customers actually ask, in places and terms they recognise. We write articles, locality guides, landing pages, case studies and whitepapers for Delhi firms, researched by writers who understand the city's markets, regulations and neighbourhoods. Every piece has a search target, a reader and a next step.",
      localMarket:
        "Demand for content here comes from three groups: consumer services such as healthcare, education and home improvement that need trustworthy explainers; B2B firms in policy, consulting, logistics and manufacturing that sell to government and corporate buyers; and D2C brands launched from Delhi that want to rank beyond the city. Readers look for Delhi-specific information such as 'Delhi nursery admission points system', 'property registration charges in Delhi', 'GRAP stage 3 restrictions' or the best days to visit the Chandni Chowk wholesale market. Topics tied to Delhi rules and seasons earn links and shares because official sources are hard to read. Publishing peaks before the nursery admission cycle, before winter pollution advisories and ahead of the financial-year end, when CA firms and consultants want tax content ranking.",
      competition:
        "Delhi's content landscape is crowded with news and aggregator sites: the city pages of national newspapers, Magicbricks, NoBroker and Shiksha rank for most generic queries. Small businesses cannot outwrite them on breadth, but they can on depth and first-hand experience, which is what Google's helpful content systems reward. Most Delhi company blogs we audit are thin, written for keywords rather than readers, and untouched for years. A focused library of 30 genuinely useful articles usually beats 300 generic ones.",
      approach: [
        {
          title: 'Interview the people who do the work',
          body: 'Our writers interview your doctors, engineers, lawyers or founders for 30 to 45 minutes per topic, so articles carry real experience and Delhi examples rather than rewritten web copy. That first-hand detail is what earns links from Delhi journalists and resident welfare associations.',
        },
        {
          title: 'Own the questions only a Delhi expert can answer',
          body: 'We build topic clusters on subjects like circle rates by colony category, DDA housing scheme rules or the admission criteria of Delhi private schools. Each cluster has a pillar page and supporting articles linked to one another.',
        },
        {
          title: 'Publish before the season and refresh after it',
          body: 'Seasonal pieces are scheduled six to eight weeks ahead of demand and updated every year with the latest notifications. Dates, fees and rules in Delhi change often, so every article has an owner and a review date.',
        },
        {
          title: 'Distribute where Delhi reads',
          body: "Articles are cut into LinkedIn posts, WhatsApp broadcasts and newsletter sections, and pitched to Delhi-focused publications and community pages where relevant. Distribution typically doubles a piece's first-month readership.",
        },
      ],
      example: {
        title: 'A Karol Bagh chartered accountancy firm',
        body: "A CA firm in Karol Bagh relied on referrals and wanted startups from across Delhi to find it. We interviewed its partners and published a cluster on company registration, GST for Delhi traders and startup compliance calendars, each with worked examples and the government forms involved. Within a year the blog was bringing in more new retainer clients than the firm's referral network.",
        metrics: [
          { label: 'Monthly organic visits to the blog', value: '900 → 14,500' },
          { label: 'Enquiries attributed to articles each month', value: '9 → 57' },
          { label: "Articles in Google's top three", value: '23 of 40' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 a month for four long-form articles',
        includes: [
          'Quarterly keyword and topic plan',
          'An expert interview for every article',
          'Articles of 1,500 to 2,500 words with sources and Delhi specifics',
          'On-page SEO, internal links and schema',
          'Yearly refresh of published pieces',
        ],
        note: 'Cost depends on the expertise a topic needs. Healthcare, legal and finance content costs more because it needs a qualified reviewer and careful fact-checking to YMYL standards. Hindi articles cost the same as English ones, because we write them natively rather than translating.',
      },
      faqs: [
        {
          question: 'Will content about Delhi limit our reach to Delhi?',
          answer:
            'No. Local detail makes content credible, and a strong Delhi cluster often ranks across north India for related terms. If you sell nationally we mix city-specific pieces with national guides.',
        },
        {
          question: 'Can you write about Delhi regulations accurately?',
          answer:
            'Yes. Our writers cite Delhi government, DDA, MCD and court notifications directly, and every article carries the date it was last checked. Professional topics are reviewed by your own experts before publishing.',
        },
        {
          question: 'How many articles do we need before we see results?',
          answer:
            'Most Delhi clients see first rankings in two to four months, and meaningful leads after fifteen to twenty strong pieces in one topic area. Focus matters more than volume.',
        },
        {
          question: 'Do you write in Hindi as well?',
          answer:
            'Yes, native Hindi writers produce Hindi versions or standalone Hindi articles. We recommend them for consumer topics where Hindi search demand shows up in your data.',
        },
      ],
    },
    email: {
      intro:
        'Email is the channel Delhi businesses underuse most: many have thousands of customer addresses in a billing system and send nothing but invoices. We design, write and automate email for Delhi retailers, clinics, schools, B2B suppliers and D2C brands, with journeys that bring customers back without spamming them. Deliverability, segmentation and consent come first, design second.',
      localMarket:
        'In Delhi, email pays off most for businesses with repeat customers and long decisions: fashion and jewellery retailers, diagnostic labs, schools and coaching institutes, and distributors in Sadar Bazar, Naraina and Okhla that sell to retailers across north India. Customers here check WhatsApp first and email second, so email carries the detail, such as catalogues, reports, invoices and invitations, while WhatsApp carries the nudge. Sending peaks around Diwali, the wedding season, the financial-year end and school admissions. Winter also brings a spike in health emails, as labs and clinics offer respiratory check-ups when air quality worsens.',
      competition:
        'Most Delhi businesses that send email use a free tool, a bought list and one monthly blast, so inbox placement is poor and unsubscribes are high. Gmail and Yahoo now require bulk senders to authenticate with SPF, DKIM and DMARC and to offer one-click unsubscribe, and many local senders still fail those checks. The businesses doing email well here tend to be national D2C brands with in-house CRM teams. A well-run local programme stands out simply by being relevant, timely and personal.',
      approach: [
        {
          title: 'Clean the list and fix authentication',
          body: 'We audit your lists, remove invalid and long-inactive addresses, record consent as the Digital Personal Data Protection Act expects, and set up SPF, DKIM and DMARC on your domain. Nothing is sent until the domain passes the Gmail and Yahoo sender requirements.',
        },
        {
          title: 'Segment by what customers buy and where they live',
          body: "Segments combine purchase history with locality, so a Rajouri Garden store's customers hear about its events rather than a Saket launch. Trade lists are split by business type and city, because a Ludhiana retailer orders differently from a Delhi one.",
        },
        {
          title: 'Automate the journeys that pay',
          body: 'Welcome, post-purchase, replenishment and win-back journeys come first, followed by seasonal campaigns for Diwali, weddings and the financial-year end. Journeys hand off to WhatsApp for time-sensitive reminders where the customer has opted in.',
        },
        {
          title: 'Report revenue rather than opens',
          body: 'Apple Mail Privacy Protection inflates open rates, so we report clicks, replies, orders and revenue per email. Campaigns get a holdout group whenever the list is large enough to show the real lift.',
        },
      ],
      example: {
        title: 'A diagnostic lab chain in North and West Delhi',
        body: 'A pathology chain with eleven collection centres had 1.2 lakh patient emails and used them only to send reports. We set up consented reminder journeys for annual check-ups, thyroid and diabetes follow-ups, and a winter respiratory package, segmented by age and nearest centre. Within six months email had become a steady source of repeat bookings.',
        metrics: [
          { label: 'Repeat test bookings from email each month', value: '180 → 740' },
          { label: 'Inbox placement', value: '71% → 96%' },
          { label: 'Unsubscribes per campaign', value: '0.9% → 0.2%' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 a month for up to four campaigns',
        includes: [
          'Domain authentication and deliverability set-up',
          'List audit and consent records',
          'Up to four designed and written campaigns a month',
          'One new automated journey each quarter',
          'Monthly report on clicks, orders and revenue',
        ],
        note: 'Sending platform fees are separate: Mailchimp, Brevo, Zoho Campaigns and Klaviyo charge by list size, which for most Delhi SMEs means ₹2,000 to ₹15,000 a month. Automations that connect to a billing or lab system cost more in the first two months. Distributors with large product catalogues need more design time per email.',
      },
      faqs: [
        {
          question: 'Is it legal to email customers from our billing records?',
          answer:
            'You need a lawful basis and a clear way to opt out. Under the DPDP Act 2023 consent should be specific and recorded, so we run a re-permission campaign for old lists and keep proof of consent for new sign-ups.',
        },
        {
          question: 'Should we use email or WhatsApp for our Delhi customers?',
          answer:
            'Both, for different jobs. WhatsApp suits short reminders and confirmations; email suits catalogues, reports, invoices and anything people want to keep or forward.',
        },
        {
          question: 'Which email platform do you recommend?',
          answer:
            'For most Delhi SMEs, Zoho Campaigns or Brevo give good value with rupee billing, while Shopify brands usually do best on Klaviyo. We work in whatever platform you already pay for if it meets deliverability needs.',
        },
        {
          question: 'How often should a Delhi retailer email customers?',
          answer:
            'Twice a month is a sound base, rising to weekly in the festive and wedding season. Frequency is then tuned per segment according to engagement.',
        },
      ],
    },
    'web-development': {
      intro:
        'A website for a Delhi business has to load fast on a mid-range Android phone on a crowded metro line, rank for local searches and turn a visitor into a call or a WhatsApp message. We design and build websites, e-commerce stores and landing pages for Delhi companies on modern stacks, with SEO, analytics and accessibility built in from the start. You own the code, the domain and the hosting accounts.',
      localMarket:
        "Delhi's website buyers range from Chandni Chowk and Sadar Bazar wholesalers moving catalogues online, to South Delhi clinics and designers who need a premium look, to policy consultancies and NGOs around Lodhi Road and ITO that need accessible, bilingual sites. Many government-facing firms must meet GIGW and accessibility expectations to qualify for tenders. Redesigns tend to be commissioned before the financial-year end, when budgets must be used, and before Diwali, when retailers want stores ready for the festive rush. Most Delhi visitors arrive on mobile, often on patchy 4G, which makes page weight a business problem rather than a technical one.",
      competition:
        'Delhi has thousands of web design firms and freelancers, from Nehru Place shops selling ₹15,000 templates to large digital agencies. The cheap end often delivers outdated WordPress themes with bloated plugins, no security updates and the developer holding the hosting login. At the top end, buyers pay for brand work but often get slow sites. There is room between the two for sites that are fast, maintainable and measured, and that is where we work.',
      approach: [
        {
          title: 'Start from the enquiry, not the homepage',
          body: 'We look at how Delhi customers contact you today, whether by phone, WhatsApp, walk-in or tender, and design pages around those actions. Click-to-call, WhatsApp buttons, branch maps and enquiry forms go where analytics show people look for them.',
        },
        {
          title: 'Build for patchy mobile connections',
          body: 'Pages stay within a strict weight budget, with compressed images, self-hosted fonts and no unnecessary scripts. We test on a mid-range Android phone over throttled 4G before launch.',
        },
        {
          title: 'Do bilingual and accessible sites properly',
          body: 'Where you need Hindi, we build a real Hindi version with its own URLs and hreflang rather than a translation widget. Sites for government-facing clients follow WCAG 2.1 AA and the GIGW guidelines, which helps in tender evaluations.',
        },
        {
          title: 'Hand over every key',
          body: 'You receive the code repository, hosting and domain credentials in your own name, and documentation for your team. Maintenance plans are optional rather than a lock-in.',
        },
      ],
      example: {
        title: 'An Okhla electrical equipment manufacturer',
        body: "A switchgear panel maker in Okhla Phase II had a ten-year-old site with product PDFs and a contact page, and its sales team said buyers could not find specifications. We built a catalogue with filterable product pages, downloadable datasheets, RFQ forms routed to the right sales engineer and a Hindi page for dealers. The new site became the firm's main source of tender and dealer enquiries.",
        metrics: [
          { label: 'Largest Contentful Paint on mobile', value: '6.8 s → 1.9 s' },
          { label: 'RFQ submissions per month', value: '11 → 46' },
          { label: 'Organic visits to product pages in six months', value: '+310%' },
        ],
      },
      pricing: {
        startingFrom: '₹1,20,000 for a business website; e-commerce stores from ₹2,50,000',
        includes: [
          'Discovery workshop and sitemap',
          'Custom design for mobile and desktop',
          'Up to 20 pages with on-page SEO and schema',
          'Analytics plus call and WhatsApp tracking',
          'Training, documentation and 60 days of post-launch support',
        ],
        note: 'The price rises with the number of page templates, ERP or CRM integrations, bilingual content and catalogue size. A Delhi wholesaler with 5,000 products costs more than a clinic with 15 pages, mainly because of product data clean-up. Hosting in an Indian data-centre region costs ₹1,000 to ₹6,000 a month depending on traffic.',
      },
      faqs: [
        {
          question: 'How long does a website take for a Delhi business?',
          answer:
            'A 15 to 20 page business site takes six to eight weeks from sitemap sign-off. E-commerce stores and catalogue sites take ten to fourteen weeks, mostly because product data needs cleaning.',
        },
        {
          question: 'Can you make our site accessible enough for government tenders?',
          answer:
            'Yes. We build to WCAG 2.1 AA, follow the GIGW guidelines and provide an accessibility statement and test report you can attach to tender documents.',
        },
        {
          question: 'Will you migrate our old site without losing rankings?',
          answer:
            'We map every old URL to its new one with permanent redirects, keep the content that ranks, and watch Search Console daily for the first month after launch. Any dip is usually recovered within weeks.',
        },
        {
          question: 'Do you build on WordPress or custom code?',
          answer:
            'Both. WordPress suits teams that publish often and want familiar editing, while a custom or headless build suits catalogue and performance-heavy sites. We recommend based on who will update the site after launch.',
        },
      ],
    },
  },
};
