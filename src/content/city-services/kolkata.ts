// Kolkata's city-service content: eastern India's commercial capital and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'kolkata',
    economy:
      "Kolkata, the capital of West Bengal, is the commercial centre of eastern India and the gateway to the North-East, Bangladesh, Nepal and Bhutan. Old trading houses and head offices, among them ITC, Emami, Coal India and the RP-Sanjiv Goenka group, sit beside the tea auctions, jute mills, engineering works and the Syama Prasad Mookerjee Port, while Salt Lake Sector V and New Town have grown into the region's IT and services hub. Burrabazar remains one of India's largest wholesale markets, and the hospitals along the EM Bypass draw patients from across the east and from Bangladesh.",
    keyIndustries: [
      'Trading and wholesale distribution',
      'Tea, jute and agri-commodities',
      'Engineering, steel and metals',
      'IT and business services',
      'Hospitals and medical travel',
      'FMCG and consumer goods',
      'Education and publishing',
    ],
    localities: [
      'Park Street',
      'Camac Street',
      'BBD Bagh (Dalhousie)',
      'Salt Lake Sector V',
      'New Town (Rajarhat)',
      'Burrabazar',
      'Esplanade',
      'Gariahat',
      'Ballygunge',
      'EM Bypass',
      'Howrah',
      'Behala',
      'Lake Town',
      'Kasba Industrial Estate',
    ],
    nearby: ['bhubaneswar', 'ranchi', 'guwahati'],
  },
  services: {
    seo: {
      intro:
        'Kolkata businesses have long grown on reputation, with a family name, a neighbourhood connection or a trusted shop front doing the selling. Search now carries much of that reputation, and many old firms find that younger customers cannot find them online. We do SEO for Kolkata hospitals and diagnostic centres, sweet shops and restaurants, Burrabazar traders and distributors, IT firms in Sector V, and schools and coaching centres, in English and in Bengali.',
      localMarket:
        "The biggest buyers are healthcare providers on the EM Bypass and in Salt Lake, education and coaching institutes, wholesale and distribution businesses, property projects in New Town, Rajarhat and the southern fringe, and restaurants and sweet shops. Bengali queries are common, both in script and transliterated: 'কলকাতার সেরা মিষ্টির দোকান', 'Kolkata te bhalo dentist' or 'flat in New Town under 50 lakh'. Patients from Bangladesh and the North-East also search for Kolkata hospitals and doctors, often by the doctor's name. Durga Puja in September or October is the city's biggest commercial moment, followed by Kali Puja and Diwali, Poila Boishakh in mid-April when traders open new account books, Christmas around Park Street and the winter wedding season. The Kolkata Book Fair and school admissions create smaller searchable peaks of their own.",
      competition:
        "Kolkata's SEO competition is lighter than Mumbai's, Delhi's or Bengaluru's in most categories, with the exception of healthcare, education and property, where chains and portals dominate. Many traditional businesses have no website, or one built years ago with no thought for search. Local agencies often sell low-cost packages built on directory submissions. That combination means a business that invests properly in content, Maps and reviews can lead its category within months.",
      approach: [
        {
          title: 'Bring Bengali into the site',
          body: 'Consumer services and retailers get Bengali pages written by native writers, with English pages for corporate and international audiences. Bengali pages often rank quickly because competitors have so few.',
        },
        {
          title: 'Get ready for Durga Puja months ahead',
          body: 'Puja content, offers and Google Business Profile updates are live by August, because Kolkata starts searching for Puja shopping, restaurant specials and travel weeks before Mahalaya. Poila Boishakh and winter wedding content is planned the same way.',
        },
        {
          title: 'Serve patients from beyond the city',
          body: 'For hospitals we create doctor and treatment pages that answer the questions of patients travelling from Bangladesh, Assam, Bihar and Odisha, covering costs, accommodation and visa support. These pages bring some of the highest-value enquiries a hospital receives.',
        },
        {
          title: 'Move traders from directories to their own site',
          body: 'For Burrabazar wholesalers and distributors we build product and brand pages that rank for trade terms, and tidy their IndiaMART and Justdial listings so they point back to the website. Dealers then find price lists and catalogues without a phone call.',
        },
      ],
      example: {
        title: 'A diagnostic and day-care centre off the EM Bypass',
        body: 'A diagnostic centre near Ruby crossing relied on doctor referrals and had no organic visibility for test names or health packages. We created Bengali and English pages for common tests, packages and home collection areas, optimised its Google Business Profile and added a doctor directory. Online bookings grew quickly, many from Garia, Kasba and Salt Lake households the centre had not reached before.',
        metrics: [
          { label: 'Online test bookings per month', value: '70 → 460' },
          { label: 'Test names ranking in the top three', value: '4 → 96' },
          { label: 'Home collection requests from new areas', value: '+240%' },
        ],
      },
      pricing: {
        startingFrom:
          '₹20,000 a month; ₹35,000 a month for hospitals and multi-location businesses',
        includes: [
          'Technical audit and on-page fixes',
          'Bengali and English pages each month',
          'Google Business Profile and review management',
          'Directory listing clean-up',
          'Monthly report on calls and bookings',
        ],
        note: 'SEO in Kolkata generally costs less than in the western and southern metros, reflecting lighter competition and lower costs. Hospitals, property projects and education brands need more content and link building, so they sit in the higher band. Bengali pages are priced the same as English ones.',
      },
      faqs: [
        {
          question: 'Is Bengali SEO worth it for a Kolkata business?',
          answer:
            'For consumer-facing businesses it usually is. Many people search in Bengali or transliterated Bengali, and few competitors have good Bengali pages.',
        },
        {
          question: 'When should we start SEO for Durga Puja?',
          answer:
            'By June or July at the latest. Pages need time to be indexed and climb before search demand peaks in September and October.',
        },
        {
          question: 'Can SEO bring patients from Bangladesh to our hospital?',
          answer:
            'Treatment pages with clear information on doctors, costs, travel and visas help patients compare hospitals, and many of those searches happen in Bengali. Hospitals that publish them well see direct enquiries rather than agent referrals.',
        },
        {
          question: 'Our family business is decades old, so why do we need SEO?',
          answer:
            'Because younger customers and new residents search before they visit. SEO makes sure your reputation appears when they look for what you sell.',
        },
      ],
    },
    ppc: {
      intro:
        'Google Ads in Kolkata is among the better-value paid channels of any metro, with lower click costs in many categories and less sophisticated competition. That does not make it easy, because many Kolkata advertisers still waste budgets on broad targeting and no tracking. We run campaigns for Kolkata hospitals, educators, developers, retailers and B2B suppliers with one focus: the cost of a real customer.',
      localMarket:
        'Healthcare is the largest paid-search category in Kolkata, followed by education, property in New Town, Rajarhat and the southern suburbs, retail and D2C brands, and B2B suppliers of engineering goods, packaging and chemicals. Durga Puja brings a huge rise in retail and restaurant searches, and advertisers start bidding weeks earlier. Education campaigns run around the board results and entrance exams such as WBJEE, while hospital campaigns often reach patients in Bangladesh and other eastern states. Monsoon waterlogging sends searches for plumbers, pest control and vehicle repairs soaring after every heavy downpour.',
      competition:
        "Kolkata's CPCs are generally lower than in other metros, but healthcare and education clicks can still be costly because large hospitals and institutes bid hard. Many small and mid-sized advertisers run campaigns with little optimisation, city-wide or even state-wide targeting and no conversion tracking. Lead aggregators are active in education and property. That leaves plenty of room for well-managed campaigns to win at lower cost.",
      approach: [
        {
          title: 'Target Kolkata and beyond on purpose',
          body: 'Local services target the city and suburbs by radius, while hospitals may also reach Bangladesh, Assam, Bihar, Jharkhand and Odisha. Each region gets its own campaign and budget, so one never starves another.',
        },
        {
          title: 'Run Bengali ads where they earn their place',
          body: "Bengali copy is tested for consumer and patient audiences, while B2B and professional searches stay in English. Landing pages match the ad's language.",
        },
        {
          title: 'Launch Puja campaigns in August',
          body: 'Durga Puja campaigns go live early enough to learn before the peak. During Puja week itself we adjust budgets daily, because competition and search volume change by the hour.',
        },
        {
          title: 'Measure calls and walk-ins',
          body: 'Many Kolkata customers phone before they visit, so call tracking and offline conversion imports are standard. WhatsApp enquiries and appointment bookings are tracked too.',
        },
      ],
      example: {
        title: 'A multispecialty hospital on the EM Bypass',
        body: 'A multispecialty hospital received many international patients from Bangladesh, but mostly through agents who took a commission. We built campaigns reaching patients in Dhaka, Chattogram and Sylhet with Bengali ads for cardiac, orthopaedic and cancer care, landing pages covering visas and travel, and a WhatsApp help desk. Direct international enquiries grew significantly over six months.',
        metrics: [
          { label: 'Direct international patient enquiries per month', value: '35 → 190' },
          { label: 'Cost per qualified enquiry', value: '₹2,600 → ₹950' },
          { label: 'Agent commissions paid', value: '−30%' },
        ],
      },
      pricing: {
        startingFrom: '₹14,000 a month management fee, or 12% of spend above ₹1.2 lakh',
        includes: [
          'Campaign build and keyword research',
          'Bengali and English ad copy',
          'Call and WhatsApp tracking',
          'Puja and admission season budget plan',
          'A monthly report on leads, calls and cost per enquiry',
        ],
        note: 'In many categories a Kolkata business needs a smaller media budget than a Mumbai or Bengaluru one for the same results, and many local firms start with ₹30,000 to ₹50,000 a month. International hospital campaigns and education campaigns in admission season need more. Our management fee is separate from the ad spend you pay Google.',
      },
      faqs: [
        {
          question: 'Are Google Ads cheaper in Kolkata?',
          answer:
            'Often they are, especially for local services and retail. Healthcare and education can still be competitive.',
        },
        {
          question: 'Should we advertise in Bengali?',
          answer:
            'For consumers and patients, Bengali ads often perform better. We run Bengali and English versions side by side and keep the winner.',
        },
        {
          question: 'Can you reach patients in Bangladesh?',
          answer:
            "Yes, provided your hospital's services and landing pages meet Google's healthcare policies. Campaigns and pages are built specifically for those patients and their questions.",
        },
        {
          question: 'How do we avoid wasting money during Durga Puja?',
          answer:
            'Launch early, target tightly, check search terms daily and make sure every ad leads to a clear offer and an easy way to book or buy.',
        },
      ],
    },
    'social-media': {
      intro:
        'Kolkata loves to talk about food, football, films, books and politics, and social media is where much of that conversation now happens. Brands that join in with wit and warmth, often in Bengali, can build a following that feels like a neighbourhood adda. We manage social media for Kolkata restaurants and sweet shops, saree and fashion labels, hospitals, educators and B2B firms.',
      localMarket:
        'Restaurants, cafés and sweet shops, saree and ethnic wear brands, jewellers, hospitals and diagnostic centres, coaching institutes and developers are the main buyers. Bengali content matters on Facebook, Instagram and YouTube, and Facebook remains unusually strong in Kolkata compared with other metros. Durga Puja dominates the calendar, with pandal-hopping, fashion and food content from Mahalaya onwards, but Poila Boishakh, Kali Puja, Saraswati Puja, Jamai Sasthi, Christmas on Park Street and the Book Fair are key moments too. Derby days between Mohun Bagan and East Bengal create lively engagement for brands willing to pick a side with good humour.',
      competition:
        'Kolkata has a vibrant creator community, especially in food, comedy and culture, and many local brands have discovered what Bengali content can do. Large brands run big Puja campaigns, often with Bengali film personalities. Many smaller businesses still post rarely or only during festivals. Consistent, culturally aware content stands out, especially in the months outside the Puja rush.',
      approach: [
        {
          title: 'Speak Bengali with personality',
          body: 'Our Bengali writers use wit, nostalgia and local references, from tram rides to phuchka debates. The balance of Bengali and English follows your audience.',
        },
        {
          title: 'Treat Puja as a season, not a week',
          body: 'Puja content runs from Mahalaya to Bijoya, with planning from July. Pandal-hopping guides, fashion, food and customer stories keep a brand visible through the whole season.',
        },
        {
          title: 'Keep Facebook in the mix',
          body: 'Facebook still reaches many Kolkata families, especially older decision-makers, so we plan Facebook posts and groups alongside Instagram Reels and YouTube. Each platform gets content cut for it rather than the same post everywhere.',
        },
        {
          title: 'Partner with Kolkata creators',
          body: 'We work with food bloggers, comedians and cultural creators whose audiences live in Kolkata and West Bengal, and plan collaborations that suit the brand. Every paid partnership is disclosed.',
        },
      ],
      example: {
        title: 'A heritage sweet shop with branches in North and South Kolkata',
        body: 'A century-old sweet shop wanted younger customers and more Puja and Bijoya gift orders. We created Bengali Reels on how its sandesh and rosogolla are made, told stories from its founding family, ran a Puja gift box campaign and collaborated with food creators. Festive orders and footfall from younger customers both grew.',
        metrics: [
          { label: 'Puja and Bijoya gift orders', value: '+140%' },
          { label: 'Instagram followers', value: '6,200 → 34,000' },
          { label: 'Surveyed buyers under 30', value: '18% → 37%' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 a month for two platforms with 12 posts and Reels',
        includes: [
          'Bengali and English content calendar',
          'Bengali Reels, carousels and festive videos',
          'Replies to comments and messages in Bengali and English',
          'Creator collaboration management',
          'Monthly report on engagement, orders and enquiries',
        ],
        note: 'Social media management in Kolkata is typically priced below Mumbai or Delhi. Puja campaigns with heavy production, events or celebrity tie-ups cost more. Boosting budgets and creator payments are passed through without mark-up.',
      },
      faqs: [
        {
          question: 'Should our Kolkata brand post in Bengali?',
          answer:
            'For local audiences, yes. Bengali content builds a stronger emotional connection, especially for food, culture and festive products.',
        },
        {
          question: 'Is Facebook still relevant in Kolkata?',
          answer:
            'Very much so. Facebook is widely used in Kolkata, particularly by families and older audiences, while Instagram leads among younger users.',
        },
        {
          question: 'When should we start planning Durga Puja campaigns?',
          answer:
            'By July. Creator bookings, shoots and ad budgets need to be settled before August, when competition rises.',
        },
        {
          question: 'Can you help our Sector V firm with LinkedIn?',
          answer:
            'Yes. We create LinkedIn content for IT, engineering and trading firms focused on expertise, projects and hiring.',
        },
      ],
    },
    content: {
      intro:
        'Kolkata has a strong reading culture and a deep respect for expertise, so good writing still wins here. We create articles, guides, case studies and Bengali content for Kolkata businesses, from hospitals and schools to traders, IT firms and tea companies. Research and local knowledge make each piece worth reading.',
      localMarket:
        'Hospitals, education institutions, developers, IT and services firms in Sector V and New Town, and traders in tea, jute, steel and consumer goods are the main buyers of content. Patients look for treatment information, often in Bengali; parents research schools and colleges; property buyers compare New Town, Rajarhat and southern Kolkata; and trade buyers want product details and proof that a supplier is credible. Publishing is planned around Durga Puja, Poila Boishakh, admissions and the winter wedding and tourism season. Tea and travel content peaks when visitors plan trips to Darjeeling and the Sundarbans.',
      competition:
        'National portals and news sites dominate generic searches, but Kolkata-specific and Bengali content is underserved. Many local businesses publish little or nothing, and much of the Bengali content online is machine translated or thin. Thoughtful, well-researched content in Bengali and English can rank and build authority quickly. Local publications and community groups welcome good material and can provide valuable links.',
      approach: [
        {
          title: 'Write with local knowledge',
          body: "Our writers know Kolkata's neighbourhoods, institutions and culture, and interviews with your experts add depth. The content reflects how Kolkata readers think and talk.",
        },
        {
          title: 'Use Bengali where readers want it',
          body: 'Consumer and patient audiences get Bengali content, while corporate, B2B and international readers get English. Bengali is written natively rather than translated.',
        },
        {
          title: 'Show the expertise behind each piece',
          body: 'Medical, legal, financial and technical content is reviewed by your specialists. Author and reviewer credentials appear on the page.',
        },
        {
          title: 'Take content to local media',
          body: 'We pitch data, guides and expert commentary to Kolkata publications and community platforms. The coverage builds authority and links.',
        },
      ],
      example: {
        title: 'A New Town residential developer',
        body: "A developer with projects in New Town and Rajarhat wanted to reach buyers who were comparing areas online. We created Bengali and English guides to New Town's action areas, metro connectivity, schools, hospitals and price trends, plus honest project comparisons. Organic enquiries grew steadily, and the sales team began sending the guides to buyers before site visits.",
        metrics: [
          { label: 'Organic enquiries per month', value: '25 → 140' },
          { label: 'Guide downloads in six months', value: '3,400' },
          { label: 'Average time on guide pages', value: '1:10 → 4:30' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 a month for four articles',
        includes: [
          'Content strategy and keyword research',
          'Expert interviews',
          'Bengali and English writing',
          'Editing, on-page SEO and fact-checking',
          'Local media outreach for selected pieces',
        ],
        note: 'Content in Kolkata is generally more affordable than in the other metros. Specialist medical, legal or technical pieces cost more because of expert review. Bengali articles cost about the same as English ones.',
      },
      faqs: [
        {
          question: 'Can you write high-quality Bengali content?',
          answer:
            'Native Bengali writers create content that reads naturally and respects the language, and Bengali-speaking editors check every piece.',
        },
        {
          question: 'What content works for Kolkata hospitals?',
          answer:
            'Treatment explanations, doctor profiles, patient guides, cost information and guidance for patients travelling from other states or from Bangladesh.',
        },
        {
          question: 'Do you write for traders and manufacturers?',
          answer:
            'Yes: product guides, supplier pages and industry content for tea, jute, steel, chemicals and other sectors.',
        },
        {
          question: 'Can content help us get press coverage in Kolkata?',
          answer:
            'Data-driven pieces, local guides and expert commentary that journalists can quote are the most reliable route to coverage.',
        },
      ],
    },
    email: {
      intro:
        'In Kolkata, relationships drive repeat business, and email is a practical way to maintain them at scale. We build email programmes for Kolkata retailers, hospitals, educators, traders and IT firms, in Bengali and English, with automation that saves staff time and campaigns customers are glad to receive.',
      localMarket:
        "Retailers use email for festive collections and offers, especially around Durga Puja, Poila Boishakh and weddings; hospitals send health reminders and newsletters; schools and colleges keep applicants and parents informed; traders send price lists, catalogues and updates to dealers across eastern India; and IT firms nurture prospects. Many customers use WhatsApp for quick messages but email for anything detailed. Traders are busiest around Poila Boishakh, when many Bengali businesses open a new year's books with Haal Khata. Durga Puja is the biggest season for retail email.",
      competition:
        'Most Kolkata businesses send basic, infrequent emails, often without domain authentication or any segmentation. Few use automation, so every customer receives the same message whatever their history. National brands set the standard for design and personalisation. A well-run local programme with relevant content and Bengali options can stand out.',
      approach: [
        {
          title: 'Set up and secure the sending domain',
          body: 'We configure your email platform, authenticate your domain, clean your lists and document consent under the DPDP Act. Deliverability comes before any campaign.',
        },
        {
          title: 'Segment by relationship',
          body: 'Segments reflect customer type, purchase history, location and language preference. Dealer lists are split by trade type and by region across eastern India.',
        },
        {
          title: 'Automate reorders and reminders',
          body: 'Welcome, post-purchase, reminder and re-engagement journeys run on their own. For traders we also automate price list updates and reorder reminders.',
        },
        {
          title: 'Plan festive series',
          body: 'Durga Puja, Poila Boishakh and the wedding season each get a planned series with segmented offers and content. Messages are coordinated with WhatsApp and in-store promotions.',
        },
      ],
      example: {
        title: 'A Burrabazar FMCG distributor',
        body: 'A distributor supplying packaged foods to retailers across West Bengal, Bihar and Assam sent price changes by phone and WhatsApp, which caused errors and missed orders. We set up segmented email price lists, reorder reminders and new product announcements connected to its order system. Dealer reorders became faster and far more accurate.',
        metrics: [
          { label: 'Reorders within a week of a reminder', value: '+48%' },
          { label: 'Order errors caused by price confusion', value: '−62%' },
          { label: 'Dealers engaging with emails', value: '58%' },
        ],
      },
      pricing: {
        startingFrom: '₹12,000 a month for up to four campaigns',
        includes: [
          'Platform set-up and domain authentication',
          'Segmentation and consent management',
          'Up to four campaigns a month',
          'Automated reminder and reorder journeys',
          'Monthly email performance report',
        ],
        note: 'Email marketing in Kolkata is priced for small and mid-sized businesses. Integrations with order systems or hospital software add set-up costs in the first months. Sending platform fees are separate.',
      },
      faqs: [
        {
          question: 'Can we send emails in Bengali?',
          answer:
            'Yes. We design and test Bengali emails so the script displays correctly on phones and in every major email app.',
        },
        {
          question: 'How can wholesale traders use email?',
          answer:
            'For price lists, catalogues, product launches, reorder reminders and dealer notices, which cuts errors and saves hours of phone calls.',
        },
        {
          question: 'Is email useful for Durga Puja marketing?',
          answer:
            'It lets you share collections, offers and gift ideas in detail, and helps customers plan purchases before the rush.',
        },
        {
          question: 'Do we need consent to email our customers?',
          answer:
            'Under the DPDP Act consent should be clear and recorded. We help you collect it at sign-up and manage it over time.',
        },
      ],
    },
    'web-development': {
      intro:
        'Many Kolkata businesses have a long history and a strong reputation, but their websites do not show it. We design and build websites for Kolkata hospitals, traders and manufacturers, retailers, schools and IT firms, in Bengali and English, with fast pages and clear routes to an enquiry or a purchase.',
      localMarket:
        'Hospitals need doctor directories and appointment booking; traders and manufacturers need catalogues and dealer enquiry forms; retailers and sweet shops need online ordering and gifting for Puja and weddings; schools need admissions information; and IT firms need sites that attract clients and talent. Bengali versions matter for consumer and patient audiences. Launches are often timed before Durga Puja or Poila Boishakh, when businesses want new offerings live. Most visitors arrive on mobile, and monsoon disruptions can slow connections, so lightweight pages matter.',
      competition:
        'Kolkata has many small web design firms and freelancers offering cheap template sites with little attention to performance or SEO, while larger agencies mostly serve corporate clients. Many businesses run websites that are outdated, insecure or awkward on phones. A well-built site with good content quickly becomes a competitive advantage. Few local competitors offer proper Bengali versions.',
      approach: [
        {
          title: 'Start from how customers decide',
          body: 'We begin with your customers, whether patients, dealers, families or corporate clients, and design pages around their questions. Calls to action reflect how Kolkata customers make decisions, often after a phone call.',
        },
        {
          title: 'Build Bengali versions properly',
          body: 'Bengali and English versions have separate URLs, proper fonts and hreflang tags. Bengali typography is tested for readability on small screens.',
        },
        {
          title: 'Add features that earn their keep',
          body: 'Appointment booking, product catalogues, dealer portals, online ordering and WhatsApp integration are built in where they pay for themselves. Nothing is added for show.',
        },
        {
          title: 'Keep it fast and secure',
          body: 'Sites are optimised for mobile speed, hosted securely and maintained with updates and backups.',
        },
      ],
      example: {
        title: 'A tea exporter with offices near Dalhousie',
        body: 'A Darjeeling and Assam tea exporter had an outdated website that did little to show its estates or grades to overseas buyers. We built a new site with estate stories, catalogues by grade and flush, certifications and an importer enquiry form, plus a separate shop for retail buyers. International enquiries rose markedly the following season.',
        metrics: [
          { label: 'Importer enquiries per quarter', value: '6 → 29' },
          { label: 'Mobile Lighthouse performance score', value: '28 → 91' },
          { label: 'Retail orders per month', value: '40 → 210' },
        ],
      },
      pricing: {
        startingFrom: '₹90,000 for a business website; online stores from ₹1,80,000',
        includes: [
          'Design and development',
          'Bengali and English versions',
          'CMS set-up and training',
          'Booking, ordering or enquiry integrations',
          '60 days of post-launch support',
        ],
        note: 'Website projects in Kolkata generally cost less than in the other metros. The price rises with integrations, bilingual content and e-commerce features. Hosting and an annual maintenance plan are priced on top.',
      },
      faqs: [
        {
          question: 'Can you build a bilingual Bengali and English website?',
          answer:
            'Yes, with proper URLs, fonts and SEO, and a CMS that makes managing both languages straightforward.',
        },
        {
          question: 'Can we sell sweets or gifts online for Durga Puja?',
          answer:
            'We can build a store with delivery zones, pre-orders and festive gift boxes, ready before Mahalaya.',
        },
        {
          question: 'Do you build websites for exporters?',
          answer: 'Yes: catalogues, certifications and enquiry forms designed for overseas buyers.',
        },
        {
          question: 'How long will a Kolkata website project take?',
          answer:
            'Most business websites take six to nine weeks, depending on content and features.',
        },
      ],
    },
  },
};
