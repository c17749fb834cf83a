// Panaji's city-service content: the profile of Goa's capital and its SEO page, written for tourism
// and villa rentals, cashew and food brands, pharma units and a sharply seasonal visitor economy.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'panaji',
    economy:
      "Panaji (Panjim) is Goa's capital and the administrative and commercial centre for a state whose economy rests on tourism, pharmaceuticals and, historically, iron ore mining. The offices of Patto Plaza and Porvorim, the casinos moored on the Mandovi and the heritage quarter of Fontainhas sit within a short drive of the North Goa beaches, while pharmaceutical and engineering plants operate in the Kundaim and Verna industrial estates. Second homes and villa rentals bought by buyers from Mumbai, Delhi and Bangalore have become a major business, alongside cashew processing, feni and seafood.",
    keyIndustries: [
      'Tourism, hotels and villa rentals',
      'Pharmaceutical manufacturing',
      'Real estate and second homes',
      'Cashew, feni and food products',
      'Casinos and entertainment',
      'Government and public administration',
    ],
    localities: [
      'Patto Plaza',
      'Fontainhas and Altinho',
      'Miramar and Campal',
      'Porvorim',
      'Dona Paula',
      'Ribandar and Old Goa',
      'Kundaim industrial estate',
      'Calangute-Candolim belt',
    ],
    nearby: ['mumbai', 'pune', 'bangalore'],
  },
  services: {
    seo: {
      intro: `Goa sells itself to the rest of India and the world through search: a couple in Pune looking for a quiet villa, a family in Delhi checking whether the monsoon is a good time to visit, a shopper hunting for Goan cashews to take home. Businesses in and around Panaji that rank for those searches take bookings and orders without paying a platform for each one. We run SEO for Goan businesses remotely from ${officeLocality}, with visits timed outside the December rush.`,
      localMarket:
        "Villa and apartment rental companies, boutique hotels, tour and water-sports operators and restaurants are the biggest SEO buyers around Panaji, competing for searches like 'private pool villa north goa', 'heritage stay fontainhas' or 'best goan fish thali panjim'. Food brands selling cashews, feni, bebinca and Goan masalas want 'buy goa cashew online' traffic from tourists who went home without enough. Property developers and brokers target second-home buyers in Mumbai and Bangalore, and pharmaceutical units in Kundaim and Verna search for contract-manufacturing partners. The season is extreme: demand surges from mid-October, peaks between Christmas and New Year and during Carnival in February, eases after Shigmo in March, and drops in the monsoon from June to September, although searches for monsoon getaways have grown steadily. Some travellers search in Russian and other European languages, especially for stays in North Goa.",
      competition:
        'Accommodation searches are dominated by Airbnb, Booking.com and MakeMyTrip, so a villa or guesthouse must win branded searches, long-tail queries and Google Maps. Goa tourism keywords are heavily targeted by national travel blogs, and local restaurants compete with food media lists. Product searches for cashews and Goan foods are contested by marketplace sellers, many of whom use the Goa name for nuts processed elsewhere.',
      approach: [
        {
          title: 'Target the precise trip, not just Goa',
          body: 'We build pages around the specific stay or experience travellers want, such as a pet-friendly villa in Assagao, a monsoon stay near Panaji or a quiet guesthouse in Fontainhas, instead of competing for "hotels in Goa".',
        },
        {
          title: 'Make the monsoon work',
          body: 'We publish honest content on monsoon travel, from waterfalls and spice farms to which beach shacks stay open, so properties can fill rooms in the quiet months when OTA competition is lower.',
        },
        {
          title: 'Prove Goan origin for food products',
          body: 'Cashew and food brands get pages on sourcing, processing units and grades, with photographs from the factory floor, which helps buyers and Google tell genuine Goan products from generic ones.',
        },
        {
          title: 'Plan around the season',
          body: 'Work peaks between June and September so pages are ranking before October, and we avoid site changes or visits during the December-January peak when owners are fully occupied.',
        },
      ],
      example: {
        title: 'A cashew processor selling to tourists and online',
        body: 'A family cashew business near Panaji sold mostly through its own shop and souvenir stores, with an online store that barely registered in search. We rewrote product pages by grade and roast, published guides on cashew grading and Goan cashew traditions, added Google Business Profile posts for the factory shop and set up a follow-up flow for tourists who bought in person. Online orders from visitors back home, particularly in Mumbai, Bangalore and Delhi, kept growing after the tourist season ended.',
        metrics: [
          { label: 'Online orders per month', value: '60 to 410' },
          { label: 'Orders in the off-season', value: '+250%' },
          { label: 'Product pages in the top 5', value: '19' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Google Business Profile for villas, shop or restaurant',
          'Technical audit of booking or store pages',
          'Two to three stay, experience or product guides a month',
          'Review requests timed to guest check-out',
          'Monthly report on bookings, enquiries and orders',
        ],
        note: 'Most Goan businesses start on the base plan, and costs rise for villa companies with many properties or brands with large product ranges, which usually invest ₹25,000 to ₹45,000 a month. Photography is often the biggest extra cost, and we plan shoots for October or late March when light, weather and availability are best.',
      },
      faqs: [
        {
          question: 'Can a villa company reduce its dependence on Airbnb?',
          answer:
            'Yes, gradually. Strong branded search, a direct-booking site and good listings on Google let repeat guests and people who find you elsewhere book directly.',
        },
        {
          question: 'Is it worth doing SEO in the monsoon?',
          answer:
            'It is the best time for the work, because pages need months to rank before the main season. Monsoon travel content can also bring bookings in months that are usually empty.',
        },
        {
          question: 'Should we publish in Russian or other languages?',
          answer:
            'For properties and tour operators that already receive foreign guests, a few well-translated pages can help. We check search demand before recommending it.',
        },
        {
          question: 'Do you visit Goa?',
          answer:
            'Yes, we fly in to Mopa or Dabolim for shoots and a planning workshop, normally in October or late March before and after the crowds. Day-to-day work is handled remotely.',
        },
      ],
    },
  },
};
