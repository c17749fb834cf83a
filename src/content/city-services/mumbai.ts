// Mumbai's city-service content: the financial capital's profile and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'mumbai',
    economy:
      "Mumbai is India's financial capital: the Reserve Bank, SEBI, the BSE and the National Stock Exchange, most large banks, insurers and fund houses are headquartered here, and the ports at Mumbai and Nhava Sheva handle a large share of the country's container trade. Media and entertainment, diamonds and jewellery, pharmaceuticals and FMCG head offices sit alongside dense wholesale markets from Crawford Market to Masjid Bunder. Its business geography runs north along the suburban railway, from Nariman Point and Fort through Lower Parel and BKC to Andheri, Powai, Thane and Navi Mumbai.",
    keyIndustries: [
      'Banking, financial services and insurance',
      'Media, film and advertising',
      'Gems and jewellery',
      'Pharmaceuticals and healthcare',
      'Real estate and construction',
      'Shipping, logistics and warehousing',
      'FMCG and D2C brands',
    ],
    localities: [
      'Bandra Kurla Complex',
      'Nariman Point',
      'Fort',
      'Lower Parel',
      'Worli',
      'Andheri East',
      'Powai',
      'Goregaon',
      'Malad',
      'Thane',
      'Vashi',
      'CBD Belapur',
      'Dadar',
      'Zaveri Bazaar',
    ],
    nearby: ['pune', 'surat'],
  },
  services: {
    seo: {
      intro:
        "Mumbai's search results are where India's best-funded brands fight, so a Mumbai business has to pick battles it can win: a suburb, a niche, a question nobody else answers properly. We do SEO for the city's financial advisers, clinics, real estate firms, jewellers, B2B exporters and D2C brands, and we build rankings that survive algorithm updates rather than chasing shortcuts. Reports lead with enquiries and revenue, with rankings as supporting evidence.",
      localMarket:
        "SEO buyers here skew towards financial services, real estate, healthcare and a large crop of D2C brands run from Andheri, Lower Parel and Thane. Mumbai searchers think by railway line and suburb, so 'physiotherapist Borivali West', 'CA firm near Andheri station', '2 BHK resale Thane West' and 'gold jewellery Zaveri Bazaar' behave like separate markets. Marathi and Gujarati queries matter for local services in Dadar, Girgaon, Ghatkopar and Borivali, and Hindi runs through everything. The monsoon from June to September lifts waterproofing, pest control, rainwear and plumbing queries, while Ganeshotsav in August or September drives décor and sweets searches. Gudi Padwa, Akshaya Tritiya, Dhanteras and Diwali are the big windows for property bookings and gold purchases.",
      competition:
        'Mumbai has the highest concentration of national brands, publishers and well-funded startups in India, and many run in-house SEO teams. In finance, insurance and property, results are dominated by banks, portals such as 99acres, Magicbricks and Housing.com, and content-heavy fintechs, which makes broad terms unrealistic for a new site. Google applies its YMYL scrutiny to money and health pages, so thin content simply does not rank. The realistic path for most Mumbai businesses is suburb-level local SEO combined with expert-led content on narrow topics.',
      approach: [
        {
          title: 'Segment the city by railway line and suburb',
          body: 'We treat Western, Central and Harbour line suburbs, Thane and Navi Mumbai as distinct catchments and map your customer addresses against them. Location pages and Google Business Profiles target the suburbs where you already win customers, not the whole metropolitan region.',
        },
        {
          title: 'Make expertise visible on YMYL topics',
          body: 'For finance and healthcare clients we add author bios with SEBI, IRDAI, ICAI or medical registrations, cite primary sources and have experts review each page. This groundwork lets a small advisory or clinic outrank thin aggregator pages.',
        },
        {
          title: 'Write in Marathi and Gujarati where demand exists',
          body: 'If your store or clinic serves Dadar, Girgaon, Ghatkopar or Mulund, we check vernacular query volume and build Marathi or Gujarati pages where it pays. We also encourage reviews in those languages, which strengthen local relevance.',
        },
        {
          title: 'Get ready before the monsoon and festival peaks',
          body: 'Monsoon, Ganeshotsav and the Dhanteras-to-Diwali window each have content and profile updates scheduled weeks ahead, including special hours and offers on Google Business Profile. After each peak we review which pages earned traffic and improve them for the following year.',
        },
      ],
      example: {
        title: 'A SEBI-registered investment adviser in Fort',
        body: "A fee-only advisory in Fort had a brochure website and depended on client referrals. We rebuilt its structure around retirement planning, NRI investing and ESOP taxation, wrote expert-reviewed guides showing the adviser's registration and worked calculations, and earned mentions in personal-finance newsletters. Inbound consultations grew through the following financial year and peaked from January to March, when tax-planning searches rise.",
        metrics: [
          { label: 'Organic consultation requests per quarter', value: '12 → 67' },
          { label: "Keywords in Google's top ten", value: '18 → 240' },
          { label: 'New clients who found the firm through search', value: '9% → 44%' },
        ],
      },
      pricing: {
        startingFrom:
          '₹35,000 a month; ₹60,000 a month for finance, real estate or large e-commerce sites',
        includes: [
          'Technical SEO audit with a 90-day fix plan',
          'Suburb-level location pages and Google Business Profile upkeep',
          'Expert-reviewed content for money and health topics',
          'Digital PR and outreach to Mumbai and national publications',
          'Monthly report tying rankings to enquiries and revenue',
        ],
        note: 'Mumbai retainers run higher than most cities because the competitors are national brands and link-building needs real PR rather than directory submissions. Writers with finance or medical knowledge, and expert reviewers, add to the cost in regulated sectors. A single-suburb clinic or shop can start at the base fee, while a portal or D2C store with thousands of products needs the higher band.',
      },
      faqs: [
        {
          question: 'Can a small Mumbai business rank against the big portals?',
          answer:
            "Yes, on narrower terms. Portals win 'flats in Mumbai', but a broker who publishes genuinely useful building-by-building guides for Powai or Chembur can own those searches.",
        },
        {
          question: 'Does MahaRERA affect real estate SEO?',
          answer:
            'It shapes the content. Project pages must show the MahaRERA registration number and avoid claims the registration does not support, and Google tends to trust pages that are accurate about approvals, possession dates and carpet area.',
        },
        {
          question: 'How do you report SEO results to a Mumbai management team?',
          answer:
            'We connect Search Console, GA4 and your CRM so the monthly report shows organic enquiries, qualified leads and revenue where it can be tracked. Rankings are included but are not the headline.',
        },
        {
          question: 'Is Thane or Navi Mumbai worth a separate page?',
          answer:
            'Usually. People in Thane and Vashi search with their own locality names and rarely travel to South Mumbai for everyday services, so a separate page with real local detail ranks and converts better.',
        },
      ],
    },
    ppc: {
      intro:
        'Mumbai has some of the costliest Google Ads auctions in the country, with banks, insurers, brokers and developers bidding for the same people. We run Google and Microsoft Ads for Mumbai businesses that need paid search to pay back, with clear conversion tracking, ruthless negative keywords and landing pages built for the commuter who clicks between stations. If an account cannot reach a profitable cost per acquisition, we say so early.',
      localMarket:
        'The biggest paid-search spenders in Mumbai are developers and channel partners, financial services from trading apps to lenders, hospitals and clinics, education brands and e-commerce. Property launches in Thane, Panvel, Kalyan and the western suburbs drive bursts of spend around Gudi Padwa, Akshaya Tritiya and Dussehra, when buyers consider a booking auspicious. Finance advertisers spend most from January to March, as ELSS, insurance and NPS searches peak before the 31 March tax deadline. In the monsoon, searches for home services, rain-ready products and indoor entertainment rise while outdoor categories dip.',
      competition:
        "A click on 'home loan', 'term insurance' or 'demat account' in Mumbai can cost several hundred rupees, because national players with large customer lifetime values bid aggressively. Property auctions are crowded with developers and dozens of channel partners advertising the same project with near-identical ads. Regulation shapes the copy: MahaRERA numbers must appear in project ads, and Google requires financial services verification for many finance categories. Advertisers who win in Mumbai do it with tighter geography, better landing pages and conversion data that tells bidding which leads are real.",
      approach: [
        {
          title: 'Verify and comply before spending',
          body: "We complete Google's advertiser and financial services verification where needed and build ads and landing pages that carry MahaRERA or SEBI registration numbers. Disapprovals and suspensions cost Mumbai advertisers weeks in peak season, so compliance comes first.",
        },
        {
          title: 'Target by catchment and commute',
          body: 'Campaigns are split by catchment, such as the western suburbs, the Central line, Thane and Navi Mumbai, because costs and conversion rates differ widely. Schedules follow commuting patterns, with higher bids in the morning and evening train windows when mobile searches peak.',
        },
        {
          title: 'Qualify leads with offline conversions',
          body: 'For property and finance clients we import site visits, KYC completions or disbursals from the CRM, so Smart Bidding learns from outcomes rather than form fills. This is often the biggest single lever for cutting cost per qualified lead in Mumbai.',
        },
        {
          title: 'Test landing pages like a product team',
          body: 'We run experiments on headline, proof and form length, and build focused pages instead of sending clicks to a homepage. Shaving a second off mobile load time on a weak train connection can move conversion rates noticeably.',
        },
      ],
      example: {
        title: "A mid-size developer's tower in Thane West",
        body: 'A developer launching a residential tower in Thane West was getting plenty of leads from a broad campaign, but its sales team said most callers could not afford the units. We narrowed targeting to a commuting radius, added budget and possession questions to the lead form, imported site visits as the main conversion and cut display placements that sent junk traffic. Site visits rose sharply in the Gudi Padwa quarter while spend stayed flat.',
        metrics: [
          { label: 'Cost per site visit', value: '₹14,800 → ₹6,900' },
          { label: 'Share of leads that qualified', value: '22% → 58%' },
          { label: 'Site visits per month', value: '41 → 96' },
        ],
      },
      pricing: {
        startingFrom: '₹25,000 a month management fee, or 10% of ad spend above ₹2.5 lakh',
        includes: [
          'Support with advertiser and financial services verification',
          'Search, Performance Max, Demand Gen and YouTube campaigns',
          'Landing page builds and A/B tests',
          'CRM offline conversion set-up',
          'Weekly optimisation and a monthly business review',
        ],
        note: 'Mumbai advertisers should expect higher click costs than anywhere else in India in finance, insurance and property, so we recommend at least ₹1 lakh a month in media for those sectors. Clinics, salons and other local services can start lower with tight suburb targeting. Our fee covers strategy and optimisation, while Google bills media spend to your own card or account.',
      },
      faqs: [
        {
          question: 'Why are Google Ads clicks so expensive in Mumbai?',
          answer:
            'The advertisers here sell high-value products such as homes, loans and insurance, so they can afford to pay more per click. Local businesses avoid the worst costs with precise suburb targeting and long-tail terms.',
        },
        {
          question: 'Do property ads in Mumbai need the MahaRERA number?',
          answer:
            'Yes. MahaRERA requires the registration number and its website address on project advertisements, and we include both in ads and on landing pages to avoid penalties and disapprovals.',
        },
        {
          question: 'Should we use Performance Max for a Mumbai property launch?',
          answer:
            'It can work once it has strong conversion data such as site visits. Early in a launch we prefer tightly controlled Search campaigns, then add Performance Max when there are enough qualified conversions to learn from.',
        },
        {
          question: 'How early should we launch before a festival like Gudi Padwa?',
          answer:
            'Allow three weeks: one for verification, tracking and landing pages, and two for campaigns to learn before the peak. Launching on the festival day itself usually wastes the most expensive week.',
        },
      ],
    },
    'social-media': {
      intro:
        "Mumbai sets much of India's social media culture, since creators, film, music, fashion and food trends often start here before spreading. For a Mumbai brand that means a high bar and an audience that scrolls past anything generic. We manage Instagram, YouTube, LinkedIn and Facebook for Mumbai restaurants, fashion and beauty brands, financial firms, developers and B2B companies, with content that feels like the city.",
      localMarket:
        'Restaurants and bars in Bandra, Lower Parel and Colaba, beauty and fashion brands headquartered in Andheri and Goregaon, fintechs and wealth managers in BKC, and developers marketing new towers all spend heavily on social here. LinkedIn matters unusually in Mumbai because of its finance, consulting and media workforce, and many founders and CXOs treat it as their main brand channel. Ganeshotsav, Navratri in Gujarati neighbourhoods such as Ghatkopar and Borivali, Diwali and Christmas in Bandra are the key cultural moments. Monsoon content is a genre of its own, from chai-and-vada-pav posts to weekend trips to Lonavala and the Konkan coast.',
      competition:
        "Mumbai's feeds are saturated with professionally produced content from national brands and the creators who live here, so polish is not enough and content needs a point of view. Creator rates in Mumbai are the highest in India, and brands often overpay for follower counts without checking where the audience lives. Finance brands face extra scrutiny since SEBI barred regulated entities from working with unregistered finfluencers who give advice or claim returns. The brands that win combine a consistent format, a recognisable face and quick, human replies.",
      approach: [
        {
          title: 'Give the brand a face and a format',
          body: "We build recurring formats, such as a chef's weekly special, a founder's market take or a stylist's Reel series, because Mumbai audiences follow people and series more than logos. Formats are shot in batches to keep production costs in check.",
        },
        {
          title: 'Vet creators by audience, not fame',
          body: "We check each creator's audience location, age and engagement quality, favouring those whose followers are actually in Mumbai or your delivery cities. Finance and health collaborations are also checked against SEBI and ASCI rules before anything is agreed.",
        },
        {
          title: 'Put leaders on LinkedIn',
          body: 'For B2B and finance firms we ghost-write and schedule posts for founders and senior leaders, whose personal reach usually beats the company page. Topics come from interviews, so the voice stays theirs.',
        },
        {
          title: 'Book budget early for Ganeshotsav and Navratri',
          body: 'The calendar is built around Ganeshotsav, Navratri, Diwali and the monsoon months, with content and ad budgets reserved early. Meta costs rise sharply in those weeks because every Mumbai brand wants the same attention.',
        },
      ],
      example: {
        title: 'A Bandra café and bakery',
        body: 'A café-bakery on a Bandra side street had good reviews but quiet weekdays. We introduced a weekly Reel series with the head baker, partnered with four neighbourhood micro-creators, pushed a monsoon rainy-day box for delivery and ran small ads to people within three kilometres. Weekday covers and delivery orders both rose within a quarter.',
        metrics: [
          { label: 'Weekday covers', value: '+38%' },
          { label: 'Delivery orders credited to Instagram each month', value: '210 → 540' },
          { label: 'Average reach per Reel', value: '4,200 → 31,000' },
        ],
      },
      pricing: {
        startingFrom: '₹35,000 a month for two platforms with 16 posts and Reels',
        includes: [
          'Content strategy built on recurring formats',
          'Monthly batch shoots in Mumbai',
          'Scheduling, captions and hashtag research',
          'Community management and DM handling',
          'Creator vetting and campaign management',
        ],
        note: 'Production is where Mumbai pricing differs: studio rentals, photographers and editors cost more than in other cities, and location permissions in Bandra or Colaba take time. Leadership LinkedIn programmes are priced separately at ₹20,000 a month per executive. Ad budgets and creator fees are passed through at cost.',
      },
      faqs: [
        {
          question: 'Is LinkedIn worth it for a Mumbai financial services firm?',
          answer:
            "It is usually the most valuable channel, because clients, partners and recruits are all there. Posts must still follow SEBI rules and your compliance team's policy on advice, returns and testimonials.",
        },
        {
          question: 'How much do Mumbai influencers charge?',
          answer:
            'Micro-creators with 10,000 to 50,000 followers commonly charge ₹8,000 to ₹40,000 per Reel, while large creators charge several lakh. Barter can work for food and lifestyle brands with nano creators.',
        },
        {
          question: 'Can you shoot content during the monsoon?',
          answer:
            'Yes, and rainy-season content often performs well. We plan indoor set-ups and backup dates because outdoor shoots can be washed out with little warning.',
        },
        {
          question: 'Do you post in Marathi or Gujarati?',
          answer:
            'When the audience calls for it. A brand serving Dadar or Girgaon may do well with Marathi captions, while Navratri campaigns for Ghatkopar or Borivali often work best in Gujarati.',
        },
      ],
    },
    content: {
      intro:
        "Mumbai's buyers read a lot before they decide, whether they are choosing a mutual fund, a hospital, a flat in a new tower or a freight forwarder at Nhava Sheva. Content marketing puts that reading material under your name. We plan and write articles, guides, reports, case studies and newsletters for Mumbai businesses, with subject-matter review wherever money or health is involved.",
      localMarket:
        "Financial services, real estate, healthcare, logistics and media companies commission most of the content written in Mumbai, along with D2C brands that need product education. Readers want city-specific answers: 'stamp duty on flat purchase in Mumbai', 'redevelopment rules for old buildings', 'how to clear customs at JNPT' or the best muhurat for buying gold on Akshaya Tritiya. Tax and investment content peaks from January to March, property content around Gudi Padwa and Diwali, and monsoon guides from May onwards. The city's redevelopment wave, with thousands of old housing societies negotiating with builders, has created strong demand for clear explainers.",
      competition:
        "Mumbai-based publishers, banks and fintechs produce enormous volumes of personal finance content, so generic articles on SIPs or tax saving rarely rank. What remains open is specific and expert: city-level redevelopment processes, sector guides for importers, or a surgeon's own view of a procedure. Readers here are sceptical of content that reads like an advert, and so is Google. Original data, such as a survey of your customers or an analysis of local prices, is one of the few reliable ways to earn links from Mumbai media.",
      approach: [
        {
          title: 'Find the gaps the big publishers skip',
          body: 'We analyse what banks, portals and media already rank for and look for questions they answer poorly, such as society redevelopment steps, customs paperwork for small exporters or suburb-specific property costs. Those gaps become the editorial plan.',
        },
        {
          title: 'Pair every writer with an expert',
          body: 'Each piece is written by a specialist writer and reviewed by your chartered accountant, doctor, lawyer or engineer. Reviewer names and credentials appear on the page, which matters for YMYL topics and for trust with Mumbai readers.',
        },
        {
          title: 'Create one data asset a quarter',
          body: 'Original research, such as a survey of housing society committees or an analysis of your anonymised orders, gives journalists a reason to cite you. We design it, analyse it and pitch it to Mumbai and national publications.',
        },
        {
          title: 'Repurpose for newsletters and LinkedIn',
          body: "Mumbai professionals read newsletters and LinkedIn heavily, so every long-form piece becomes a short email edition and a carousel. That extends each article's life well beyond search.",
        },
      ],
      example: {
        title: 'A redevelopment consultancy in Dadar',
        body: "A project management consultancy that guides housing societies through redevelopment had strong referrals in Dadar and Matunga but wanted mandates from the western suburbs. We published a step-by-step redevelopment guide, a checklist for society committees and explainers on corpus funds and carpet area entitlements, each reviewed by the firm's lawyer. The guide became the consultancy's main source of new society mandates.",
        metrics: [
          { label: 'Organic sessions per month', value: '2,100 → 23,000' },
          { label: 'Society enquiries from the website per quarter', value: '5 → 31' },
          { label: 'Links earned from news and community sites', value: '47' },
        ],
      },
      pricing: {
        startingFrom: '₹30,000 a month for four researched articles',
        includes: [
          "Editorial calendar tied to Mumbai's tax and property seasons",
          'Expert review and credentials on every article',
          'A quarterly original research or data piece',
          'Newsletter and LinkedIn repurposing',
          'Performance review with refresh recommendations',
        ],
        note: 'Expert review is the main cost driver, because finance, legal and medical reviewers in Mumbai charge more and their time is built into the retainer. Original research adds ₹40,000 to ₹1,00,000 depending on the size of the survey. Marathi or Gujarati editions are priced per piece.',
      },
      faqs: [
        {
          question: 'Can you write finance content that follows SEBI rules?',
          answer:
            'Yes. We avoid promises of returns, include the required disclosures and route every piece through your compliance team before it goes live. Our writers are used to the review cycles of Mumbai financial firms.',
        },
        {
          question: 'What kind of content earns links from Mumbai media?',
          answer:
            'Original data and practical local explainers. Journalists here cover redevelopment, property prices, commuting and consumer trends, and they cite firms that give them numbers they cannot get elsewhere.',
        },
        {
          question: 'How long should our articles be?',
          answer:
            "As long as the question needs. A redevelopment guide may run to 3,000 words with a checklist, while a clinic's procedure explainer might be 1,200, so each piece is sized to the reader's task.",
        },
        {
          question: 'Do you write for shipping and logistics companies?',
          answer:
            'Yes, including customs processes, freight forwarding, warehousing in Bhiwandi and procedures at JNPT. Your operations team checks every piece, because small errors destroy credibility with shippers.',
        },
      ],
    },
    email: {
      intro:
        'In Mumbai, email still carries the high-value conversations: fund statements, project updates, B2B quotations and the repeat D2C orders that keep a brand profitable. We run email programmes for Mumbai brands and firms that want more from their list than a monthly newsletter, with segmentation, automation and deliverability handled properly. Success is counted in orders, renewals and meetings booked.',
      localMarket:
        'The heaviest email users in Mumbai are D2C brands, financial advisers and wealth managers, insurers, developers with long sales cycles, and importers and exporters. D2C brands need abandoned cart, replenishment and loyalty flows; developers need nurture sequences that carry a buyer from enquiry to site visit over months; and advisers need compliant newsletters that build trust. Campaign peaks come with end-of-season sales, Diwali, the January-to-March tax season and new project launches. In the monsoon, retailers lean on email to move rainwear and home products, while travel brands mostly go quiet.',
      competition:
        "Mumbai's D2C companies set a high bar, with sophisticated Klaviyo and CleverTap set-ups run by dedicated CRM managers. The inboxes of Mumbai professionals are crowded with bank alerts, fund updates and promotions, so sender reputation and subject lines make a real difference. Many developers and advisers still send unsegmented blasts that land in the promotions tab or in spam. Reaching the primary inbox and staying relevant is where a smaller brand can beat a bigger one.",
      approach: [
        {
          title: 'Audit deliverability and compliance',
          body: 'We check SPF, DKIM and DMARC, sending domains, list sources and consent records, and fix them before volume goes up. For financial clients we also map which messages need compliance sign-off, so approvals do not hold campaigns up.',
        },
        {
          title: 'Design nurture for long decisions',
          body: "Property and investment decisions in Mumbai take months, so our sequences educate with locality guides, construction updates, tax explainers and client stories. Each one is triggered by the buyer's stage in the CRM.",
        },
        {
          title: 'Build the D2C revenue flows first',
          body: 'For e-commerce brands we build and test the welcome series, browse and cart abandonment, post-purchase, replenishment and win-back flows before any seasonal campaign. These flows usually produce most email revenue.',
        },
        {
          title: 'Coordinate with WhatsApp and the CRM',
          body: 'Email works alongside WhatsApp and SMS, so messages are coordinated to avoid bombarding customers. Events such as site visits, KYC steps or orders sync between your CRM and the email platform.',
        },
      ],
      example: {
        title: 'A D2C personal care brand in Andheri East',
        body: "A skincare brand selling through its own Shopify store and on marketplaces had 80,000 subscribers but sent only discount blasts. We rebuilt its Klaviyo account with welcome, usage-timed replenishment, review request and win-back flows, plus monsoon skincare content campaigns. Email's share of store revenue rose substantially while discounting fell.",
        metrics: [
          { label: 'Email share of store revenue', value: '8% → 27%' },
          { label: 'Flow revenue per recipient', value: '₹4.10 → ₹11.60' },
          { label: 'Average discount on email orders', value: '22% → 12%' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 a month for flows plus up to four campaigns',
        includes: [
          'Deliverability and consent audit',
          'Core automated flows built and tested',
          'Up to four campaigns a month, designed and written',
          'WhatsApp and CRM coordination',
          'Monthly revenue and cohort report',
        ],
        note: 'The fee rises with the number of flows, segments and integrations. Brands on CleverTap, MoEngage or Salesforce Marketing Cloud need more technical set-up than those on Klaviyo or Brevo. Compliance review cycles in financial services add time, and the retainer reflects that.',
      },
      faqs: [
        {
          question: 'Which email platform suits a Mumbai D2C brand?',
          answer:
            'Klaviyo is the common choice for Shopify stores because of its flows and segmentation. Larger brands with apps often use CleverTap or MoEngage to combine email with push and WhatsApp.',
        },
        {
          question: 'How do developers use email well?',
          answer:
            'Through nurture sequences rather than blasts: construction progress, locality information, payment plan explanations and site visit invitations. A buyer who enquired once may take months to decide.',
        },
        {
          question: 'Can we send investment newsletters by email?',
          answer:
            "Yes, if the content follows SEBI's rules for your registration type and subscribers have consented. We build approval steps into the workflow so compliance can check every issue.",
        },
        {
          question: 'What open rates should we expect?',
          answer:
            'Open rates are unreliable now that Apple Mail and other clients pre-load images. We judge success by click rate, conversions and revenue per recipient instead.',
        },
      ],
    },
    'web-development': {
      intro:
        'Mumbai businesses often need a website that impresses in a boardroom and still works on a phone in a packed local train. We design and build corporate sites, e-commerce stores, real estate microsites and web apps for Mumbai companies, with performance, security and SEO built in. Our developers work in React, Next.js, Shopify and WordPress, chosen for what your team can maintain.',
      localMarket:
        'Web projects in Mumbai come from financial firms that need secure, compliant sites, developers that need a microsite for every launch, D2C brands on Shopify, media and entertainment companies, and exporters who need catalogues for overseas buyers. Real estate microsites must show MahaRERA details and QR codes, and finance firms must meet disclosure and data-security expectations. Timing follows business cycles: launches before Gudi Padwa or Diwali, redesigns approved in the last quarter of the financial year and store upgrades before the festive sales. Traffic is overwhelmingly mobile, often on unstable connections during the commute.',
      competition:
        'Mumbai has large digital agencies serving national brands at premium prices and a long tail of small studios and freelancers. Buyers often get either a heavy, award-style site that loads slowly or a cheap template that breaks after the first plugin update. Security is a growing worry, as many Mumbai SMEs have been hit by hacked WordPress installs or expired SSL certificates. A fast, secure and maintainable site is a real differentiator here.',
      approach: [
        {
          title: 'Plan regulated content from the first wireframe',
          body: 'For property and finance clients we decide where registration numbers, disclaimers and consent notices live before design starts, so compliance is never a last-minute patch. Legal teams review templates once instead of every page.',
        },
        {
          title: 'Design for the boardroom and the Virar fast',
          body: 'Layouts work for a desktop presentation and for a phone in a crowded train, with light pages, large tap targets and forms that survive a dropped signal. Core Web Vitals targets are agreed at kick-off.',
        },
        {
          title: 'Build microsites that can be reused',
          body: 'Developers with several projects get a reusable microsite system, so each new launch takes days rather than weeks. Floor plans, amenities, RERA details and enquiry forms are managed from one CMS.',
        },
        {
          title: 'Harden security and hosting',
          body: 'Sites run on managed infrastructure with automatic backups, a web application firewall and uptime monitoring. Update routines keep plugins and dependencies from going stale.',
        },
      ],
      example: {
        title: 'A Goregaon-based media production house',
        body: 'A film and advertising production company in Goregaon had a portfolio site that took over eight seconds to load because of uncompressed showreels. We rebuilt it with streamed video, lazy-loaded work galleries and a short brief form for agencies and brands. New business enquiries rose and the team could finally update the portfolio themselves.',
        metrics: [
          { label: 'Showreel page load on mobile', value: '8.4 s → 2.1 s' },
          { label: 'Brief submissions per month', value: '6 → 19' },
          { label: 'Portfolio updates made in-house', value: 'All of them' },
        ],
      },
      pricing: {
        startingFrom: '₹1,50,000 for a corporate website; real estate microsites from ₹90,000',
        includes: [
          'Information architecture and UX design',
          'Responsive build with agreed performance budgets',
          'CMS set-up and content migration',
          'Security hardening and hosting configuration',
          '90 days of support after launch',
        ],
        note: 'Mumbai projects often involve more stakeholders, legal reviews and integrations than elsewhere, which adds time. Shopify stores start around ₹2,00,000, while custom platforms and web apps are quoted after a paid discovery phase. Annual maintenance plans start at ₹8,000 a month.',
      },
      faqs: [
        {
          question: 'Can you build a microsite for each of our real estate projects?',
          answer:
            'Yes. We usually build a shared system so each project site reuses components, which lowers cost and keeps MahaRERA details, disclaimers and forms consistent.',
        },
        {
          question: 'Which platform should a Mumbai D2C brand use?',
          answer:
            'Shopify suits most D2C brands because of its app ecosystem and payment integrations such as Razorpay. Brands with complex catalogues or custom experiences may need a headless build.',
        },
        {
          question: 'How do you handle website security?',
          answer:
            'Managed hosting, a firewall, regular updates, backups and uptime monitoring are standard. For finance clients we also follow their information security policies and support their audits.',
        },
        {
          question: 'How long does a corporate website take?',
          answer:
            'Typically eight to twelve weeks including content, reviews and approvals. Legal and compliance sign-offs often decide the timeline more than development does.',
        },
      ],
    },
  },
};
