// Location page content for Bhiwani: textiles, the school education board and boxing, and how
// Bhiwani businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Bhiwani is known across India for its boxers: the city's clubs have trained Olympic and Commonwealth medallists, and it is often called Mini Cuba. It is also the seat of the Board of School Education Haryana, an old textile town and the market centre for a semi-arid farming district that grows mustard, bajra and cotton.",
    'We help Bhiwani schools, coaching and sports academies, textile and industrial units, hospitals, agri-dealers and retailers reach customers online. Plans here are small and practical: a strong Google Business Profile, a clear website, Hindi content and focused ads that reach Bhiwani, Charkhi Dadri and the surrounding villages.',
  ],
  economy:
    "Textiles have been part of Bhiwani's economy for decades, alongside an HSIIDC industrial area with small engineering and processing units. Education is a major service industry: the Board of School Education Haryana is headquartered here, Chaudhary Bansi Lal University serves the district, and coaching centres and sports academies draw young people from across the region. Agriculture, stone crushing in the Aravalli outcrops near Tosham and trade in the city's old markets make up much of the rest.",
  areasCovered: [
    'Ghantaghar and the old city markets',
    'Hansi Gate',
    'Dadri Road',
    'Industrial Area, Bhiwani',
    'Tosham',
    'Loharu',
    'Siwani',
    'Bawani Khera',
  ],
  highlights: [
    {
      title: 'Sports academies with a national audience',
      body: 'Boxing and wrestling academies in Bhiwani attract students from other states. YouTube training videos, student achievement stories and a clear admissions page bring enquiries from families far beyond Haryana.',
    },
    {
      title: 'Small budgets, local focus',
      body: 'For shops, clinics and schools, a complete Google Business Profile and ₹5,000 to ₹15,000 a month in local ads often beats any other spend, because few local competitors do even that.',
    },
    {
      title: 'Hindi and local voice',
      body: 'Ads and videos in Hindi with a Haryanvi touch, featuring real owners and staff, earn more trust here than polished stock images.',
    },
  ],
  serviceIds: [
    'service:seo/local',
    'service:local-business-seo',
    'service:social-media',
    'service:education-seo',
    'service:youtube-marketing',
  ],
  nearby: ['location:haryana/rohtak', 'location:haryana/hisar', 'location:haryana/sonipat'],
  faqs: [
    {
      question: 'Is digital marketing worth it for a small Bhiwani business?',
      answer:
        'Yes, if it is focused. A well-managed Google Business Profile, a simple website and a small local ad budget usually bring more calls than newspaper inserts, at a lower cost.',
    },
    {
      question: 'Can you help a Bhiwani sports academy reach students in other states?',
      answer:
        'Yes. YouTube content, Instagram reels of training and results, and search ads for boxing and wrestling academies bring enquiries from families across north India.',
    },
    {
      question: 'Do you cover Charkhi Dadri as well?',
      answer:
        'Yes. Many Bhiwani businesses serve Charkhi Dadri, which became a separate district in 2016, and we include it in their campaigns.',
    },
  ],
};
