// Sonipat's city-service content: the profile of the Haryana district on Delhi's northern edge and its
// SEO page, written for Kundli manufacturers, Murthal highway food, Education City and local services.
import type { CityContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** Distances and visits from the office hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: CityContent = {
  profile: {
    place: 'sonipat',
    economy:
      "Sonipat lies just north of Delhi along the GT Road (NH-44), and its industrial estates at Kundli, Rai and Barhi make food products, packaging, auto parts, footwear and engineering goods for NCR markets. The Rajiv Gandhi Education City hosts private universities that draw students and faculty from across India, and the dhabas of Murthal serve lakhs of highway travellers every month. Away from the highway the district remains strongly agricultural, growing wheat, paddy and vegetables for Delhi's mandis.",
    keyIndustries: [
      'Food processing and packaging',
      'Engineering and auto parts',
      'Highway hospitality and dhabas',
      'Higher education',
      'Agriculture and agri-inputs',
      'Real estate and warehousing',
    ],
    localities: [
      'Kundli industrial area (HSIIDC)',
      'Rai industrial area',
      'Barhi industrial area',
      'Murthal',
      'Rajiv Gandhi Education City',
      'Sonipat city and Model Town',
      'Ganaur',
      'Gohana',
    ],
    nearby: ['delhi', 'gurgaon', 'haryana', 'faridabad'],
  },
  services: {
    seo: {
      intro: `Sonipat businesses are searched for by two very different crowds: the families and farmers of the district itself, and the far larger stream of people passing through on the GT Road or the KMP Expressway. A Murthal dhaba, a Kundli factory and a clinic in Model Town each need a different kind of visibility. We run SEO for Sonipat businesses from our ${officeLocality} office${local ? ', about an hour away by expressway,' : ''} with site visits whenever the work needs them.`,
      localMarket:
        "The most competitive searches in Sonipat start on a phone in a moving car: 'best paratha in murthal', 'dhaba near me on GT karnal road' and 'मुरथल ढाबा' are searched thousands of times on weekend nights. Factories in Kundli, Rai and Barhi want buyers searching for corrugated boxes, food ingredients, PVC pipes or machine parts across North India, and many were founded to serve Delhi customers who now search rather than visit. Students and parents research the universities of Education City from all over the country, which creates demand for paying-guest rooms, coaching, cafés and transport. Local services such as hospitals, schools and tractor and agri-input dealers get Hindi searches like 'सोनीपत में अच्छा हॉस्पिटल' or 'gohana me tractor showroom'. Highway food searches peak on weekend nights and through winter, while university-related searches spike around admissions in May to July and again when semesters start.",
      competition:
        "Local competition in Sonipat is light for most services, and many categories have no business with a properly written website. The exception is Murthal, where dozens of dhabas on a short stretch of highway fight over the Google Maps results, and some use review campaigns that Google later removes, causing ratings to swing. Industrial searches are contested by manufacturers in Delhi's Narela and Bawana estates and in Ludhiana, which often have older, stronger websites. Real estate searches are dominated by portals listing projects in Kundli and along the KMP.",
      approach: [
        {
          title: 'Win the highway map pack honestly',
          body: 'For Murthal dhabas and highway businesses we fix the basics first: the exact pin location, the side of the highway and the direction of travel, opening hours that are actually kept at 3 am, and menus and prices on the Google Business Profile. We then build a steady flow of genuine reviews and photo uploads, which holds rankings long after bought reviews are wiped.',
        },
        {
          title: 'Give industrial units product pages',
          body: 'Kundli and Rai manufacturers usually have a single-page site listing everything they make. We give each product range its own page with sizes, materials, capacities and dispatch details to Delhi, Punjab and Uttar Pradesh, so buyers searching for a specification find you.',
        },
        {
          title: 'Serve the university crowd',
          body: 'For PGs, cafés, coaching and transport services we create pages around Education City and the routes students use, in English, because that is how this audience searches.',
        },
        {
          title: 'Use Hindi for district customers',
          body: 'Hospitals, schools, dealers and agri businesses get Hindi pages where search data shows demand, written in the plain Haryanvi Hindi customers actually use.',
        },
      ],
      example: {
        title: 'A family dhaba on the Murthal stretch',
        body: 'A third-generation dhaba had loyal regulars but kept losing night-time travellers to bigger neighbours that appeared first on Maps. Its listing showed the wrong side of the highway and the old closing time. We corrected the location and hours, added menu photos and prices, started a QR-code review request at the billing counter and posted weekly on the profile about seasonal dishes like makki ki roti and sarson ka saag. Within five months the dhaba was consistently in the top three results for Murthal food searches.',
        metrics: [
          { label: 'Direction requests from Google Maps', value: '+185%' },
          { label: 'Average rating', value: '3.9 to 4.4' },
          { label: 'Weekend night covers', value: '+27%' },
        ],
      },
      pricing: {
        startingFrom: '₹14,000 per month',
        includes: [
          'Google Business Profile clean-up and weekly posts',
          'Technical audit and on-page corrections for your site',
          'Two new pages or articles a month',
          'QR and WhatsApp review requests',
          'Monthly report on calls, directions and enquiries',
        ],
        note: 'Most Sonipat businesses need far less content than a Gurgaon or Delhi competitor to rank, which keeps costs low. Manufacturers who want product pages for a large range usually invest ₹22,000 to ₹35,000 a month during the first six months while the catalogue is built. We do not charge travel for visits to Kundli, Murthal or Sonipat city.',
      },
      faqs: [
        {
          question: 'Our dhaba rating keeps dropping after rising. Why?',
          answer:
            'Google regularly removes reviews it considers fake or incentivised, including ones posted in bulk. Ratings built from real customers, asked at the right moment, are the only ones that stay.',
        },
        {
          question: 'Can a Kundli factory get orders through Google?',
          answer:
            'Yes. Purchase managers and traders search for specific products with sizes and materials, and a page per product range lets you appear for those searches across North India.',
        },
        {
          question: 'Do you have an office in Sonipat?',
          answer: `No, our team works from ${officeLocality} and visits Sonipat clients for kick-off meetings, photo shoots and quarterly reviews. Day-to-day work happens over calls and WhatsApp.`,
        },
        {
          question: 'Is SEO worth it for a small business in Gohana or Ganaur?',
          answer:
            'Often yes, because competition there is so thin. A complete Google Business Profile and a simple, well-written site can make you the first result for your trade in the whole tehsil.',
        },
      ],
    },
  },
};
