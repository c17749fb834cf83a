// Bhopal's city-service content: the profile of Madhya Pradesh's capital and its SEO, PPC and social
// media pages, written for a city of government offices, BHEL suppliers, colleges and lakes.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'bhopal',
    economy:
      "Bhopal is the capital of Madhya Pradesh, and state government departments, public-sector undertakings and the BHEL heavy electricals plant have long been its largest employers. The Govindpura and Mandideep industrial areas host hundreds of engineering suppliers, pharmaceutical units and food processors, while AIIMS Bhopal, MANIT, IISER and dozens of private colleges make it an education and healthcare centre for central India. The lakes, the old city's bazaars and its position as a gateway to Sanchi and Bhimbetka support a steady tourism and hospitality trade.",
    keyIndustries: [
      'Government and public sector',
      'Heavy engineering and BHEL supply chain',
      'Pharmaceuticals and food processing in Mandideep',
      'Higher education and coaching',
      'Healthcare',
      'Tourism and hospitality',
    ],
    localities: [
      'MP Nagar Zone I and II',
      'New Market and TT Nagar',
      'Arera Colony',
      'Govindpura industrial area',
      'Mandideep',
      'Narmadapuram Road',
      'Kolar Road',
      'Chowk Bazaar and the old city',
      'Bairagarh',
    ],
    nearby: ['indore', 'raipur', 'lucknow', 'jaipur'],
  },
  services: {
    seo: {
      intro:
        "Bhopal's buyers are often institutions: a procurement officer at a power project, an admissions parent comparing colleges, a family choosing a hospital after a referral. They research carefully before they call. We help Bhopal manufacturers, colleges, hospitals and local businesses rank on Google with pages that answer those careful questions well.",
      localMarket:
        "Engineering firms in Govindpura and Mandideep that supply BHEL, power utilities and EPC contractors are important SEO buyers, looking for searches like 'transformer parts manufacturer' or 'fabrication company in bhopal'. Private universities and engineering colleges compete for students from across Madhya Pradesh, while hospitals and diagnostic centres along Narmadapuram Road and in Arera Colony target patients from Vidisha, Sehore and Raisen. Hindi searches such as 'भोपाल में अच्छा अस्पताल' and 'bhopal me flat kolar road' make up a large share of consumer demand. Admissions searches peak from May to August during counselling, and property searches pick up around Navratri and Diwali.",
      competition:
        'Local competition in Bhopal is moderate: many businesses have websites but few have useful content. Education keywords face national portals such as Shiksha and CollegeDunia, and healthcare faces Practo and Justdial. Industrial keywords are contested by larger manufacturers from Pune, Gujarat and NCR, which makes specific, technical pages essential.',
      approach: [
        {
          title: 'Write for procurement teams',
          body: 'Industrial clients get pages with specifications, standards, test certificates, vendor registrations and past supply records, which procurement teams look for before inviting quotes.',
        },
        {
          title: 'Answer admission questions honestly',
          body: 'Colleges get course, fee, placement and hostel pages with verifiable facts, because students compare them side by side with portal listings.',
        },
        {
          title: 'Reach the surrounding districts',
          body: 'Hospitals and institutes get content for families travelling from nearby districts, with travel, stay and cost information.',
        },
        {
          title: 'Publish in Hindi for families',
          body: 'Consumer pages are written in Hindi where search data supports it, with English versions for professional audiences.',
        },
      ],
      example: {
        title: 'A power-equipment component maker in Govindpura',
        body: 'A supplier of transformer and switchgear components had a two-page website and relied on tender portals and old relationships. We built product pages with drawings, standards and material specifications, a page on its vendor approvals and supply history, and an enquiry form for EPC and utility buyers. Enquiries from private EPC contractors outside Madhya Pradesh began arriving within months.',
        metrics: [
          { label: 'Monthly RFQs from the website', value: '3 to 27' },
          { label: 'New customers outside MP', value: '9 in a year' },
          { label: 'Product keywords in the top 10', value: '74' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 per month',
        includes: [
          'Site health check covering speed, indexing and Hindi pages',
          'Hindi and English keyword map for Bhopal and nearby districts',
          'Two or three new product, course or treatment pages a month',
          'Google Business Profile for your Bhopal premises',
          'Monthly report on RFQs, admissions and patient calls',
        ],
        note: 'Bhopal SEO is priced below larger cities because local competition is lighter. Colleges and industrial firms targeting national buyers usually need ₹25,000 to ₹45,000 a month for the content required.',
      },
      faqs: [
        {
          question: 'Can SEO help us win industrial orders outside Bhopal?',
          answer:
            'Yes. EPC and procurement teams search for specific components and standards, and detailed product pages put you in front of them.',
        },
        {
          question: 'How can a college compete with Shiksha and CollegeDunia?',
          answer:
            'By ranking for your own course, fee and placement searches, and for questions the portals answer poorly. Students usually check the official site before applying.',
        },
        {
          question: 'Do we need a Hindi website?',
          answer:
            'For hospitals, property and consumer services in Bhopal, Hindi pages usually help. Industrial and higher-education sites can stay mainly in English.',
        },
      ],
    },
    ppc: {
      intro:
        "Bhopal's advertising calendar is dominated by admissions, property launches and healthcare, and Google Ads is the fastest way to reach those buyers. Click costs are among the lowest of any state capital we work in. We run campaigns for Bhopal businesses with a focus on lead quality and clear reporting.",
      localMarket:
        "Private colleges and universities are the biggest advertisers, spending heavily during counselling months to attract students from across Madhya Pradesh and neighbouring states. Builders on Kolar Road, Narmadapuram Road and Ayodhya Bypass target government employees and families, and hospitals advertise specialities to patients across central India. Coaching institutes in MP Nagar advertise for MPPSC, banking and engineering entrance preparation. Admissions advertising peaks from April to August, and property campaigns rise in the festive season. Searches such as 'btech admission bhopal fees', 'kolar road 3bhk price' or 'भोपाल में नर्सिंग कॉलेज' show how much buyers here compare on cost before they enquire.",
      competition:
        "Clicks in Bhopal typically cost ₹6 to ₹30, but competition from national education brands and aggregators is strong during admissions. Many local advertisers run campaigns with broad targeting and no conversion tracking, which leaves room for smarter accounts to win more leads for less. In admissions season, lead aggregators buy the same keywords and resell the enquiries to several colleges at once, which is why an institution's own campaign often produces fewer but far better leads.",
      approach: [
        {
          title: 'Plan admissions campaigns by counselling dates',
          body: 'Budgets ramp up ahead of state and national counselling rounds and fall after seats fill, based on the calendar for each course.',
        },
        {
          title: 'Target students where they live',
          body: 'We target districts and states your past students came from, using your admissions data, and write ads in Hindi and English.',
        },
        {
          title: 'Track admissions, not forms',
          body: 'Leads are tracked through counselling calls, campus visits and fee payment, and those outcomes guide bidding.',
        },
      ],
      example: {
        title: 'A private engineering and management college',
        body: 'A private college on the outskirts of Bhopal spent heavily on print and lead aggregators with poor results. We launched search and YouTube campaigns targeting students across Madhya Pradesh, Chhattisgarh and Uttar Pradesh, with landing pages for each programme showing fees, placements and hostel facilities. Admissions from digital channels rose sharply while overall marketing spend fell.',
        metrics: [
          { label: 'Cost per application', value: '₹1,100 to ₹480' },
          { label: 'Campus visits booked', value: '640' },
          { label: 'Admissions from Google Ads', value: '+72%' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month or 12% of ad spend',
        includes: [
          'Campaign set-up for search and YouTube',
          'Landing page guidance and tracking',
          'Ad copy in Hindi and English for MP audiences',
          'Monthly reporting tied to admissions or sales',
        ],
        note: 'Clicks are billed by Google to your own payment method, outside our fee. Bhopal advertisers can start with ₹25,000 a month, while colleges in peak admissions season usually spend ₹1 lakh to ₹3 lakh.',
      },
      faqs: [
        {
          question: 'When should a college start advertising?',
          answer:
            'Start building awareness in February and March, then increase spend in April when board exams end and students begin researching.',
        },
        {
          question: 'Can we target students in other states?',
          answer:
            'Yes. We target states and districts your students come from, with ads and pages suited to them.',
        },
        {
          question: 'How do you measure success for a hospital?',
          answer:
            'By appointments and calls answered, tracked through call tracking and your booking system, not by clicks.',
        },
      ],
    },
    'social-media': {
      intro:
        'Bhopal is a city of lakes, old bazaars and relaxed evenings, and its social media reflects that: sunset reels at Upper Lake, food trails through Chowk and weekend trips to Sanchi. Brands that show up in those moments get noticed. We run social media for Bhopal businesses that want local followers who visit and buy.',
      localMarket:
        'Restaurants and cafés around the lakes and in Arera Colony, boutiques in New Market, jewellers, hospitals, colleges and real estate projects are the main social buyers. Instagram reaches students and young professionals, while Facebook and WhatsApp still reach government employees and families. Seasonal peaks include the wedding season, Diwali and Eid, and events such as the Aalami Tablighi Ijtema bring large numbers of visitors to the city. Winter is the best season for tourism and hospitality brands, when visitors come for the lakes, Van Vihar and day trips to Sanchi and Bhimbetka. Thousands of students at MANIT, AIIMS and the private colleges on Raisen Road and Bhopal Bypass make up a young audience that discovers cafés, gyms and coaching almost entirely on Instagram.',
      competition:
        'Social competition in Bhopal is lighter than in Indore or metros, and many businesses post irregularly. A consistent account with original video can grow quickly. Local influencers and food bloggers are relatively affordable. The catch is that the audience is smaller and more tight-knit, so a brand that overpromises or ignores complaints is talked about quickly in local Facebook groups. Indore brands and national chains opening outlets in DB Mall and on VIP Road also advertise to Bhopal audiences, which raises the bar for visuals.',
      approach: [
        {
          title: 'Use the city as the backdrop',
          body: 'We shoot content at your venue and around the lakes and old city, showing a Bhopal that locals recognise and enjoy.',
        },
        {
          title: 'Promote events and experiences',
          body: 'For restaurants and venues we build content around events such as live music, festive menus and celebrations.',
        },
        {
          title: 'Keep families in the loop',
          body: 'Facebook and WhatsApp updates reach older customers and parents who rarely use Instagram.',
        },
        {
          title: 'Answer fast, in the language people write in',
          body: 'Many Bhopal customers message in Hindi or Hinglish, so replies, captions and offers match that tone and go out within working hours.',
        },
      ],
      example: {
        title: 'A lakeside café and events venue',
        body: 'A café with a view of Upper Lake was busy at weekends but quiet on weekdays and barely used for private events. We created sunset reels, promoted weekday live music and built a simple booking flow for birthdays and small parties through Instagram and WhatsApp. Weekday footfall and event bookings both rose.',
        metrics: [
          { label: 'Weekday footfall', value: '+45%' },
          { label: 'Private events booked', value: '34 in 4 months' },
          { label: 'Instagram followers', value: '3,800 to 21,000' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Monthly plan for Instagram and Facebook around lake-city events',
          '10 posts and 4 reels a month',
          'One shoot a month in Bhopal',
          'Replies to comments and DMs in Hindi or English',
        ],
        note: 'Bhopal social plans cost less than metro ones, and ad budgets of ₹10,000 to ₹30,000 a month reach a large share of the local audience.',
      },
      faqs: [
        {
          question: 'Is Instagram enough for a Bhopal business?',
          answer:
            'For young audiences, often yes. For families and government employees, Facebook and WhatsApp are still important.',
        },
        {
          question: 'How much should we spend on ads?',
          answer:
            'Most local businesses start with ₹10,000 to ₹20,000 a month and increase spend around festivals and events.',
        },
        {
          question: 'Can you manage our Google reviews too?',
          answer:
            'Yes, we can respond to reviews and set up review requests, which support both social and search visibility.',
        },
      ],
    },
  },
};
