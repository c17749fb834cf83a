// Gurgaon's city-service content: the Millennium City profile and its SEO, PPC, social media and
// web development pages, written for a market where the agency itself is based (while the business
// facts put its office here; the sentences that depend on it are chosen with officeIn()).
import type { CityContent } from './schema';
import { officeArea, officeIn, officeLocality } from '../../../shared/facts/office-phrases';

const local = officeIn('Gurugram', 'Gurgaon');

export const content: CityContent = {
  profile: {
    place: 'gurgaon',
    economy:
      "Gurgaon (officially Gurugram) grew from farmland into Haryana's corporate capital in three decades, and today it hosts the India headquarters of hundreds of multinationals, a large share of the country's global capability centres and a dense cluster of consumer-internet start-ups. Maruti Suzuki's plants in Gurgaon and Manesar anchor an auto-component belt along NH-48, while Udyog Vihar still runs garment export units next to BPO campuses. Real estate, private hospitals that treat patients from across the NCR and abroad, and a restaurant and retail scene built around CyberHub and the malls make up the rest of a very high-income local economy.",
    keyIndustries: [
      'IT, SaaS and global capability centres',
      'Real estate development and channel partners',
      'Automobiles and auto components',
      'Private healthcare and medical value travel',
      'Garment exports',
      'Hospitality, restaurants and retail',
    ],
    localities: [
      'DLF Cyber City and CyberHub',
      'Golf Course Road',
      'Golf Course Extension Road',
      'Sohna Road',
      'Udyog Vihar',
      'MG Road',
      'Sector 44 institutional area',
      'Dwarka Expressway',
      'IMT Manesar',
      'Sector 29',
    ],
    nearby: ['delhi', 'faridabad', 'noida', 'sonipat'],
  },
  services: {
    seo: {
      intro: `${
        local
          ? `Our own office sits in ${officeArea}, so Gurgaon is the market we know from the inside`
          : 'Gurgaon is a market we know from the inside'
      }: the traffic on Golf Course Road, the tower names people type into Google and the way a search for a clinic changes from one numbered sector to the next. SEO here means ranking against national portals and well-funded start-ups at the same time. We build search programmes for Gurgaon companies that want leads from the city itself, from the wider NCR, or from all of India.`,
      localMarket:
        "Three groups buy SEO in Gurgaon more than any others. Real estate developers and channel partners want to rank for projects on Dwarka Expressway, Golf Course Extension Road and New Gurgaon; SaaS and B2B firms in Cyber City want national keywords that bring demo requests; and hospitals, dental chains and physiotherapy clinics want patients from the sectors around them. Searches here are unusually location-specific, because residents think in sectors: 'physiotherapist sector 57', '3 bhk ready to move sector 65' and 'coworking space golf course road' are typical. Hindi and Hinglish queries such as 'गुड़गांव में 2 BHK फ्लैट' or 'gurgaon mein PG for girls' carry real volume from migrants and first-time buyers. Demand for housing searches climbs from Navratri to Diwali, when developers launch, and relocation queries rise between March and June as appraisal cycles and school admissions move families. Every November the air-quality crisis brings a burst of searches for purifiers, indoor play areas and pulmonologists.",
      competition:
        "Competition for Gurgaon keywords is among the toughest in India. For property and doctor queries the first page is usually owned by 99acres, MagicBricks, Housing.com, Practo and Justdial, so a single business has to win long-tail and map results rather than fight for the head term. In the Google local pack, a search like 'dentist near me' from Sector 56 returns practices with several hundred reviews each. B2B keywords are contested by venture-funded companies that publish every week, and dozens of SEO agencies in the same sectors chase the same clients.",
      approach: [
        {
          title: 'Map demand sector by sector',
          body: "We split your keyword research by Gurgaon's numbered sectors and landmark roads, because 'near Huda City Centre' and 'Sector 82' attract different buyers at different budgets. Each sector cluster gets its own landing page or Google Business Profile post plan instead of one generic city page.",
        },
        {
          title: 'Beat the portals on depth',
          body: 'Portals list thousands of projects thinly, so we win with project and locality pages that carry HRERA registration numbers, possession timelines, floor plans, commute times to Cyber City and honest answers about water supply and builder track record. Google rewards that depth on long-tail queries the portals cannot answer well.',
        },
        {
          title: 'Cover both names and both languages',
          body: 'People still type Gurgaon more often than Gurugram, yet official listings use the new name, so titles, schema and citations mention both. For consumer businesses we add Hindi pages where search volume justifies them rather than machine-translated copies.',
        },
        {
          title: 'Report against pipeline',
          body: 'For Cyber City and Golf Course Road B2B clients we connect organic sessions to HubSpot, Zoho or Salesforce, so the monthly report shows demos and qualified opportunities, not just positions.',
        },
      ],
      example: {
        title: 'A dental chain with four clinics south of NH-48',
        body: "A dental group with clinics on Sohna Road, in Sector 56, DLF Phase 4 and South City 2 was invisible in map results outside its own building. We rebuilt each clinic's Google Business Profile, wrote treatment pages tied to each location, fixed duplicate listings left by a previous agency and set up a review request flow over WhatsApp after appointments. Within eight months all four clinics appeared in the local pack for their sector searches and calls from Google became the largest source of new patients.",
        metrics: [
          { label: 'Calls from Google Business Profiles', value: '+132%' },
          { label: 'Clinics in the local pack for sector searches', value: '4 of 4' },
          { label: 'New Google reviews', value: '610 in 8 months' },
        ],
      },
      pricing: {
        startingFrom: '₹30,000 per month',
        includes: [
          'Technical audit and fixes plan',
          'Sector-level keyword map and content plan',
          'Four optimised pages or articles a month',
          'Google Business Profile management for one location',
          'Monthly report against calls, forms and pipeline',
        ],
        note: 'Gurgaon retainers sit at the upper end of our range because the SERPs are crowded with portals and funded competitors, so results need more content and more links than in most Haryana towns. A single clinic or shop that only needs map visibility can start at ₹18,000 a month. Real estate projects and SaaS sites with national ambitions usually run between ₹50,000 and ₹1,20,000 a month.',
      },
      faqs: [
        {
          question: 'Should my site say Gurgaon or Gurugram?',
          answer:
            'Use both. Searchers still favour Gurgaon, but the government, maps and many directories use Gurugram, and Google treats them as the same place when your pages mention the two naturally.',
        },
        {
          question: 'Can a builder or broker really outrank 99acres and MagicBricks?',
          answer:
            'Not for a head term like "flats in Gurgaon", and we will not promise it. You can outrank them for project names, specific sectors and questions about a particular society, which are the searches from people closest to a site visit.',
        },
        {
          question: 'Can we meet your team in person?',
          answer: local
            ? `Yes, our office is in ${officeArea}, a short drive from the Millennium City Centre metro station, and Gurgaon clients usually meet us there or at their own office for quarterly reviews.`
            : `Yes. Our strategists meet Gurgaon clients at their own office for kick-off workshops and quarterly reviews, and you are welcome at our office in ${officeLocality}.`,
        },
        {
          question: 'How long does SEO take for a Gurgaon clinic or shop?',
          answer:
            'Map-pack gains for a single location typically show within three to four months. Competitive service pages and national B2B terms take six to twelve months, depending on how much authority your domain already has.',
        },
      ],
    },
    ppc: {
      intro:
        'Google Ads in Gurgaon is an auction against developers with crore-sized launch budgets, start-ups burning venture money and hospitals advertising to patients in three continents. Running it well means knowing which clicks are worth paying for. We manage search, Performance Max, YouTube and Microsoft Ads accounts for Gurgaon businesses with one target: a cost per qualified lead you can plan around.',
      localMarket:
        "Real estate is the largest paid-search category in the city, and cost per click for terms like 'new launch projects in gurgaon' often runs between ₹60 and ₹250. Hospitals on Golf Course Road and in Sector 38 and Sector 51 buy search ads for specialities in Delhi NCR and, through medical value travel campaigns, in countries such as Iraq, Uzbekistan, Kenya and Bangladesh. SaaS firms in Cyber City bid on category terms nationally and on competitor names, while coaching centres, restaurants and salons buy small radius campaigns around their own sectors. Campaign demand follows the festive calendar: property budgets surge in Navratri and Diwali, B2B budgets bunch in the last weeks of each quarter and restaurants spend most around New Year and Valentine's Day. Hinglish search terms such as 'gurgaon me flat kharidna hai' show up in search-term reports and often convert well when ad copy answers them plainly.",
      competition:
        "Auctions here are crowded and sometimes aggressive. Channel partners bid on developers' brand and project names, which pushes up costs for the developer itself, and large lead-generation aggregators buy almost every property term in NCR. For healthcare and education, national chains outbid local operators on broad terms, so a smaller advertiser has to win on geography, timing and landing page quality. Many accounts we audit in Gurgaon lose a fifth of their budget to people outside the target area because of loose location settings.",
      approach: [
        {
          title: 'Fence the geography precisely',
          body: 'We target by radius around your site or clinic and by named sectors, switch location options to people who are actually in or regularly in the area, and exclude the parts of Delhi NCR that never convert for you. Property campaigns get a separate layer for NRI buyers in the Gulf, the UK and the US.',
        },
        {
          title: 'Filter junk leads before they reach sales',
          body: 'Lead form assets in property and education attract fake numbers and brokers posing as buyers. We add qualifying questions, WhatsApp or OTP verification and offline conversion imports from your CRM, so Smart Bidding learns from site visits and admissions rather than raw form fills.',
        },
        {
          title: 'Match landing pages to each sector and project',
          body: 'Each ad group lands on a page that repeats its promise, shows the HRERA number where required and loads fast on mobile data. A generic home page in this market wastes most of a ₹150 click.',
        },
        {
          title: 'Plan budgets around launches and quarters',
          body: 'We build a monthly budget calendar with you, front-loading spend before launches and quarter ends and pulling back in weeks when your sales team cannot follow up quickly.',
        },
      ],
      example: {
        title: 'A channel partner selling new launches on Dwarka Expressway',
        body: 'A 12-person channel partner firm was spending ₹4 lakh a month across Google and Meta with a cost per lead near ₹3,800 and a sales team complaining that most leads never picked up. We split campaigns by project and budget band, added a verification step on lead forms, imported site-visit outcomes from their CRM and moved budget from broad keywords to project names and sector searches. After four months they paid less per lead and, more importantly, more of those leads turned into visits.',
        metrics: [
          { label: 'Cost per lead', value: '₹3,800 to ₹2,150' },
          { label: 'Lead-to-site-visit rate', value: '6% to 13%' },
          { label: 'Site visits per month', value: '71' },
        ],
      },
      pricing: {
        startingFrom: '₹25,000 per month or 12% of ad spend, whichever is higher',
        includes: [
          'Account audit and rebuild of campaign structure',
          'Search, Performance Max and remarketing set-up',
          'Conversion tracking with Google Tag Manager and offline imports',
          'Weekly search-term and placement cleaning',
          'Monthly review call with budget plan for the next month',
        ],
        note: 'Media spend is paid by you directly to Google and is separate from our fee. For real estate we suggest at least ₹1.5 lakh a month in spend, because higher Gurgaon click costs mean smaller budgets never collect enough data to optimise. A clinic or restaurant targeting a few sectors can test with ₹30,000 to ₹50,000.',
      },
      faqs: [
        {
          question: 'Why are Google Ads clicks so expensive in Gurgaon?',
          answer:
            'Property, healthcare and B2B software are high-value categories and Gurgaon has a lot of all three, so many advertisers compete for the same buyers. Tighter targeting and better landing pages lower your effective cost even when the click price stays high.',
        },
        {
          question: 'Should we bid on a developer or competitor brand name?',
          answer:
            'It can work, but check trademark complaints and your own agreement with the developer first. We usually test competitor terms in a separate campaign with a capped budget so they cannot eat the account.',
        },
        {
          question: 'Can you run ads for international patients?',
          answer:
            'Yes. For Gurgaon hospitals we run country-specific campaigns in English and, where the audience needs it, Arabic or Russian landing pages, and we follow Google healthcare policies and Indian rules on medical advertising.',
        },
        {
          question: 'How quickly will we see leads?',
          answer:
            'Ads usually bring enquiries in the first week. Cost per lead normally settles after four to six weeks, once Smart Bidding has enough conversions and we have removed the search terms that waste money.',
        },
      ],
    },
    'social-media': {
      intro: `Gurgaon's social feeds are split between two audiences: professionals scrolling LinkedIn between meetings in Cyber City, and residents of gated societies looking on Instagram for a weekend brunch, a school or a physiotherapist. We run social media for brands that need to reach one or both. ${
        local
          ? 'Our content team is based in the city, so shoots at your office, restaurant or site happen without travel charges.'
          : 'Our content team comes to your office, restaurant or site for the shoots.'
      }`,
      localMarket:
        "The city's biggest social buyers are restaurants and bars around Sector 29, CyberHub and Golf Course Road, real estate developers showcasing sample flats, D2C brands headquartered here and corporates who need employer branding to hire engineers and analysts. Global capability centres and SaaS companies use LinkedIn to reach recruits and enterprise buyers across India. Resident welfare association groups on WhatsApp and Facebook are powerful word-of-mouth channels in condominiums along Golf Course Road and Sohna Road, and local brands that sponsor society events earn real goodwill there. Seasonal peaks are Diwali corporate gifting, the wedding season from November to February, New Year's Eve bookings and back-to-school in March. In the smog weeks of November, content about indoor activities and health outperforms outdoor promotions.",
      competition:
        'Gurgaon followers are used to polished content because national brands and influencer agencies are based here, so amateur posts stand out for the wrong reasons. Restaurants in the same food hubs compete for the same food bloggers and reel creators, and creator fees have risen sharply. On LinkedIn, employees of large tech companies post constantly, so a company page has to give people a reason to reshare rather than simply announce.',
      approach: [
        {
          title: 'Choose the platform by the buyer',
          body: 'B2B and hiring brands get a LinkedIn-first plan with founder and employee posts, while restaurants, clinics and retail lead with Instagram reels and stories. We drop platforms that your buyers in Gurgaon do not use instead of posting everywhere.',
        },
        {
          title: 'Shoot locally and often',
          body: 'Our team films short reels at your premises twice a month: the chef plating a new dish at CyberHub, a walkthrough of a sample flat, a day in your office. Real places and faces outperform stock images with a Gurgaon audience that can spot them immediately.',
        },
        {
          title: 'Work the society channels',
          body: 'For consumer brands we plan sponsorships and offers with resident welfare associations and neighbourhood Instagram pages, which reach families in a few high-spending sectors at low cost.',
        },
        {
          title: 'Connect posts to bookings',
          body: 'We track table bookings, DMs, walk-ins with codes and job applications back to posts and campaigns so you can see which formats pay.',
        },
      ],
      example: {
        title: 'A brewpub near Sector 29 filling weekday tables',
        body: 'A brewpub that was full on Saturdays but half empty from Monday to Thursday wanted more weekday covers. We started a weekly reel series with the brewmaster explaining each new batch, ran a weekday happy-hour offer only on Instagram, and promoted it to people working within five kilometres through paid stories. The venue also invited office teams from Cyber City for after-work tastings announced on LinkedIn.',
        metrics: [
          { label: 'Weekday covers', value: '+38% in 3 months' },
          { label: 'Bookings from Instagram DMs', value: '420 a month' },
          { label: 'Followers within 10 km', value: '+9,300' },
        ],
      },
      pricing: {
        startingFrom: '₹28,000 per month',
        includes: [
          'Monthly content calendar for two platforms',
          '12 posts and 4 reels a month with one local shoot',
          'Community management on working days',
          'Monthly performance report with next-month plan',
        ],
        note: 'The cost of a Gurgaon social programme depends mostly on how much video you need and whether creators are involved: local food and lifestyle creators typically charge from ₹15,000 to over ₹1 lakh per collaboration. Paid promotion budgets are separate and start at around ₹20,000 a month for a restaurant or clinic audience.',
      },
      faqs: [
        {
          question: 'Is LinkedIn worth it for a Gurgaon company that is not B2B?',
          answer:
            'Often yes, for hiring. Employer-branding posts help a hospital, hotel or retailer attract managers from the large talent pool in the city, even if customers find you on Instagram.',
        },
        {
          question: 'Do you work with influencers and food bloggers?',
          answer:
            'We shortlist creators whose followers actually live in Gurgaon and South Delhi, check engagement for fake followers, negotiate fees and make sure paid partnerships are disclosed as ASCI guidelines require.',
        },
        {
          question: 'Can you promote us inside residential societies?',
          answer:
            'We can approach resident welfare associations for stalls, event sponsorships and newsletter mentions, but we never add people to WhatsApp groups or send unsolicited messages.',
        },
      ],
    },
    'web-development': {
      intro:
        "A Gurgaon website is often the first thing an investor, recruit or buyer checks, and this audience expects speed and polish because the companies around them set a high bar. We design and build sites for businesses in the city, from a developer's project microsite to a SaaS marketing site or a hospital with forty doctor profiles. Each one is built to rank, load fast on a phone and send every enquiry somewhere a salesperson will see it.",
      localMarket:
        "Website projects here cluster around the city's industries. Real estate developers commission a microsite for each launch, often within a tight window before Navratri; hospitals need doctor directories, appointment booking and international-patient pages; SaaS and GCC teams want marketing and careers sites their own engineers can update. Export garment units in Udyog Vihar and auto-component makers in Manesar are upgrading old catalogue sites so overseas buyers and OEM procurement teams can find product specifications. Buyers search for 'website development company in gurgaon', 'real estate website design' and 'wordpress developer near me', and many ask for a Hindi version for consumer-facing pages. Deadlines bunch before festive launches, the start of the financial year and funding announcements.",
      competition:
        'The market ranges from freelancers selling ₹15,000 template sites to product studios charging as much as a small apartment. Many local businesses have been burnt by sites that looked good in a pitch and then loaded in eight seconds, broke the lead form or could not be edited without the original developer. That history means Gurgaon buyers now ask about ownership, hosting and Core Web Vitals before design.',
      approach: [
        {
          title: 'Start from the enquiry path',
          body: 'We map how a buyer moves from an ad or search to a form, call or WhatsApp chat, and design the pages around that path. Lead forms post straight to your CRM, whether that is LeadSquared, Zoho, HubSpot or Salesforce.',
        },
        {
          title: 'Choose a stack you can own',
          body: 'Brochure and project sites usually run on WordPress or a headless CMS your team can edit; SaaS and product sites are built in React with a static front end. You own the code, the domain and the hosting account from day one.',
        },
        {
          title: 'Build for real phones on real networks',
          body: 'We test on mid-range Android phones on 4G, because that is how most site visitors in NCR browse, and we hold every template to good Core Web Vitals before launch.',
        },
        {
          title: 'Handle compliance early',
          body: 'Project pages show HRERA details, healthcare pages follow medical advertising rules and forms collect consent in line with the Digital Personal Data Protection Act, so legal review does not delay a launch date.',
        },
      ],
      example: {
        title: 'A multi-speciality hospital rebuilding its patient website',
        body: 'A 300-bed hospital off Golf Course Road had a slow site where doctor profiles were out of date and appointment requests arrived in a shared inbox. We rebuilt it with a searchable doctor directory, speciality pages written with the clinicians, an appointment form routed to the call centre and an international-patients section with Arabic and Russian pages. The new site passed Core Web Vitals on mobile and began ranking for doctor names within weeks.',
        metrics: [
          { label: 'Mobile load time', value: '7.9 s to 1.8 s' },
          { label: 'Online appointment requests', value: '+64%' },
          { label: 'International enquiries per month', value: '+41%' },
        ],
      },
      pricing: {
        startingFrom: '₹75,000 for a business website',
        includes: [
          'Design of up to 12 page templates',
          'Build on WordPress or a headless CMS with editor training',
          'On-page SEO, schema and redirects from your old site',
          'Lead forms connected to email, WhatsApp or CRM',
          'Three months of support after launch',
        ],
        note: "Real estate project microsites start at ₹45,000 and hospital or SaaS sites typically run from ₹2.5 lakh to ₹8 lakh, depending on integrations, languages and content volume. Gurgaon's higher developer salaries mean local builds cost more than in smaller cities, but meetings, shoots and launch-day support happen in person.",
      },
      faqs: [
        {
          question: 'Who owns the website after launch?',
          answer:
            'You do. The domain, hosting account, CMS logins and source code are in your company name, and we hand over documentation so another team could maintain it.',
        },
        {
          question: 'How long does a project microsite take?',
          answer:
            'A single-project microsite with floor plans, gallery, location map and lead forms usually takes two to three weeks once the developer shares approved content and HRERA details.',
        },
        {
          question: 'Can you connect the site to our CRM and call centre?',
          answer:
            'Yes. We regularly connect forms and click-to-call buttons to LeadSquared, Zoho, Salesforce and HubSpot, and add source tracking so you know which campaign produced each enquiry.',
        },
        {
          question: 'Do you build Hindi versions of websites?',
          answer:
            'For consumer-facing pages we build Hindi versions written by people, with proper hreflang tags, so Google shows the right language to each visitor.',
        },
      ],
    },
  },
};
