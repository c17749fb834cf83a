// Pune's city-service content: Maharashtra's engineering and education city, one block per service.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'pune',
    economy:
      "Pune is Maharashtra's second-largest city and one of India's main engineering and automotive centres: Bajaj Auto, Tata Motors, Mercedes-Benz, Volkswagen and hundreds of component makers operate across Pimpri-Chinchwad, Bhosari, Chakan and Talegaon. IT parks in Hinjewadi, Kharadi and Magarpatta employ a large software workforce, and universities and colleges from Savitribai Phule Pune University to Symbiosis and COEP draw students from all over India. Defence establishments, a busy startup scene and the trade of the old peths complete an economy that sits three hours from Mumbai but prices and competes on its own terms.",
    keyIndustries: [
      'Automobiles and auto components',
      'Engineering and capital goods',
      'IT services and SaaS',
      'Higher education and coaching',
      'Real estate and construction',
      'Defence and aerospace',
      'Food processing and FMCG',
    ],
    localities: [
      'Hinjewadi',
      'Kharadi',
      'Magarpatta and Hadapsar',
      'Baner',
      'Aundh',
      'Wakad',
      'Viman Nagar',
      'Koregaon Park',
      'Shivajinagar',
      'Deccan Gymkhana',
      'Kothrud',
      'Camp',
      'Pimpri-Chinchwad',
      'Bhosari MIDC',
      'Chakan',
    ],
    nearby: ['mumbai'],
  },
  services: {
    seo: {
      intro:
        "Pune is a city of distinct micro-markets: the IT belt of Hinjewadi, Wakad and Baner, the eastern hubs of Kharadi, Viman Nagar and Magarpatta, the old heart of the peths, and the industrial townships of Pimpri-Chinchwad and Chakan. SEO works here when it respects those boundaries and the languages that go with them. We do SEO for Pune's manufacturers and auto-component suppliers, hospitals, educational institutes, developers, restaurants and IT firms.",
      localMarket:
        "Engineering SMEs in Bhosari, Chakan and Talegaon that sell to OEMs, hospitals around Prabhat Road and Erandwane, coaching institutes and colleges, developers in Wakad, Hinjewadi, Kharadi and Wagholi, and restaurants and bakeries are Pune's main SEO buyers. Searches switch between English, Marathi and Hindi: 'CNC job work Bhosari MIDC', 'PG for girls near Viman Nagar', 'पुण्यातील सर्वोत्तम बालरोगतज्ञ' or 'MPSC classes Sadashiv Peth'. Students create a strong seasonal wave of searches for PGs, hostels, coaching and laptops in June and July, when colleges reopen. Ganeshotsav, when lakhs of visitors come for the city's famous mandals, Gudi Padwa and Diwali Padwa for vehicle and home purchases, and the monsoon weekend rush to Lonavala and Sinhagad all show up in search data.",
      competition:
        "Pune's SEO competition is moderate next to Mumbai's: national portals dominate property and education searches and a few hospital groups lead healthcare, but many categories remain open. Engineering SMEs often lean on IndiaMART and TradeIndia, while their own websites are thin or years out of date. Mumbai-based businesses sometimes target Pune with generic pages that lack any local substance. A business with genuine local pages, technical strength and Marathi content where needed can win quickly.",
      approach: [
        {
          title: "Map Pune's micro-markets",
          body: 'We group areas into realistic catchments, such as Hinjewadi–Wakad–Baner, Kharadi–Viman Nagar–Wagholi, Kothrud–Karve Nagar and PCMC, and aim pages and profiles at those clusters. People rarely cross the city for everyday services.',
        },
        {
          title: 'Turn marketplace suppliers into searchable brands',
          body: 'Manufacturers get product and capability pages for processes like CNC machining, sheet metal, forging and plastic moulding, with specifications and certifications. Buyers then find them directly rather than through marketplaces.',
        },
        {
          title: 'Use Marathi where it earns trust',
          body: 'Healthcare, education and local services in the older parts of the city get Marathi pages from native writers. Marathi reviews and Google posts also strengthen local visibility.',
        },
        {
          title: 'Prepare for student and festival cycles',
          body: 'Content and profiles are ready ahead of the June admissions rush, Ganeshotsav, Gudi Padwa and Diwali, when search patterns change. PG, coaching and retail clients benefit most.',
        },
      ],
      example: {
        title: 'A Bhosari sheet-metal fabrication SME',
        body: 'A fabrication firm in Bhosari MIDC got most of its leads from IndiaMART, many of them price-shoppers. We built capability pages for laser cutting, bending, powder coating and assemblies with photos of real parts, tolerances and its ISO certification, plus location pages for the Chakan, Talegaon and Ranjangaon industrial areas. Direct RFQs from OEM and Tier 1 buyers replaced much of the marketplace spend.',
        metrics: [
          { label: 'Direct RFQs per month', value: '7 → 34' },
          { label: 'Marketplace subscription savings', value: '₹1.8 lakh a year' },
          { label: 'Order value of website leads versus marketplace leads', value: '2.6×' },
        ],
      },
      pricing: {
        startingFrom:
          '₹24,000 a month; ₹40,000 a month for manufacturers with large catalogues or multi-branch healthcare',
        includes: [
          'Technical SEO and site speed work',
          'Micro-market or capability pages',
          'Marathi and English copywriting',
          'Google Business Profile upkeep for each catchment',
          'Monthly report on calls, RFQs and enquiries',
        ],
        note: 'Pune SEO costs less than Mumbai SEO for a similar scope, because competition and link costs are lower in most categories. Manufacturers with hundreds of products and hospitals with many departments need more content, which puts them in the higher band. Marathi pages are written natively at the same rate as English.',
      },
      faqs: [
        {
          question: 'Should a Pune manufacturer stop using IndiaMART?',
          answer:
            'Not straight away. Use your own website to win direct enquiries, then reduce marketplace spend once direct leads are steady.',
        },
        {
          question: 'Are Marathi pages useful for Pune businesses?',
          answer:
            'For local services, healthcare and education they often are, especially in Kothrud, Sadashiv Peth, Hadapsar and PCMC. IT and B2B audiences are usually well served in English.',
        },
        {
          question: 'How do we compete with Mumbai firms ranking for Pune searches?',
          answer:
            'With real local substance: Pune addresses, local case studies, reviews from Pune customers and pages for specific areas. Generic pages written from Mumbai rarely match that.',
        },
        {
          question: 'When should PG and coaching businesses start SEO?',
          answer:
            'By March or April, so pages are ranking before students begin searching in May and June.',
        },
      ],
    },
    ppc: {
      intro:
        "Pune's Google Ads market is cheaper than Mumbai's but more competitive than many people expect, because developers, colleges, coaching institutes and hospitals all bid heavily. We run campaigns for Pune developers, educators, hospitals, manufacturers, restaurants and IT firms, with tight local targeting and tracking that proves the return on every rupee.",
      localMarket:
        'Developers in Wakad, Hinjewadi, Baner, Kharadi, Wagholi and PCMC are the heaviest spenders, especially around Gudi Padwa, Akshaya Tritiya, Dasara and Diwali. Colleges, coaching classes and skill institutes spend hard from April to August while students choose courses. Hospitals compete for specialty treatments, with many patients travelling in from across western Maharashtra. Manufacturers use search ads for specific industrial products, while restaurants and cafés in Koregaon Park, Baner and Viman Nagar promote weekend offers.',
      competition:
        'Property CPCs in Pune have climbed as developers and channel partners chase IT professionals, and education auctions are crowded in admission season. Many Pune SMEs run campaigns themselves with broad match keywords and no negative lists, wasting much of their budget. Mumbai advertisers sometimes include Pune in state-wide targeting, which adds competition. Disciplined structure and good landing pages still give a clear advantage.',
      approach: [
        {
          title: 'Target catchments, not the whole district',
          body: 'The western IT belt, eastern Pune, the central city and PCMC each get their own campaigns, and areas beyond realistic travel are excluded. Colleges and hospitals may extend to the rest of western Maharashtra.',
        },
        {
          title: 'Test Marathi copy for local audiences',
          body: 'Marathi ads are tested for local consumers and parents, while IT professionals and B2B buyers see English. Only the winning versions stay live.',
        },
        {
          title: 'Import real outcomes',
          body: 'Site visits, admissions, appointments and orders are imported from CRMs or sheets, so bidding optimises towards results rather than form fills.',
        },
        {
          title: 'Time budgets to the Pune calendar',
          body: 'Property budgets follow Gudi Padwa and Diwali, education budgets run April to August, and restaurants and retail lean into weekends and Ganeshotsav.',
        },
      ],
      example: {
        title: 'A mid-segment housing project in Wakad',
        body: 'A developer with a mid-segment project in Wakad was paying too much per lead, and many leads came from outside Pune or outside budget. We focused targeting on Hinjewadi, Wakad, Baner and Aundh, added budget questions to forms, built a faster landing page and imported site visits and bookings from its CRM. Bookings from ads rose in the Gudi Padwa quarter at a lower cost.',
        metrics: [
          { label: 'Cost per Wakad site visit', value: '₹9,600 → ₹4,300' },
          { label: 'Bookings from ads per quarter', value: '11 → 27' },
          { label: 'Landing page conversion rate', value: '3.1% → 7.4%' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 a month management fee, or 12% of spend above ₹1.4 lakh',
        includes: [
          'Account structure and keyword research',
          'Marathi and English ad variants',
          'Landing page recommendations',
          'Offline conversion tracking',
          'Monthly review of cost per outcome',
        ],
        note: 'Media costs for local services in Pune are usually lower than in Mumbai, and many businesses start with ₹40,000 to ₹70,000 a month. Property launches and education campaigns need more in their peak seasons. Our management fee is invoiced separately from media spend.',
      },
      faqs: [
        {
          question: 'Is Google Ads cheaper in Pune than in Mumbai?',
          answer:
            'Usually, for similar categories. Property, education and healthcare can still be expensive in their peak seasons.',
        },
        {
          question: 'Should we advertise in Marathi?',
          answer:
            'For local consumers, parents and patients, Marathi ads can lift engagement. We test before committing budget to them.',
        },
        {
          question: 'Can manufacturers in Chakan or Bhosari use Google Ads?',
          answer:
            'Yes, for specific products and processes, with tight keyword targeting and RFQ tracking.',
        },
        {
          question: 'When should coaching institutes start advertising?',
          answer:
            'From March or April, ahead of board results and entrance exam schedules, with budgets peaking in May and June.',
        },
      ],
    },
    'social-media': {
      intro:
        "Pune's social audience blends students, IT professionals and proud long-time Punekars, each with their own humour and habits. Brands that understand the city's wit, from its famous signboard sarcasm to its love of misal and weekend treks, build strong followings. We manage social media for Pune's restaurants and cafés, educational institutes, developers, hospitals, retailers and B2B firms.",
      localMarket:
        'Restaurants and cafés in Koregaon Park, Baner, Viman Nagar and along FC Road, colleges and coaching institutes, developers, hospitals, fashion and jewellery retailers, and manufacturers on LinkedIn are the main buyers. Marathi content works well for local audiences, while English serves students and IT professionals. Ganeshotsav is the biggest cultural moment, followed by Gudi Padwa, Diwali, the Sawai Gandharva music festival in December and monsoon treks to Sinhagad, Rajmachi and Lonavala. College fests and the start of the academic year bring a wave of student content every July.',
      competition:
        'Pune has a growing creator community in food, travel and comedy, and many cafés and restaurants are active on Instagram. Colleges compete for student attention with campus life and placement content. Many businesses still post only promotions. Authentic, witty, distinctly Pune content stands out.',
      approach: [
        {
          title: "Write with Pune's wit",
          body: "We use local humour and references, from Puneri signboards to traffic on Paud Road, while keeping your brand's voice. Humour is tested carefully so it amuses rather than offends.",
        },
        {
          title: 'Plan around Ganeshotsav and monsoon weekends',
          body: "Ganeshotsav content, monsoon trek and weekend content, and festive campaigns are planned weeks in advance. During the festival we keep content respectful of the city's traditions.",
        },
        {
          title: 'Talk to students and parents separately',
          body: 'For educational institutes, content covers campus life, student achievements, placement stories and admissions information, with different posts for students and for parents.',
        },
        {
          title: 'Use LinkedIn for industry and IT',
          body: 'Manufacturers and IT firms use LinkedIn to show capabilities, projects and culture to clients and recruits. We create and manage that content.',
        },
      ],
      example: {
        title: 'A Baner café and bakery',
        body: 'A café in Baner with a loyal weekday crowd of IT professionals wanted more weekend visitors. We created Reels about its baking, weekend brunch specials and monsoon menu, partnered with Pune food creators and ran small ads to residents within five kilometres on Friday evenings. Weekend footfall and brunch bookings both increased.',
        metrics: [
          { label: 'Weekend footfall', value: '+34%' },
          { label: 'Brunch reservations per weekend', value: '18 → 52' },
          { label: 'Followers based in Pune', value: '48% → 74%' },
        ],
      },
      pricing: {
        startingFrom:
          '₹21,000 a month for Instagram plus one more platform, with 12 posts and Reels',
        includes: [
          'Marathi and English content plan',
          'Reels, carousels and stories each month',
          'Comment and inbox management',
          'Pune creator partnerships',
          'Monthly report on reach, visits and enquiries',
        ],
        note: 'Social media management in Pune usually costs less than in Mumbai. Ganeshotsav campaigns and shoots with several creators cost more. Paid media and creator fees are invoiced separately.',
      },
      faqs: [
        {
          question: 'Should we use Marathi on social media in Pune?',
          answer:
            'For local audiences and traditional businesses, yes. Student and IT audiences usually respond to English with the occasional Marathi touch.',
        },
        {
          question: 'How do educational institutes use social media?',
          answer:
            'To show campus life, achievements, faculty, placements and admission updates, and to answer questions from students and parents.',
        },
        {
          question: 'Can social media help manufacturers?',
          answer:
            'Mainly through LinkedIn, where capabilities, projects, quality and culture reach buyers and recruits.',
        },
        {
          question: 'How early should we plan Ganeshotsav campaigns?',
          answer: 'Six to eight weeks ahead, especially if creators or events are involved.',
        },
      ],
    },
    content: {
      intro:
        "Pune's buyers are well informed and often technical, whether they are engineers sourcing components, parents comparing colleges or IT professionals weighing projects in Baner and Kharadi. We write content that meets that standard: technical guides, capability pages, locality guides, case studies and Marathi content for Pune businesses.",
      localMarket:
        'Manufacturers and engineering firms, educational institutions, developers, hospitals and IT companies are the main content buyers. Industrial buyers search for processes, materials and tolerances; students and parents research courses, fees and placements; property buyers compare micro-markets, metro routes and water supply; and patients look for treatment information, often in Marathi. Publishing peaks before the admission season, ahead of Gudi Padwa and Diwali for property, and around industrial trade shows. Monsoon and travel content performs well for hospitality and lifestyle brands. The steady flow of students and IT professionals moving to the city also creates year-round demand for practical relocation guides.',
      competition:
        "National portals dominate education and property searches, while many manufacturers have almost no content at all. Pune's IT firms produce solid material, but local businesses often do not. Marathi content on professional topics remains thin. Well-researched, expert content can rank quickly in many Pune niches.",
      approach: [
        {
          title: 'Interview engineers and experts',
          body: 'We work with your engineers, doctors, faculty or product experts to create accurate, detailed content. Technical pieces include diagrams, tables and specifications.',
        },
        {
          title: 'Write locality guides buyers trust',
          body: 'Guides to Wakad, Baner, Kharadi, Hinjewadi and PCMC cover the commute, schools, hospitals, water supply and price trends, written honestly.',
        },
        {
          title: 'Produce Marathi content where it helps',
          body: 'Marathi pieces serve patients, parents and local consumers. Native writers keep the language natural.',
        },
        {
          title: 'Package content for sales and admissions',
          body: 'Articles are also turned into brochures, case studies and email content for your sales and admissions teams.',
        },
      ],
      example: {
        title: 'A private engineering college in Pune',
        body: "A private engineering college wanted to stand out among dozens of institutions in the city. We created detailed programme pages, faculty research stories, placement reports with verified numbers and guides to Maharashtra's engineering admission process in English and Marathi. Applications and organic traffic grew in the next admission cycle.",
        metrics: [
          { label: 'Organic traffic in admission season', value: '+260%' },
          { label: 'Applications from organic search', value: '+118%' },
          { label: 'Readers of the Marathi admission guide', value: '21,000' },
        ],
      },
      pricing: {
        startingFrom: '₹19,000 a month for four technical articles or capability pages',
        includes: [
          'Topic research tied to Pune search demand',
          'Interviews with your engineers, doctors or faculty',
          'Marathi and English drafts',
          'Editing, fact-checking and on-page SEO',
          'Sales and admissions versions of key pieces',
        ],
        note: 'Technical and medical content costs more because experts are involved. Marathi content costs the same as English. Data-heavy reports such as placement studies are quoted separately.',
      },
      faqs: [
        {
          question: 'Can you write technical manufacturing content?',
          answer:
            'We work with your engineers to explain processes, materials, standards and tolerances accurately.',
        },
        {
          question: 'Do you write Marathi content?',
          answer: 'Yes, natively, for healthcare, education and consumer audiences.',
        },
        {
          question: 'What content helps colleges in Pune?',
          answer:
            'Programme details, verified placement data, faculty stories, admission guides, campus life and answers to the questions parents ask.',
        },
        {
          question: 'Can you write guides for students and professionals moving to Pune?',
          answer:
            'Yes, and they are some of the most shared pieces we publish. Guides to PG areas near colleges, commute times to Hinjewadi or Kharadi, and the real monthly cost of living in different parts of the city help coaching institutes, co-living operators and employers reach newcomers before they arrive.',
        },
        {
          question: 'How long does content take to show results in Pune?',
          answer:
            'Usually three to six months for rankings, depending on competition in your niche.',
        },
      ],
    },
    email: {
      intro:
        "In Pune, email works best when it is useful: a supplier's updated capability sheet, a college's admission timeline, a clinic's health reminder or a café's weekend menu. We build email programmes for Pune manufacturers, educational institutes, hospitals, developers, restaurants and IT firms.",
      localMarket:
        "Manufacturers send product updates, capability sheets and quotations to OEM buyers; colleges and coaching institutes communicate with applicants and parents; hospitals send health reminders; developers nurture leads; and restaurants promote events. B2B email matters especially in Pune's industrial belt, where purchase managers at OEMs and Tier 1 suppliers handle most communication by email. Peaks come with admissions, Ganeshotsav, Diwali and the procurement rush before 31 March.",
      competition:
        "Most Pune SMEs send occasional emails with little segmentation or tracking, and many manufacturers rely on individual salespeople's inboxes. Colleges often send generic mass mailings. A structured, automated programme stands out quickly. National brands set the benchmark for design. When a salesperson leaves, a Pune supplier often loses years of buyer relationships with their inbox, which a shared email programme prevents.",
      approach: [
        {
          title: 'Build a clean, consented list',
          body: "We consolidate contacts from CRMs, spreadsheets and salespeople's address books, clean them and record consent.",
        },
        {
          title: 'Segment trade buyers by industry and stage',
          body: 'For manufacturers, buyers are grouped by industry, product interest and relationship stage, with content that supports each stage.',
        },
        {
          title: 'Automate the admission journey',
          body: 'Colleges and coaching institutes get automated sequences from enquiry to enrolment, with deadline and document reminders.',
        },
        {
          title: 'Track RFQs, admissions and bookings',
          body: 'We measure RFQs, admissions, appointments, bookings and revenue rather than opens.',
        },
      ],
      example: {
        title: 'A Chakan auto-component supplier',
        body: 'An auto-component supplier in Chakan relied on a few salespeople to keep in touch with buyers at OEMs and Tier 1 companies. We built a segmented programme with capability updates, new tooling announcements, quality certifications and case studies, connected to its CRM. RFQs from existing and dormant accounts rose.',
        metrics: [
          { label: 'RFQs from email per quarter', value: '5 → 21' },
          { label: 'Dormant accounts re-engaged', value: '17' },
          { label: 'Pipeline sourced from email', value: '₹2.3 crore' },
        ],
      },
      pricing: {
        startingFrom: '₹14,000 a month for up to four mailings',
        includes: [
          'Contact consolidation and clean-up',
          'Domain authentication on your sending domain',
          'Buyer, applicant and customer segments',
          'Up to four designed mailings a month',
          'Quarterly automation build and monthly results report',
        ],
        note: 'B2B programmes with CRM integration, and admission journeys with many stages, need more set-up. Platform subscriptions are paid directly to the provider. Marathi versions of emails are included at no extra cost.',
      },
      faqs: [
        {
          question: 'Is email effective for B2B manufacturers?',
          answer:
            'Purchase and engineering teams use email heavily, and relevant updates keep you on their supplier shortlist.',
        },
        {
          question: 'How can colleges use email for admissions?',
          answer:
            'With automated sequences covering enquiry, application, documents, counselling and enrolment.',
        },
        {
          question: 'Do we need consent for B2B email?',
          answer:
            'You need a lawful basis and a clear opt-out. We help document consent and manage preferences.',
        },
        {
          question: 'How should a Pune restaurant or café use email?',
          answer:
            'Collect addresses through reservations and Wi-Fi sign-ups with clear consent, then send a short weekly note on weekend specials, live music and seasonal menus. Birthday and anniversary offers usually bring the best return for cafés in Koregaon Park, Baner and Viman Nagar.',
        },
        {
          question: 'Which email platform suits a Pune business?',
          answer:
            'Zoho Campaigns and HubSpot suit many Pune B2B firms, while Brevo or Mailchimp suit smaller businesses.',
        },
      ],
    },
    'web-development': {
      intro:
        'A Pune business website often has to serve very different visitors: an OEM buyer checking certifications, a student comparing courses or a family comparing flats. We design and build websites for Pune manufacturers, colleges, developers, hospitals, restaurants and IT firms, with speed, SEO and clear calls to action.',
      localMarket:
        'Manufacturers need catalogues and capability pages with RFQ forms; colleges need programme pages and admission portals; developers need project sites with MahaRERA details; hospitals need doctor profiles and booking; restaurants need menus and reservations; and IT firms need marketing sites. Marathi versions can matter for local audiences. Projects are timed around admissions, trade fairs, project launches and Ganeshotsav or Diwali. Industrial buyers often open supplier sites on office desktops, while students and home buyers arrive on phones, so both experiences need equal care.',
      competition:
        'Pune has many affordable web design studios and freelancers, but many of their sites are template-based, slow or poorly structured for search. Mumbai agencies also serve Pune clients at Mumbai prices. A well-built site with good performance and content is a strong advantage. Manufacturers in particular rarely have sites that show what their shop floor can actually do.',
      approach: [
        {
          title: 'Structure navigation for each audience',
          body: 'We identify your primary audiences and design navigation and pages that serve each one without burying the others.',
        },
        {
          title: 'Show capability with proof',
          body: 'Manufacturing sites include machine lists, certifications, photos of real parts, tolerances and case studies.',
        },
        {
          title: 'Build fast and secure',
          body: 'Sites are tuned for mobile speed, with secure hosting and a maintenance routine.',
        },
        {
          title: 'Connect forms to ERPs and admission systems',
          body: 'Forms feed CRMs, ERPs, admission systems and booking tools, so no enquiry is retyped.',
        },
      ],
      example: {
        title: 'A Pimpri-Chinchwad plastic moulding company',
        body: 'An injection moulding company in PCMC had a brochure website with no product detail. We built capability pages with material and tolerance data, a gallery of real components, certifications and an RFQ form that accepts drawings. Direct RFQs increased significantly.',
        metrics: [
          { label: 'RFQs with drawings attached each month', value: '4 → 23' },
          { label: 'Average time on site', value: '+190%' },
          { label: 'Load time on a phone over 4G', value: '5.9 s → 1.8 s' },
        ],
      },
      pricing: {
        startingFrom: '₹95,000 for a business website; portals and online stores from ₹1,90,000',
        includes: [
          'Audience mapping and page structure',
          'Design and responsive build',
          'Marathi version where needed',
          'RFQ, admission or booking integrations',
          'Editor training and two months of fixes after launch',
        ],
        note: 'Costs in Pune are usually lower than in Mumbai for a similar scope. Integrations, bilingual content and large catalogues raise the price. Annual hosting and care plans are optional extras.',
      },
      faqs: [
        {
          question: 'Can you build a website for a manufacturer?',
          answer:
            'Yes, with catalogues, capability pages, certifications and RFQ forms that accept drawings.',
        },
        {
          question: 'Can our college website handle online applications?',
          answer:
            'With forms, document uploads, payments and integration with your admission system, yes.',
        },
        {
          question: 'Do you build Marathi websites?',
          answer:
            'We build Marathi versions with their own URLs, Devanagari fonts that render cleanly and SEO for both languages.',
        },
        {
          question: 'Can you build a project site for our Pune housing launch?',
          answer:
            'Yes. Project sites carry the MahaRERA registration number and QR code, floor plans, amenities, location maps showing distances to Hinjewadi or Kharadi, and enquiry forms connected to your CRM. We can reuse the same system for every later project.',
        },
        {
          question: 'How long does a Pune website project take?',
          answer: 'Typically six to ten weeks for a business website.',
        },
      ],
    },
  },
};
