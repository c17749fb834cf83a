// Location page content for Central Delhi: the old city's wholesale markets, Karol Bagh, Paharganj
// and Daryaganj, and how their businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Central Delhi is where the city trades. Within a few kilometres sit Khari Baoli's spice wholesalers, Chandni Chowk's fabric and wedding-wear shops, Bhagirath Palace's electricals, Karol Bagh's jewellers and Paharganj's budget hotels. Many of these businesses have served customers for generations, and most of their new customers now start with a phone search.",
    'We help Central Delhi traders, hotels, coaching institutes and retailers get found: complete Google Business Profiles for shops inside crowded market lanes, catalogue websites for wholesalers selling across north India, and ads for hotels and guest houses competing with the travel portals. Our team is a short Metro ride away and meets clients at their shop, not only on video calls.',
  ],
  economy:
    "The district's economy is wholesale and retail trade, hospitality and education. Sadar Bazar is one of the largest wholesale markets for household goods in India, Kashmere Gate supplies spare parts for vehicles across the north, Daryaganj remains a centre of publishing, and Old Rajinder Nagar is one of the country's best-known hubs for civil-services coaching. Karol Bagh combines jewellery, wedding shopping and Gaffar Market's electronics, while Paharganj's hotels depend on travellers arriving at New Delhi railway station.",
  areasCovered: [
    'Karol Bagh and Gaffar Market',
    'Paharganj',
    'Daryaganj',
    'Chandni Chowk',
    'Sadar Bazar',
    'Khari Baoli',
    'Kashmere Gate',
    'Old Rajinder Nagar',
    'Jhandewalan and Rajendra Place',
    'Patel Nagar',
  ],
  highlights: [
    {
      title: 'Being findable inside a market lane',
      body: 'A shop in a Chandni Chowk katra is hard to find even when you are standing outside it. Accurate map pins, photos of the entrance, the nearest Metro exit and landmark directions in the profile turn searches into walk-ins.',
    },
    {
      title: 'Wholesale catalogues for retailers across the north',
      body: 'Retailers from Punjab, Rajasthan and Uttar Pradesh now search before they travel to Sadar Bazar or Kashmere Gate. A catalogue site with bulk prices on request and a WhatsApp button brings orders without the trip.',
    },
    {
      title: 'Hotels competing with the portals',
      body: 'Paharganj and Karol Bagh hotels win direct bookings with fast mobile sites, Google Hotel Ads and reviews that mention cleanliness and distance from the station.',
    },
  ],
  serviceIds: [
    'city-service:seo:delhi',
    'city-service:ppc:delhi',
    'city-service:social-media:delhi',
    'city-service:web-development:delhi',
    'service:local-business-seo',
  ],
  nearby: ['location:delhi', 'special:connaught-place', 'location:delhi/south-delhi'],
  faqs: [
    {
      question: 'Can a wholesale shop in Sadar Bazar benefit from digital marketing?',
      answer:
        'Yes. Retailers across north India search for suppliers online. A catalogue website, a Google Business Profile and modest search ads usually bring new bulk enquiries within the first two months.',
    },
    {
      question: 'How do you market a civil-services coaching institute in Rajinder Nagar?',
      answer:
        'With Hindi and English content around each exam stage, YouTube lectures that show teaching quality, honest result claims that follow the CCPA coaching advertisement guidelines, and search campaigns timed to the UPSC calendar.',
    },
    {
      question: 'Do you visit clients in Central Delhi?',
      answer:
        'Yes. Our strategists visit Karol Bagh, Chandni Chowk and Paharganj clients in person, usually for the kick-off and for quarterly reviews.',
    },
  ],
};
