// Location page content for Chennai: the automotive and SaaS city, its business districts and how
// its businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Chennai rewards patience and consistency. Its buyers, whether a purchase manager in Oragadam or a family choosing a hospital in Adyar, take their time, ask for references and stay loyal once convinced. Digital marketing here is about showing up reliably across the months a decision takes, in English and in Tamil.',
    'We run SEO, Google Ads, social media, content, email and website projects for Chennai manufacturers, SaaS companies, hospitals, jewellers and education brands. A strategist who knows the city’s industrial belts and its retail streets leads each account, with Tamil-language copy written by native speakers rather than machine translation.',
  ],
  economy:
    "Chennai is one of India's largest automotive hubs, with Hyundai at Sriperumbudur, Renault-Nissan and Royal Enfield around Oragadam and hundreds of component suppliers along the Sriperumbudur to Oragadam belt. Electronics makers such as Foxconn add to that base, while Zoho and Freshworks began here and led a SaaS cluster along the Old Mahabalipuram Road. The city is also a national centre for healthcare and medical travel, and Chennai Port and Kamarajar Port serve the region's trade.",
  areasCovered: [
    'T. Nagar and Anna Salai',
    'Nungambakkam and Egmore',
    'OMR IT Corridor: Perungudi to Sholinganallur',
    'Guindy Industrial Estate',
    'Ambattur Industrial Estate',
    'Sriperumbudur and Oragadam',
    'Velachery and Adyar',
    'Parrys and George Town',
    'Porur and Vadapalani',
  ],
  highlights: [
    {
      title: 'Tamil content that reads as Tamil',
      body: 'For consumer brands, ads and pages in natural Tamil typically outperform English for reach and cost. We write Tamil copy in-house and test it against English versions rather than assuming either works better.',
    },
    {
      title: 'Supplier search for the auto belt',
      body: 'Component makers win OEM and Tier 1 business when engineers can find their capabilities by specification. We build pages for each process, material and certification, such as IATF 16949 or PPAP, so searches turn into RFQs.',
    },
    {
      title: 'Festival timing',
      body: 'Pongal, Aadi sales and Deepavali drive the year for Chennai retail, jewellery and textiles in T. Nagar. We plan budgets and creative weeks ahead of each season rather than reacting to it.',
    },
  ],
  serviceIds: [
    'city-service:seo:chennai',
    'city-service:ppc:chennai',
    'city-service:social-media:chennai',
    'city-service:content:chennai',
    'city-service:email:chennai',
    'city-service:web-development:chennai',
  ],
  nearby: ['location:tamil-nadu', 'location:bangalore', 'location:hyderabad'],
  faqs: [
    {
      question: 'Do you run Tamil-language campaigns?',
      answer:
        'Yes. We write and review Tamil ad copy, landing pages and social content with native speakers, and we run Tamil and English versions side by side to see which brings cheaper leads for each product.',
    },
    {
      question: 'Can you generate leads for a Chennai auto-component supplier?',
      answer:
        'Yes. We combine capability pages that rank for processes and materials, LinkedIn outreach to purchase and supplier-quality teams and Google Ads on high-intent terms. Expect the first qualified RFQs within three to four months.',
    },
    {
      question: 'How do you handle healthcare marketing in Chennai?',
      answer:
        'Within NMC guidance: doctor profiles and treatment pages that inform rather than promise, reviews collected with consent, and medical-travel landing pages for patients from other states and abroad.',
    },
  ],
};
