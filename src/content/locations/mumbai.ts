// Location page content for Mumbai: the financial capital, its business districts and how its
// businesses win customers online.
import type { LocationContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: LocationContent = {
  intro: [
    "Mumbai is where India's money, media and consumer brands meet, and its customers are some of the most marketed-to people in the country. A Mumbaikar comparing CA firms, skin clinics or interior designers has already seen a dozen Instagram ads that morning on the local train, so a business here wins on proof: reviews, portfolios, clear prices and a fast reply on WhatsApp.",
    `We work with Mumbai businesses from Nariman Point to Thane and Navi Mumbai, running SEO, Google Ads, Meta campaigns, content and email from our ${officeLocality} team with strategists who visit clients in person each quarter. Most Mumbai accounts we run are either high-ticket services that need qualified leads or D2C brands that need profitable orders.`,
  ],
  economy:
    "Mumbai is the seat of the Reserve Bank of India, SEBI, the BSE and the NSE, and the Bandra Kurla Complex has become the country's premier office district for banks, funds and law firms. Around that core sit Hindi film and television production in Goregaon's Film City, the diamond trade at the Bharat Diamond Bourse, pharma and FMCG headquarters, container traffic through JNPA at Nhava Sheva, and a dense cluster of D2C brands in Lower Parel and Andheri.",
  areasCovered: [
    'Nariman Point and Fort',
    'Bandra Kurla Complex',
    'Lower Parel and Worli',
    'Andheri East, Marol and MIDC',
    'Powai',
    'Goregaon and Malad (Mindspace)',
    'Kalbadevi and Zaveri Bazaar',
    'Thane and Wagle Estate',
    'Navi Mumbai: Vashi, Airoli and TTC MIDC',
  ],
  highlights: [
    {
      title: 'Search by suburb, not by city',
      body: 'People search "dermatologist in Chembur" or "CA in Andheri West" because nobody crosses the city for a routine appointment. We build Google Business Profiles and landing pages for each suburb a client actually serves.',
    },
    {
      title: 'Creative that survives a crowded feed',
      body: 'Mumbai has the highest Meta ad density we see anywhere in India. We test ten or more creatives a month per brand and cut losers within a week, which is how a skincare client moved from 1.9x to 4.1x return on ad spend.',
    },
    {
      title: 'Premium keywords priced like premium property',
      body: 'Clicks for "wealth management Mumbai" or "luxury flats in Worli" can cost ₹250 or more. We protect budget with exact-match campaigns, negative keyword lists and call tracking so that every rupee maps to a lead.',
    },
    {
      title: 'Trust signals for a sceptical buyer',
      body: 'Mumbai buyers check reviews, SEBI or RERA registration numbers and LinkedIn profiles before they call. We put those on the page instead of making visitors hunt for them.',
    },
  ],
  serviceIds: [
    'city-service:seo:mumbai',
    'city-service:ppc:mumbai',
    'city-service:social-media:mumbai',
    'city-service:content:mumbai',
    'city-service:email:mumbai',
    'city-service:web-development:mumbai',
  ],
  nearby: ['location:pune', 'location:maharashtra', 'location:surat'],
  faqs: [
    {
      question: 'Do you have an office in Mumbai?',
      answer: `Our team sits in ${officeLocality}, and our Mumbai clients are served by a dedicated account lead with video reviews every fortnight and an in-person visit each quarter, usually in BKC or Lower Parel.`,
    },
    {
      question: 'What does Google Ads cost for a Mumbai business?',
      answer:
        'Most Mumbai service businesses spend ₹60,000 to ₹3,00,000 a month on media, plus our management fee. Cost per lead ranges from about ₹350 for clinics and salons to ₹2,500 or more for real estate and financial advice.',
    },
    {
      question: 'Can you target Navi Mumbai and Thane separately?',
      answer:
        'Yes. We usually split campaigns by zone, because a Vashi customer will rarely travel to Andheri, and the cost per click, competition and messaging differ between the island city, the western suburbs, Thane and Navi Mumbai.',
    },
    {
      question: 'Do you create Marathi content?',
      answer:
        'Where the audience calls for it, yes: Marathi ad creatives and landing pages often lower costs for local services in Thane, Kalyan and Navi Mumbai, while English and Hinglish work better for South Mumbai and BKC audiences.',
    },
  ],
};
