// Lucknow's city-service content: the profile of Uttar Pradesh's capital and its SEO, PPC, social
// media and web development pages, written for a Hindi-first market of institutions and traders.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'lucknow',
    economy:
      "Lucknow is the administrative capital of India's most populous state, so government, courts, universities and public-sector offices employ a large share of its workforce and shape its consumer economy. Around that core sit major hospitals such as SGPGI and KGMU with private chains following them, a coaching industry that prepares students from across eastern Uttar Pradesh for UPSC, UPPSC and medical entrances, and a real estate market pushing outwards along Shaheed Path and Sultanpur Road. The old city still trades in chikankari embroidery, attar and Awadhi food, and new IT and logistics parks on the Kanpur and Sultanpur roads are adding private jobs.",
    keyIndustries: [
      'Government and public sector',
      'Healthcare and diagnostics',
      'Education and competitive-exam coaching',
      'Real estate',
      'Chikankari and handicrafts',
      'Food and hospitality',
    ],
    localities: [
      'Hazratganj',
      'Gomti Nagar and Gomti Nagar Extension',
      'Aliganj and Kapoorthala',
      'Indira Nagar',
      'Aminabad and Chowk',
      'Alambagh',
      'Shaheed Path and Sultanpur Road',
      'Amausi and Chinhat industrial areas',
    ],
    nearby: ['noida', 'delhi', 'bhopal', 'jaipur'],
  },
  services: {
    seo: {
      intro:
        'Lucknow searches Google in Hindi more than almost any other large Indian city, and businesses that only publish in English miss a large share of their own customers. Ranking here means writing the way Lakhnavis actually search, across the city and the districts around it. We help Lucknow hospitals, labs, coaching institutes, builders and retailers turn those searches into calls and visits.',
      localMarket:
        "Healthcare is the largest SEO buyer in Lucknow, because patients from Barabanki, Sitapur, Rae Bareli, Unnao and even Bihar travel to the city for treatment and look up doctors and hospitals first. Coaching institutes in Aliganj and Kapoorthala want students for UPSC, UPPSC, SSC and NEET, builders on Sultanpur Road and in Gomti Nagar Extension want flat buyers, and chikankari sellers from Chowk want orders from across India. Typical searches include 'लखनऊ में सबसे अच्छा हड्डी डॉक्टर', 'ghar par blood test lucknow' and 'gomti nagar me 2bhk flat'. Coaching demand peaks after results are announced and before new batches start in June and July, while chikankari orders climb before Eid, Diwali and the summer wedding season.",
      competition:
        'Healthcare and education keywords in Lucknow are contested by national platforms such as Practo, Justdial and large coaching brands, but local competition is thinner than in Delhi. Few local businesses publish good Hindi content, so well-written Hindi pages can rank within months. Chikankari is a crowded niche online, with many sellers reselling the same machine-made pieces as hand-embroidered.',
      approach: [
        {
          title: 'Research Hindi and Hinglish demand',
          body: 'We research keyword demand in Devanagari, in Hinglish and in English, and build separate pages where each version has real volume rather than translating everything.',
        },
        {
          title: 'Reach patients and students from nearby districts',
          body: 'Hospitals and institutes draw people from across Awadh, so we create pages that answer travel, stay and admission questions for visitors from those districts.',
        },
        {
          title: 'Make every branch findable',
          body: 'For labs, clinics and coaching centres with several branches, each location gets its own Google Business Profile, landing page and review plan.',
        },
        {
          title: 'Prove authenticity for craft sellers',
          body: 'Chikankari brands get pages explaining stitch types, fabrics and artisans, which helps shoppers tell genuine hand embroidery from imitations and helps Google trust the site.',
        },
      ],
      example: {
        title: 'A diagnostic lab chain with twelve collection centres',
        body: 'A Lucknow pathology chain had strong word of mouth but ranked for nothing beyond its brand name. We built test pages in Hindi and English with prices, preparation advice and report timings, created profiles and pages for each collection centre from Alambagh to Indira Nagar, and added a home-collection booking form. Home-collection bookings became its fastest-growing service.',
        metrics: [
          { label: 'Home-collection bookings from search', value: '+220%' },
          { label: 'Hindi test pages ranking in the top 5', value: '64' },
          { label: 'Calls from Google Business Profiles', value: '+95%' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Technical audit and fixes plan',
          'Keyword research in Devanagari, Hinglish and English',
          'Three Hindi or English pages a month',
          'Google Business Profile for one location',
          'Monthly report on calls, bookings and admissions',
        ],
        note: 'Lucknow costs less than metro SEO because competition is lighter and content writing in Hindi is affordable, but multi-branch healthcare and education clients need more pages and usually invest ₹30,000 to ₹55,000 a month.',
      },
      faqs: [
        {
          question: 'Should our website be in Hindi, English or both?',
          answer:
            'Most Lucknow consumer businesses should have both. English pages win searches from professionals, Hindi pages win searches from families and visitors from nearby districts.',
        },
        {
          question: 'Can a hospital rank against Practo?',
          answer:
            'For doctor and treatment searches with "Lucknow" in them, yes, when your pages give real information such as doctor qualifications, timings and costs.',
        },
        {
          question: 'When should a coaching institute start SEO?',
          answer:
            'At least four months before the batch season, so pages rank when results come out and students start searching.',
        },
      ],
    },
    ppc: {
      intro:
        'Google Ads in Lucknow works well for businesses that need enquiries quickly, from coaching admissions to property site visits, because click costs are a fraction of those in Delhi. The challenge is lead quality, not price. We run campaigns for Lucknow advertisers in Hindi and English and judge them by admissions, appointments and visits.',
      localMarket:
        'Competitive-exam coaching is the biggest paid-search category in Lucknow, with institutes in Aliganj and Kapoorthala bidding for UPSC, UPPSC, SSC and NEET students from across eastern Uttar Pradesh. Builders along Sultanpur Road and Shaheed Path advertise to government employees and returning professionals, and hospitals advertise specialities to patients from neighbouring districts. Ad copy in Hindi usually gets better click-through rates for education and healthcare here. Demand for coaching peaks after exam results and before new batches, property buying rises around Dhanteras and Navratri, and wedding-related shopping picks up ahead of Eid and the winter season.',
      competition:
        'National ed-tech and coaching brands bid heavily on exam keywords, often outspending local institutes many times over. Property auctions are crowded with portals and brokers. Clicks usually cost ₹8 to ₹35, but lead forms attract many curious students and low-intent property browsers, so qualification matters more than bids.',
      approach: [
        {
          title: 'Write ads in the language of the searcher',
          body: 'We test Hindi, Hinglish and English ad copy side by side, and send each to a landing page in the same language.',
        },
        {
          title: 'Target the districts around Lucknow',
          body: 'For hospitals and institutes we include towns such as Barabanki, Sitapur, Hardoi and Rae Bareli, where families make decisions about treatment and coaching in Lucknow.',
        },
        {
          title: 'Call before you count',
          body: 'Leads are verified by a quick call or WhatsApp message, and only verified leads are imported into Google Ads as conversions.',
        },
        {
          title: 'Use YouTube for coaching brands',
          body: 'Demo lectures and topper interviews on YouTube build trust with students who compare many institutes before paying fees.',
        },
      ],
      example: {
        title: 'A civil services coaching institute in Aliganj',
        body: 'An institute preparing Hindi-medium UPSC and UPPSC aspirants spent ₹70,000 a month on generic ads and complained of poor admissions. We rebuilt campaigns around Hindi-medium searches, added YouTube ads with demo lectures from faculty, targeted districts across eastern UP and introduced a free scholarship test as the main lead magnet. Admissions for the new batch rose while the budget stayed the same.',
        metrics: [
          { label: 'Cost per verified lead', value: '₹410 to ₹180' },
          { label: 'Scholarship test registrations', value: '1,260' },
          { label: 'Admissions from ads', value: '+58% batch on batch' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month or 12% of ad spend',
        includes: [
          'Search, YouTube and Performance Max campaigns',
          'Ad copy in Hindi, Hinglish and English',
          'Conversion tracking with lead verification',
          'Monthly review of lead quality and spend',
        ],
        note: 'Ad spend goes straight to Google. Lucknow businesses can run useful campaigns from ₹30,000 a month, though coaching institutes in peak season and builders launching projects usually spend ₹1 lakh or more.',
      },
      faqs: [
        {
          question: 'Do Hindi ads perform better in Lucknow?',
          answer:
            'For education, healthcare and property they usually do. We still run English ads for professionals, and let the data decide how the budget splits.',
        },
        {
          question: 'How do you deal with fake or low-quality leads?',
          answer:
            'Qualifying questions, phone verification and importing only confirmed leads into Google Ads steadily teach the system to find serious enquiries.',
        },
        {
          question: 'Can you advertise to students outside Lucknow?',
          answer:
            'Yes. We target towns across Uttar Pradesh and Bihar where your past students came from, using your admissions data as a guide.',
        },
      ],
    },
    'social-media': {
      intro:
        "Lucknow's social media runs on food, fashion and nostalgia: kebab trails in Aminabad, chikankari reels and the tehzeeb the city is proud of. Brands that reflect that culture earn loyal local followings. We manage social media for Lucknow businesses that want followers who become customers.",
      localMarket:
        'Chikankari labels, restaurants and cafés in Hazratganj and Gomti Nagar, jewellers, hospitals, schools and coaching institutes are the most active social buyers in Lucknow. Instagram reaches young professionals and students, Facebook still reaches families and government employees, and YouTube is where coaching institutes and doctors build authority. Seasonal peaks include Ramzan and Eid, when chikankari sales and food content surge, the winter wedding season, Diwali and the Lucknow Mahotsav in late autumn.',
      competition:
        'The city has many food bloggers and local influencers with large followings, and restaurants compete for their attention. Chikankari sellers face competition from Surat-made imitations marketed as Lucknowi. Most local brands post irregularly, so a consistent, culturally rooted account stands out.',
      approach: [
        {
          title: 'Root content in Lucknowi culture',
          body: 'We plan content around the city itself, from the bazaars of Chowk to evenings at Marine Drive on the Gomti, in Hindi and Urdu-flavoured captions that feel local.',
        },
        {
          title: 'Show the craft behind the product',
          body: 'For chikankari brands we film artisans at work and explain stitches such as bakhiya and phanda, which builds trust with buyers outside Lucknow.',
        },
        {
          title: 'Turn DMs into orders',
          body: 'We set up Instagram and WhatsApp catalogues and reply templates for size, price and shipping questions.',
        },
      ],
      example: {
        title: 'A chikankari label from Chowk',
        body: 'A family chikankari business sold mainly to walk-in customers and wholesalers. We launched an Instagram account built around artisan stories, styling reels for office wear and Eid collections, and targeted ads to women in Delhi, Mumbai, Bangalore and NRI markets. Online orders grew steadily and the brand began taking pre-orders for festive collections.',
        metrics: [
          { label: 'Instagram followers in 10 months', value: '38,000' },
          { label: 'Orders via Instagram and WhatsApp', value: '260 a month' },
          { label: 'Share of orders outside Lucknow', value: '74%' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 per month',
        includes: [
          'Instagram and Facebook calendar around Eid, Diwali and weddings',
          '12 posts and 4 reels a month',
          'One shoot a month in Lucknow',
          'Replies to comments and DMs in Hindi',
        ],
        note: 'Lucknow shoots and creators cost less than in Delhi, so budgets go further. Brands selling nationwide should plan an additional ₹20,000 to ₹60,000 a month for ads, especially before Eid and Diwali.',
      },
      faqs: [
        {
          question: 'Is Facebook still worth it in Lucknow?',
          answer:
            'Yes, for reaching parents, older shoppers and government employees. We usually run Facebook alongside Instagram rather than instead of it.',
        },
        {
          question: 'Can you help us work with food bloggers?',
          answer:
            'We shortlist local bloggers with real engagement, handle briefs and payments and check posts follow ASCI disclosure rules.',
        },
        {
          question: 'How soon will followers turn into sales?',
          answer:
            'Most brands see their first orders from social within a month, but a steady sales channel usually takes three to six months.',
        },
      ],
    },
    'web-development': {
      intro:
        'Many Lucknow businesses still run on a Facebook page and a phone number, and the ones that have websites often cannot update them. A good website gives patients, students and buyers confidence before they call. We build fast, bilingual websites for Lucknow businesses that are easy to update and built to rank.',
      localMarket:
        "Hospitals and clinics want doctor profiles and appointment booking, coaching institutes want course pages and fee payment, builders on Sultanpur Road and in Gomti Nagar Extension need UP RERA-compliant project sites, and chikankari sellers want online stores. People search for 'website banane wali company lucknow', 'hospital website design' and 'school website development'. Launch dates usually fall before the admission season, a project launch or the festive shopping period. Government suppliers and contractors in Amausi and Chinhat also need simple, credible company sites, because tender committees and procurement officers increasingly check a bidder online before shortlisting. Many buyers ask for the ability to post notices, results or new batches themselves without calling a developer.",
      competition:
        'Lucknow has many freelancers and small firms offering cheap template sites, often without SEO, security or Hindi support. Owners who have been through a failed website project now look for a partner who stays for maintenance and can explain the technology in plain language.',
      approach: [
        {
          title: 'Build bilingual from the start',
          body: 'We design templates that work for both Hindi and English text, with proper fonts and hreflang tags, so Hindi pages look as good as English ones.',
        },
        {
          title: 'Connect enquiries to your team',
          body: 'Forms and click-to-call buttons go straight to the front desk, sales team or WhatsApp, with source tracking for every enquiry.',
        },
        {
          title: 'Keep it fast on budget phones',
          body: 'Many visitors use entry-level Android phones, so we keep pages light and test them on slower connections.',
        },
        {
          title: 'Stay after launch',
          body: 'We offer monthly maintenance with updates, backups and small changes so the site keeps working long after handover.',
        },
      ],
      example: {
        title: 'A residential project on Sultanpur Road',
        body: "A mid-sized developer was launching a 400-flat project and had only a brochure PDF. We built a project site with floor plans, a construction-progress gallery updated monthly, UP RERA details, an EMI calculator and a Hindi version of every page. Leads were sent to the sales team's CRM with the campaign source attached.",
        metrics: [
          { label: 'Enquiries in the first 3 months', value: '1,850' },
          { label: 'Share of visits to Hindi pages', value: '43%' },
          { label: 'Mobile load time', value: '1.9 s' },
        ],
      },
      pricing: {
        startingFrom: '₹45,000 for a business website',
        includes: [
          'Custom design of up to 8 templates',
          'Bilingual build in Hindi and English',
          'SEO basics and analytics',
          'Enquiry forms connected to WhatsApp or CRM',
        ],
        note: 'Hospital and coaching sites with booking or payment features usually cost ₹1 lakh to ₹2.5 lakh, and online stores start at ₹70,000. A bilingual site costs a little more because both versions are written and tested, but in Lucknow it usually pays for itself in enquiries.',
      },
      faqs: [
        {
          question: 'Can you add online fee payment for our institute?',
          answer:
            'Yes, with Razorpay, PayU or another gateway, including receipts and reports your accounts team can download.',
        },
        {
          question: 'Will the Hindi pages look right?',
          answer:
            'We use web fonts made for Devanagari and test every template in Hindi, so text does not break or overlap.',
        },
        {
          question: 'What happens if we want changes later?',
          answer:
            'You can edit content yourself in the CMS, and our maintenance plan covers design or feature changes each month.',
        },
      ],
    },
  },
};
