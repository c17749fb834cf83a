// Indore's city-service content: the profile of Madhya Pradesh's commercial capital and its SEO, PPC
// and social media pages, shaped by Pithampur industry, the Super Corridor and Indori food culture.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'indore',
    economy:
      "Indore is the commercial capital of Madhya Pradesh and has topped India's cleanliness rankings year after year, a civic pride that shows up in how local businesses present themselves. The Pithampur industrial belt nearby makes commercial vehicles, auto components and pharmaceuticals, the Siyaganj and Loha Mandi wholesale markets supply half the state, and the city is the centre of India's soybean processing trade. IT campuses on the Super Corridor, IIM and IIT Indore, and a large coaching cluster around Bhanwarkuan bring in students and young professionals every year.",
    keyIndustries: [
      'Pharmaceuticals and contract manufacturing',
      'Automobiles and auto components',
      'Wholesale trade and FMCG distribution',
      'Soybean and food processing',
      'Education and coaching',
      'IT and real estate',
    ],
    localities: [
      'Vijay Nagar',
      'AB Road and Palasia',
      'MG Road and Rajwada',
      'Siyaganj wholesale market',
      'Bhanwarkuan',
      'Super Corridor',
      'Pithampur industrial area',
      'Sanwer Road industrial area',
      'Nipania and Bicholi Mardana',
    ],
    nearby: ['bhopal', 'ahmedabad', 'jaipur', 'pune'],
  },
  services: {
    seo: {
      intro:
        'Indore businesses are ambitious and practical, and they want SEO that brings enquiries they can count. Whether the buyer is a pharma distributor in Bihar, a student from Jabalpur or a family in Vijay Nagar, the search starts on Google. We build SEO programmes for Indore manufacturers, institutes, builders and retailers that rank for the searches their buyers actually make.',
      localMarket:
        "Pharmaceutical manufacturers in Pithampur and Sanwer Road are among the biggest B2B SEO buyers, targeting third-party manufacturing and PCD pharma franchise searches from distributors across India. Coaching institutes in Bhanwarkuan target MPPSC, bank and SSC aspirants, while hospitals, clinics and builders on the Super Corridor and in Nipania target local families. Typical queries include 'pcd pharma franchise madhya pradesh', 'mppsc coaching in indore' and Hindi searches such as 'इंदौर में प्लॉट' or 'indore me best skin doctor'. Exam notifications and result dates drive coaching demand, and property searches peak around Navratri, Dhanteras and Akshaya Tritiya.",
      competition:
        'PCD pharma keywords are crowded with hundreds of companies from Baddi, Ahmedabad, Chandigarh and Indore, many using duplicate content. Coaching keywords face national ed-tech brands. Local service keywords in Indore are moderately competitive, and businesses that combine good pages with steady Google reviews can reach the map pack within a few months.',
      approach: [
        {
          title: 'Build depth in B2B pharma',
          body: 'We create pages by therapeutic segment, dosage form and state, with product lists, compliance details and manufacturing certifications, instead of thin copies targeting every city name.',
        },
        {
          title: 'Win local searches with reviews and pages',
          body: 'For clinics, builders and institutes we combine Google Business Profile work, locality pages and a review system that follows each appointment or visit.',
        },
        {
          title: 'Publish in Hindi where demand exists',
          body: 'Coaching, healthcare and property clients get Hindi pages written by native writers, matched to real search volumes.',
        },
        {
          title: 'Tie traffic to enquiries',
          body: 'Every form, call and WhatsApp click is tracked, so monthly reports show which pages bring distributors, students or patients.',
        },
      ],
      example: {
        title: 'A pharma contract manufacturer in Pithampur',
        body: "A WHO-GMP certified tablet and capsule manufacturer relied on a franchise marketplace for distributor leads. We rebuilt its site with pages for each therapeutic range, product lists with compositions, and state pages explaining franchise terms and monopoly rights. Within a year the website became the company's main source of franchise enquiries.",
        metrics: [
          { label: 'Monthly distributor enquiries', value: '12 to 96' },
          { label: 'Keywords on page one', value: '140' },
          { label: 'Marketplace spend cut', value: '60%' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Technical audit and on-page optimisation',
          'Keyword research in English and Hindi',
          'Three range, course or service pages a month',
          'Google Business Profile work',
          'Monthly report on enquiries',
        ],
        note: 'Indore SEO costs less than in metros, but pharma and coaching clients usually need ₹30,000 to ₹50,000 a month because competition is national. Local clinics and retailers generally stay on the starting plan.',
      },
      faqs: [
        {
          question: 'Can a pharma company rank without copying competitors?',
          answer:
            'Yes, and it ranks better. Original product and range pages with real details outperform the copied content common in this niche.',
        },
        {
          question: 'Do Indore customers search in Hindi?',
          answer:
            'Many do, particularly for property, healthcare and coaching. We research both languages before deciding where to publish.',
        },
        {
          question: 'How long before a coaching institute sees results?',
          answer:
            'Usually three to six months for local keywords. Start well before exam notifications so pages are ranking when demand rises.',
        },
      ],
    },
    ppc: {
      intro:
        "Indore is one of India's fastest-growing property and education markets, and Google Ads is how many of its buyers first find a project or an institute. Click costs are low, but lead quality varies widely. We run Google Ads for Indore businesses with careful targeting and verification so budgets turn into site visits and admissions.",
      localMarket:
        "Plotted developments and township projects along the Super Corridor, Bypass Road and in Rau are major advertisers, as are builders selling apartments in Nipania and Bicholi Mardana. Coaching institutes in Bhanwarkuan, hospitals and diagnostic chains advertise across Malwa, and FMCG distributors and manufacturers advertise to retailers across Madhya Pradesh. Searches like 'TNCP approved plot indore' and 'plot for sale super corridor' show a buyer base that cares about approvals and location. Demand for property ads rises around Navratri and Dhanteras, while education campaigns follow exam calendars.",
      competition:
        'Property click costs in Indore are usually ₹10 to ₹40, much lower than in metros, but competition from brokers and portals is heavy. Many plotted-project advertisers use similar messages, so approvals, amenities and distance from key roads make the difference. Lead forms attract large volumes of low-intent enquiries unless they are carefully qualified.',
      approach: [
        {
          title: 'Lead with approvals and location',
          body: 'Ads and landing pages highlight RERA registration, TNCP approval, road access and distance from landmarks like the Super Corridor or airport.',
        },
        {
          title: 'Verify leads before optimising',
          body: 'We add OTP or WhatsApp verification and import only verified and visited leads as conversions, so bidding learns what a real buyer looks like.',
        },
        {
          title: 'Extend reach across Malwa',
          body: 'For hospitals, institutes and projects we include nearby towns such as Dewas, Ujjain, Dhar and Khargone, where many buyers and students come from.',
        },
      ],
      example: {
        title: 'A plotted township on the Super Corridor',
        body: 'A developer selling residential plots was getting hundreds of leads a month, but few turned into site visits. We rebuilt campaigns around specific plot sizes and approval keywords, added verification and a site-visit booking step, and moved budget from broad terms to high-intent searches. The volume of leads fell, but visits and bookings rose.',
        metrics: [
          { label: 'Verified leads share', value: '28% to 71%' },
          { label: 'Site visits per month', value: '45 to 118' },
          { label: 'Cost per site visit', value: '₹2,900 to ₹1,350' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month or 12% of ad spend',
        includes: [
          'Campaign set-up and landing page guidance',
          'Lead verification and CRM tracking',
          'Ad copy tested in Hindi and English',
          'Monthly review of leads, visits and spend',
        ],
        note: 'Indore advertisers top up Google directly through UPI, card or net banking, separately from our management fee. Indore advertisers can test with ₹30,000 a month, while property launches and coaching admissions usually need ₹75,000 to ₹2 lakh in spend.',
      },
      faqs: [
        {
          question: 'Why do we get so many fake property leads?',
          answer:
            'Lead forms are easy to fill without intent. Qualifying questions and verification cut fake leads sharply without losing real buyers.',
        },
        {
          question: 'Should we advertise in Hindi?',
          answer:
            'For plotted projects and coaching, Hindi ads often perform well in Indore. We test Hindi and English together and shift budget to what works.',
        },
        {
          question: 'Can you run ads only in specific Indore areas?',
          answer:
            'Yes, using radius and locality targeting around your project, clinic or institute.',
        },
      ],
    },
    'social-media': {
      intro:
        "Indori pride travels well on social media: poha-jalebi breakfasts, Sarafa at midnight and the clean-city story all draw millions of views. Brands that tap into that identity build local fans and national buyers. Our team plans, shoots and posts for Indore brands that want to be loved on Vijay Nagar's food streets and ordered from in cities far away.",
      localMarket:
        'Namkeen and sweet brands, restaurants around 56 Dukan and Sarafa, cafés in Vijay Nagar, fashion stores, coaching institutes and builders are the most active social buyers. Instagram dominates for food and fashion, YouTube for coaching and property walkthroughs, and Facebook for reaching older family decision-makers. Seasonal peaks include Diwali, Rakhi, Navratri and the wedding season. Students from across Madhya Pradesh who move to Bhanwarkuan and the Super Corridor campuses form a large, very online audience for cafés, PGs and coaching brands. Indoris living in Mumbai, Pune and the Gulf follow home-town food pages closely, which makes them a ready market for brands that ship.',
      competition:
        'Indore has a large community of food bloggers, and restaurants compete for their attention. Namkeen brands compete with well-known Indori names and national snack companies online. Brands that post consistently and show real people and places tend to outperform those relying only on ads. Meta ad costs in Indore are still modest outside festival weeks, so steady year-round promotion is affordable for small brands.',
      approach: [
        {
          title: 'Make food content that travels',
          body: 'For snack and sweet brands we create reels on preparation, origin and Indori food culture that work for locals and for Indoris living elsewhere.',
        },
        {
          title: 'Sell beyond Indore',
          body: 'We connect Instagram and Facebook to online stores and WhatsApp ordering, and target Indoris and food lovers in Mumbai, Pune, Bangalore and abroad.',
        },
        {
          title: 'Plan around gifting seasons',
          body: 'Content and ads for Rakhi and Diwali gifting start a month early, so orders can be produced and shipped on time.',
        },
        {
          title: 'Give coaching and property brands a face',
          body: 'For institutes in Bhanwarkuan and builders on the Super Corridor we put faculty, toppers and site engineers on camera, because Indore families trust a person they have seen explain something over a logo and a discount banner.',
        },
      ],
      example: {
        title: 'An Indori namkeen and sweets brand',
        body: 'A family namkeen maker with two shops wanted to sell nationally. We built an Instagram presence around its recipes and Indori food culture, ran ads to Indori migrants and food lovers in other cities, and launched Diwali gift boxes sold through Instagram and its online store. Orders from outside Indore grew steadily.',
        metrics: [
          { label: 'Followers in 8 months', value: '52,000' },
          { label: 'Diwali gift-box orders', value: '1,900' },
          { label: 'Share of online orders outside MP', value: '68%' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 per month',
        includes: [
          'Monthly content calendar',
          '12 posts and 4 reels',
          'One shoot a month in Indore',
          'DM and comment replies, including order queries',
        ],
        note: 'Food and retail brands usually add ₹20,000 to ₹50,000 a month in Meta ads during festive seasons. Shoots and creators in Indore cost noticeably less than in Mumbai or Delhi.',
      },
      faqs: [
        {
          question: 'Can Instagram really sell namkeen nationally?',
          answer:
            'Yes, when content shows what makes the product different and ordering is simple. Festive gifting is often the best starting point.',
        },
        {
          question: 'Do you work with Indore food bloggers?',
          answer:
            'We do, selecting bloggers with genuine local audiences and making sure collaborations are disclosed correctly.',
        },
        {
          question: 'Which platforms matter for a coaching institute?',
          answer:
            'YouTube and Instagram first, for demo lessons and results, with Facebook for parents.',
        },
      ],
    },
  },
};
