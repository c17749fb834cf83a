// Chennai's city-service content: the Tamil Nadu capital's profile and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'chennai',
    economy:
      "Chennai, the capital of Tamil Nadu, is one of India's largest manufacturing hubs: the Sriperumbudur and Oragadam belt west of the city builds cars, commercial vehicles, motorcycles and smartphones for Indian and export markets, which is why the city is called the Detroit of Asia. IT and SaaS firms line the Old Mahabalipuram Road, with Zoho and Freshworks among the product companies born here, and hospitals such as Apollo and Sankara Nethralaya make Chennai a leading destination for medical travellers. The Chennai and Kamarajar ports, a huge silk, textile and jewellery retail trade centred on T. Nagar, and Tamil cinema complete an economy that mixes heavy industry with services.",
    keyIndustries: [
      'Automobiles and auto components',
      'Electronics manufacturing',
      'IT services and SaaS',
      'Hospitals and medical tourism',
      'Textile and jewellery retail',
      'Higher education',
      'Ports, logistics and leather exports',
    ],
    localities: [
      'T. Nagar',
      'Anna Nagar',
      'Nungambakkam',
      'Guindy',
      'OMR (Perungudi to Sholinganallur)',
      'Velachery',
      'Adyar',
      'Mylapore',
      'Egmore',
      'Ambattur Industrial Estate',
      'Sriperumbudur',
      'Porur',
      'Tambaram',
      'George Town',
    ],
    nearby: ['bangalore', 'hyderabad'],
  },
  services: {
    seo: {
      intro:
        'In Chennai, search is often the second opinion: people hear about a hospital, a silk saree shop or a coaching centre from family, then check it on Google before they go. SEO here has to win that check, with strong reviews, accurate Maps listings and pages that answer questions in Tamil as well as English. We work with Chennai hospitals, manufacturers, jewellers and textile retailers, SaaS firms on OMR and education institutions.',
      localMarket:
        "Hospitals and clinics, auto-component and engineering exporters in Ambattur, Guindy and the Oragadam belt, jewellery and textile retailers in T. Nagar, education brands and OMR's software companies are the main SEO buyers. Tamil and Tanglish queries are common for consumer services, such as 'Chennai la best kids hospital' or 'பட்டுப் புடவை கடை தி நகர்', alongside English searches from expatriates and medical travellers. Jewellery searches surge before Akshaya Tritiya and the Thai and Avani wedding months, textile searches spike in the Aadi sale season of July and August and again before Deepavali, and admission queries climb around the TNEA counselling calendar. The northeast monsoon from October to December brings searches for waterproofing, generator hire and flood-damaged car repairs, which service businesses can plan for.",
      competition:
        "Chennai's SEO market is less crowded than Bengaluru's or Mumbai's, but the leaders in each category are entrenched: hospital chains, national jewellery brands and old textile houses have strong domains and thousands of reviews. Many mid-sized manufacturers and retailers still run dated sites with no Tamil content, which leaves clear gaps. Local agencies often sell bundled packages aimed at vanity keywords. Businesses that invest in bilingual content, review management and technical quality usually pull ahead within a year.",
      approach: [
        {
          title: 'Build bilingual pages that read naturally',
          body: 'Consumer-facing clients get Tamil pages written by native writers, with English pages for professionals and international visitors, linked through hreflang. We avoid machine translation, which Tamil readers spot instantly.',
        },
        {
          title: 'Make reviews and Maps the foundation',
          body: "For hospitals, clinics and retailers we set up review requests at the right moments, reply to reviews in the customer's language and keep every branch listing accurate. In a city that runs on word of mouth, reviews often decide the visit.",
        },
        {
          title: 'Prepare for Aadi, Akshaya Tritiya and the northeast monsoon',
          body: 'Content, offers and Google Business Profile posts are scheduled ahead of the Aadi sale, the wedding months, Akshaya Tritiya and Deepavali, and service businesses get monsoon pages live before October. The same pages are refreshed every year.',
        },
        {
          title: 'Give exporters an international footprint',
          body: 'Engineering and auto-component exporters get product and capability pages written for overseas buyers, with specifications, certifications such as IATF 16949 and RFQ forms. These bring enquiries from Europe and the US as well as from Indian OEMs.',
        },
      ],
      example: {
        title: 'A T. Nagar silk saree retailer',
        body: 'A family-run silk retailer in T. Nagar had heavy walk-in traffic but almost no search presence beyond its own name. We built Tamil and English collection pages for Kanchipuram silks, bridal sarees and Aadi offers, refreshed its Google Business Profile with weekly photos, and asked wedding customers for reviews. Searches that led to store visits grew markedly over the next wedding season.',
        metrics: [
          { label: 'Direction requests on Google Maps each month', value: '620 → 2,340' },
          { label: 'Clicks from searches that did not name the store', value: '+380%' },
          { label: 'Google reviews', value: '140 → 1,050' },
        ],
      },
      pricing: {
        startingFrom: '₹24,000 a month; ₹40,000 a month for multi-branch hospitals and exporters',
        includes: [
          'Technical SEO and site speed fixes',
          'Tamil and English content every month',
          'Review management across branches',
          'Google Business Profile optimisation',
          'Monthly report on calls, direction requests and enquiries',
        ],
        note: 'SEO in Chennai is generally priced below Mumbai or Bengaluru, because link acquisition and competition are less intense in most categories. Tamil content is written natively and costs slightly more than English on specialised topics. Exporters chasing overseas markets need the higher retainer because of international content and outreach.',
      },
      faqs: [
        {
          question: 'Do we need Tamil pages to rank in Chennai?',
          answer:
            'For consumer services and retail, Tamil pages often bring traffic that competitors miss, especially from mobile voice searches. B2B and corporate services can usually stay in English.',
        },
        {
          question: 'Can SEO help a Chennai hospital attract patients from abroad?',
          answer:
            'Yes. Treatment pages with clear doctor credentials, indicative costs, travel guidance and consented patient stories help people from Bangladesh, Africa and the Gulf who compare hospitals online.',
        },
        {
          question: 'How should our website prepare for the monsoon season?',
          answer:
            'Publish pages and FAQs for monsoon needs before October, and update your Google Business Profile hours if flooding affects operations. Searches for emergency services spike within hours of heavy rain.',
        },
        {
          question: 'How long does SEO take for a Chennai manufacturer?',
          answer:
            'Product and capability pages often start ranking for specific part or process terms within three to five months. Broad industry terms and international visibility take longer.',
        },
      ],
    },
    ppc: {
      intro:
        'Google Ads in Chennai often costs less per click than in Mumbai or Bengaluru, but the gap closes quickly in healthcare, education and property. We manage campaigns for Chennai hospitals, schools and colleges, developers, retailers and B2B manufacturers, paying close attention to language, location and the seasons that move demand. The aim is a cost per lead or per sale you can plan a year around.',
      localMarket:
        'Healthcare providers, engineering and arts colleges, coaching centres for NEET and government exams, developers along OMR, GST Road and Porur, and jewellery and textile retailers are the main paid-search spenders. Searches mix English, Tamil and Tanglish, and many include an area such as Velachery, Tambaram or Anna Nagar. College and coaching ads peak after the Class 12 results and through counselling, retailers spend most for Aadi, Deepavali and the wedding months, and jewellers push hard before Akshaya Tritiya. Medical tourism campaigns also reach patients in other countries and neighbouring states who plan treatment in Chennai.',
      competition:
        "Chennai's auctions are tight mainly in healthcare, higher education and property, where large institutions and developers hold steady budgets. Many smaller advertisers run Google Ads through resellers or with auto-applied recommendations switched on, which wastes money on irrelevant keywords and broad geography. Education advertising gets crowded in admission season, and some lead aggregators bid on college names. Advertisers who organise campaigns around real catchments and verified conversions usually see cost per lead drop quickly.",
      approach: [
        {
          title: 'Organise campaigns by catchment',
          body: 'South Chennai and OMR, the central neighbourhoods and the western and northern suburbs get separate campaigns, because travel patterns and costs differ. Clinics and stores use radius targeting, while colleges reach wider regions of Tamil Nadu.',
        },
        {
          title: 'Test Tamil and Tanglish copy',
          body: "Consumer audiences see Tamil and Tanglish variants, while professional and B2B searches stay in English. Landing pages match the ad's language, which lifts quality score and conversion rate.",
        },
        {
          title: 'Count calls, walk-ins and admissions',
          body: 'Many Chennai customers phone or walk in, so we use call tracking, store visit data where eligible and offline imports of admissions or appointments. Bidding then optimises to real outcomes.',
        },
        {
          title: 'Budget to the Tamil calendar',
          body: 'Spend rises for Pongal, Aadi, Deepavali, Akshaya Tritiya and the wedding months and falls when demand drops. Education campaigns follow board result and counselling dates.',
        },
      ],
      example: {
        title: 'An engineering college in the southern suburbs',
        body: "A private engineering college near Tambaram was spending its admission budget on broad 'engineering colleges in Chennai' terms and getting enquiries from students outside its cut-off range. We built campaigns around specific branches and its TNEA counselling code, added Tamil ads for parents, introduced WhatsApp counselling and imported confirmed admissions as conversions. Admissions from paid search rose while the cost of each fell.",
        metrics: [
          { label: 'Cost per confirmed admission', value: '₹18,500 → ₹9,200' },
          { label: 'Counselling calls booked', value: '+140%' },
          { label: 'Leads within the eligible cut-off', value: '31% → 67%' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 a month management fee, or 12% of spend above ₹1.3 lakh',
        includes: [
          'Keyword research and campaign build in Tamil and English',
          'Ad copy, assets and landing page guidance',
          'Call tracking and offline conversion set-up',
          'A seasonal budget plan',
          'Monthly performance review',
        ],
        note: 'Media costs in Chennai are usually lower than in Mumbai or Bengaluru for local services, so many businesses can start with ₹40,000 to ₹60,000 a month. Hospitals, colleges and developers need larger budgets in their peak seasons. Medical tourism campaigns aimed at other countries are priced separately.',
      },
      faqs: [
        {
          question: 'Are Google Ads cheaper in Chennai than in other metros?',
          answer:
            'For many local services they are. Healthcare, education and property clicks can still be expensive, especially during admissions and the festive season.',
        },
        {
          question: 'Should our Google Ads be in Tamil?',
          answer:
            'For consumer services and retail, Tamil or Tanglish ads often earn higher click-through rates. We run both and keep what performs better for your audience.',
        },
        {
          question: 'How do Chennai colleges use Google Ads well?',
          answer:
            'By targeting specific courses and locations, following the counselling timeline, tracking applications through to admissions and speaking to parents as well as students.',
        },
        {
          question: 'Can you promote our hospital to international patients?',
          answer:
            "Yes, with country and treatment-specific campaigns, landing pages that explain costs, travel and visa support, and full compliance with Google's healthcare policies.",
        },
      ],
    },
    'social-media': {
      intro:
        "Chennai's social audience is loyal, opinionated and deeply tied to Tamil culture, cinema and food. Brands that speak to that culture with respect, and in Tamil where it fits, build communities that last. We manage social media for the city's retailers, restaurants, hospitals, education institutions and B2B companies, with content that reflects both its traditions and its growing tech scene.",
      localMarket:
        "Textile and jewellery retailers, restaurants and sweet shops, hospitals, schools and colleges, developers and SaaS companies are the main buyers of social media management in Chennai. Tamil content performs strongly on Instagram, Facebook and YouTube, while LinkedIn serves the IT and manufacturing sectors. The big moments are Pongal, Tamil New Year, Aadi, Vinayagar Chathurthi, Navaratri golu, Deepavali, the December music season in Mylapore's sabhas and major Tamil film releases. Weddings drive content for silk, jewellery and catering through every auspicious month.",
      competition:
        'Large Chennai retailers run festive campaigns with film stars and big production budgets, so smaller brands must compete on authenticity and community. Tamil creators have devoted followings, and collaborations with food, fashion and comedy creators can move sales quickly. Many local businesses still post only festival greetings and discount banners. Brands that share stories, behind-the-scenes moments and customer experiences stand out.',
      approach: [
        {
          title: 'Lead with Tamil storytelling',
          body: 'Content is created in Tamil, English or both depending on the audience, by native writers who understand cultural nuance. Stories about craftsmanship, heritage, family and food land particularly well here.',
        },
        {
          title: 'Plan around Pongal, golu and the music season',
          body: 'The calendar covers Pongal, Aadi, Navaratri golu, Deepavali and the Margazhi season, with content prepared weeks ahead. Instead of generic greeting posts we make content that fits the brand.',
        },
        {
          title: 'Collaborate with Tamil creators',
          body: 'We shortlist Tamil creators by audience location and engagement and plan collaborations that feel natural, such as cooking demos, styling videos or behind-the-scenes visits. All of them follow ASCI disclosure rules.',
        },
        {
          title: 'Use YouTube and WhatsApp for depth',
          body: 'Longer YouTube videos suit product explanations, doctor talks and property walkthroughs. WhatsApp channels and broadcasts keep loyal customers updated on new collections and events.',
        },
      ],
      example: {
        title: 'A Mylapore sweets and savouries shop',
        body: 'A traditional sweet shop in Mylapore wanted younger customers and more online orders beyond its walk-in base. We made Tamil Reels showing how its signature sweets are made, built content around Deepavali gift boxes, partnered with food creators and promoted ordering through its website and WhatsApp. Deepavali gift box orders grew sharply on the previous year.',
        metrics: [
          { label: 'Deepavali gift box orders', value: '+170%' },
          { label: 'Instagram followers', value: '3,800 → 22,000' },
          { label: 'Weekly WhatsApp orders in the festive season', value: '45 → 190' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 a month for two platforms with 12 posts and Reels',
        includes: [
          'Tamil and English content calendar',
          'Posts, Reels and short videos',
          'Community management in Tamil and English',
          'Creator collaborations',
          'Monthly performance report',
        ],
        note: 'Social media management in Chennai usually costs less than in Mumbai, though festive campaigns with creators or film personalities raise the budget. Tamil copywriting and video editing are included in the fee. Paid promotion and creator fees are billed at cost.',
      },
      faqs: [
        {
          question: 'Should our Chennai brand post in Tamil?',
          answer:
            'If your customers are local consumers, Tamil content usually builds stronger engagement and trust. Many brands mix Tamil and English to reach older and younger audiences together.',
        },
        {
          question: 'Which platforms work best for Chennai retailers?',
          answer:
            'Instagram and Facebook lead for fashion, jewellery and food, with YouTube for longer videos and WhatsApp for repeat customers.',
        },
        {
          question: 'Do you work with Tamil influencers?',
          answer:
            'Yes, across food, fashion, lifestyle and comedy, chosen for audience fit and engagement rather than follower count alone.',
        },
        {
          question: 'Can social media help a hospital in Chennai?',
          answer:
            'Yes, through health education, doctor videos, consented patient stories and clear service information, always within medical advertising ethics.',
        },
      ],
    },
    content: {
      intro:
        'Chennai organisations are respected for expertise, from its hospitals and engineering firms to its SaaS companies and colleges, but much of that expertise never reaches the web. Content marketing changes that. We write articles, guides, case studies, technical documents and bilingual content for Chennai organisations, turning what they know into pages that rank and build trust.',
      localMarket:
        'Hospitals, manufacturers and exporters, SaaS companies, education institutions and developers are the main buyers of content in Chennai. Patients search for treatment explanations and costs, often in Tamil; industrial buyers look for specifications, processes and certifications; SaaS buyers want comparisons and how-to guides; and parents research schools and colleges in detail. Publishing peaks before admissions and counselling, ahead of the wedding and festive seasons for retailers, and in the months when medical travellers plan treatment. Monsoon preparedness content is also valuable for property, insurance and home-service firms.',
      competition:
        "Content competition in Chennai is moderate: national health portals, education aggregators and property sites take generic terms, but local expertise is underrepresented. Many hospitals and manufacturers publish little of use, while the city's SaaS firms produce high-quality material. Professional content in Tamil is a growing space with few strong competitors. Accurate, expert-reviewed content can rank quickly in many Chennai niches.",
      approach: [
        {
          title: 'Capture expertise through interviews',
          body: 'We interview doctors, engineers, professors and product experts to create content with genuine insight. Technical topics get diagrams, specifications and process detail.',
        },
        {
          title: 'Choose Tamil or English on purpose',
          body: 'Language follows the audience and search data: Tamil for patient education and consumer topics, English for B2B and international readers. Both are written natively.',
        },
        {
          title: 'Build authority on medical and industrial topics',
          body: 'Healthcare content meets strict accuracy standards with doctor review, while manufacturing content carries certifications, standards and buyer case studies. Credibility is designed into every page.',
        },
        {
          title: 'Equip sales and admissions teams',
          body: 'We also produce brochures, case studies, FAQs and email copy that sales or admissions teams can use. That makes content useful well beyond search.',
        },
      ],
      example: {
        title: 'An Ambattur precision engineering exporter',
        body: 'A precision machining firm in Ambattur Industrial Estate wanted more international RFQs, but its website was little more than a list of machines. We wrote capability pages on CNC machining, materials, tolerances and quality systems, case studies for automotive and aerospace parts, and technical guides for buyers. Within six months the firm was receiving qualified RFQs from Europe and North America.',
        metrics: [
          { label: 'International RFQs per quarter', value: '3 → 22' },
          { label: 'Organic traffic from outside India', value: '+510%' },
          { label: 'Average RFQ value', value: '+45%' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 a month for four articles or pages',
        includes: [
          'Topic research and a content plan',
          'Interviews with your subject experts',
          'Tamil and English writing as needed',
          'Editing, SEO and fact-checking',
          'Content assets for sales and admissions',
        ],
        note: 'Content in Chennai is usually priced below Mumbai or Bengaluru, but technical and medical topics need specialist writers and expert review. Tamil pieces are written natively and cost about the same as English. Design-heavy assets such as brochures are quoted separately.',
      },
      faqs: [
        {
          question: 'Can you write medical content in Tamil?',
          answer:
            'Yes. Native Tamil writers create patient education content that your doctors review, in clear language and without exaggerated claims.',
        },
        {
          question: 'Do you understand technical manufacturing topics?',
          answer:
            'Our writers work with engineers to explain processes, materials, standards and certifications accurately, in language international buyers trust.',
        },
        {
          question: 'How do you measure content success?',
          answer:
            'By rankings, traffic and the leads, RFQs, appointments or admissions that content brings, depending on your goals. Reports show which pieces drive business outcomes.',
        },
        {
          question: 'Can you write for SaaS companies in Chennai?',
          answer:
            'Yes: product-led content, comparisons, guides and case studies, written closely with your product and customer success teams.',
        },
      ],
    },
    email: {
      intro:
        "Chennai's customers stay loyal when they are treated well, and email is one of the best ways to keep that relationship going between visits. We build email programmes for Chennai retailers, hospitals, education institutions, SaaS companies and manufacturers, combining segmentation, automation and content people actually want to read.",
      localMarket:
        'Jewellery and textile retailers use email for new collections and festive offers, hospitals for check-up reminders and newsletters, colleges and schools for admissions communication, SaaS companies for onboarding and retention, and manufacturers for dealer and buyer updates. Many customers prefer WhatsApp for quick messages but rely on email for brochures, reports and invoices. Retail email peaks around Pongal, Aadi, Deepavali and the wedding months, education around admission cycles and SaaS around product launches. During the northeast monsoon, service businesses use email to share safety information and service changes.',
      competition:
        "Many Chennai businesses send infrequent, generic emails, often from personal addresses or basic tools without proper authentication. The city's SaaS companies run advanced programmes, but traditional businesses rarely use automation at all. That gives a well-run programme a clear advantage. Deliverability, personalisation and timing are the main differentiators.",
      approach: [
        {
          title: 'Fix the deliverability basics',
          body: 'We set up authentication, clean lists, document consent under the DPDP Act and choose a suitable sending platform. Those basics decide whether emails reach the inbox.',
        },
        {
          title: 'Segment by customer and occasion',
          body: 'Retail segments follow purchase history and occasions such as weddings or festivals. Hospitals segment by health interest and appointment history, and colleges by programme and application stage.',
        },
        {
          title: 'Automate the key journeys',
          body: 'Welcome, post-purchase, check-up reminder, admission follow-up and re-engagement journeys are built first. Seasonal campaigns are layered on top.',
        },
        {
          title: "Write in the customer's language",
          body: 'Emails go out in Tamil, English or both, according to customer preference. Subject lines and content are tested to lift engagement.',
        },
      ],
      example: {
        title: 'A multi-specialty hospital in Vadapalani',
        body: 'A multi-specialty hospital had a large patient database but used it only for appointment confirmations. We created consented journeys for annual health checks and chronic condition follow-ups, plus a monthly Tamil and English health newsletter segmented by age and department visited. Health check bookings from email grew significantly in the first year.',
        metrics: [
          { label: 'Health check bookings from email each month', value: '90 → 410' },
          { label: 'Newsletter click rate', value: '1.2% → 4.8%' },
          { label: 'Chronic care revisit rate', value: '+21%' },
        ],
      },
      pricing: {
        startingFrom: '₹14,000 a month for up to four campaigns',
        includes: [
          'Email platform set-up and authentication',
          'Segmentation and consent records',
          'Up to four campaigns each month',
          'A new automated journey every quarter',
          'Monthly engagement and conversion report',
        ],
        note: 'Email marketing in Chennai is priced for mid-sized businesses, with costs rising for complex integrations or bilingual content. Platform subscriptions are separate. Hospitals and SaaS companies that need data integrations require more set-up work.',
      },
      faqs: [
        {
          question: 'Can emails be sent in Tamil?',
          answer:
            'Yes. We write and design emails in Tamil or bilingual formats and test that fonts and layouts render correctly across devices.',
        },
        {
          question: 'How can a hospital use email marketing ethically?',
          answer:
            'By sending useful health information and reminders only to patients who have consented, avoiding exaggerated claims and protecting patient data.',
        },
        {
          question: 'Is email effective for Chennai retailers?',
          answer:
            'Especially for new collections, festive offers and wedding shopping, when customers plan purchases weeks ahead. Together with WhatsApp it drives both store visits and online orders.',
        },
        {
          question: 'Which email platform is best for us?',
          answer:
            'Zoho Campaigns, Brevo and Mailchimp suit many Chennai businesses, while SaaS companies may prefer Customer.io or HubSpot. We help you choose by need and budget.',
        },
      ],
    },
    'web-development': {
      intro:
        'Chennai businesses are known for quality and reliability, and their websites should show it. We design and build websites for Chennai hospitals, manufacturers, retailers, colleges and SaaS companies, with fast performance, bilingual options and clear paths to enquiries, appointments or orders.',
      localMarket:
        'Hospitals need appointment booking and doctor profiles, manufacturers need product catalogues and RFQ forms, retailers need online stores and store locators, colleges need course pages and admissions portals, and SaaS companies need marketing sites that convert. Many Chennai organisations need Tamil and English versions, and some need international sites for exports or medical tourism. Projects are often planned ahead of admissions, the festive season or trade fairs. Performance matters because many visitors browse on mobile networks that slow down during monsoon disruptions.',
      competition:
        'Chennai has a mix of established web agencies, freelancers and product studios. Many traditional businesses still run outdated websites that are slow, insecure or hard to update. Some agencies deliver attractive designs with little attention to SEO, accessibility or performance. A well-built site with strong content and technical quality remains a competitive advantage in many sectors.',
      approach: [
        {
          title: 'Design a path for each audience',
          body: 'We identify your key audiences, such as patients, parents, buyers or overseas clients, and design clear journeys for each. Content and calls to action are tailored to what each needs.',
        },
        {
          title: 'Get Tamil typography right',
          body: 'Tamil and English versions have separate URLs, proper fonts and hreflang tags, with a CMS that makes updating both easy. We test Tamil typography carefully for readability on small screens.',
        },
        {
          title: 'Integrate with business systems',
          body: 'We connect sites to hospital appointment systems, ERP or CRM tools, store platforms and payment gateways. Integration cuts manual work and improves the customer experience.',
        },
        {
          title: 'Plan for traffic spikes and resilience',
          body: 'Sites are tuned for speed, with reliable hosting, backups and monitoring. We plan capacity for admission days, sales and emergencies.',
        },
      ],
      example: {
        title: 'An arts and science college on OMR',
        body: 'A private arts and science college on OMR had a confusing website and an application form that often failed on mobile. We redesigned the site around programme pages, built a mobile-friendly application with document upload and payment, and added a Tamil section for parents. Online applications rose substantially in the next admission cycle.',
        metrics: [
          { label: 'Online applications', value: '+165%' },
          { label: 'Mobile form completion', value: '38% → 81%' },
          { label: 'Average page load', value: '5.2 s → 1.7 s' },
        ],
      },
      pricing: {
        startingFrom: '₹1,00,000 for a business website; portals and online stores from ₹2,00,000',
        includes: [
          'Wireframes and visual design for both languages',
          'Responsive development',
          'CMS and bilingual set-up',
          'Forms and standard integrations',
          'Training and 60 days of support',
        ],
        note: 'Website costs in Chennai are usually lower than in Mumbai or Bengaluru for a similar scope. The price rises with integrations, bilingual content and custom features. Hosting and maintenance are quoted separately.',
      },
      faqs: [
        {
          question: 'Can you build our website in Tamil and English?',
          answer:
            'Yes, as a proper bilingual site with separate URLs, correct fonts and an editing workflow your team can manage.',
        },
        {
          question: 'Can our hospital website take appointments online?',
          answer:
            'We can integrate with your hospital management system or set up a booking system with doctor schedules and reminders.',
        },
        {
          question: 'Do you build export-focused manufacturing websites?',
          answer:
            'Yes: product catalogues with specifications, certifications, downloadable datasheets and RFQ forms for overseas buyers.',
        },
        {
          question: 'How long does a website project take?',
          answer:
            'A business website usually takes six to ten weeks; portals and online stores take longer depending on integrations.',
        },
      ],
    },
  },
};
