// Location page content for Karnataka: Bangalore and the state's other business cities, and how
// businesses across Karnataka win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Karnataka is more than Bangalore. Mysuru, Mangaluru, Hubballi-Dharwad and Belagavi each have their own industries, hospitals, colleges and loyal local customers, and their businesses usually face far less online competition than a Bangalore firm in the same category.',
    'We run digital marketing across Karnataka, from SaaS companies and hospitals in Bangalore to foundries in Belagavi, cashew processors near Mangaluru and tourism businesses in Mysuru and Coorg. Kannada creative is standard for consumer campaigns outside the capital, with English for B2B and national audiences.',
  ],
  economy:
    "Bengaluru dominates the state's output with software, startups, aerospace and biotech. Mysuru is known for silk, sandalwood, tourism and a growing IT presence; Mangaluru for its port, refinery, banking heritage and cashew processing; Belagavi for foundries and a precision-engineering and aerospace supply cluster; and Hubballi-Dharwad for trade, education and manufacturing. Tumakuru hosts HAL's helicopter factory and an industrial corridor, and coffee from Chikkamagaluru and Kodagu leads national production.",
  areasCovered: [
    'Bengaluru Urban and Rural',
    'Mysuru',
    'Mangaluru and Udupi',
    'Hubballi-Dharwad',
    'Belagavi',
    'Tumakuru',
    'Kalaburagi',
    'Chikkamagaluru and Kodagu',
  ],
  highlights: [
    {
      title: 'Kannada content for the state',
      body: 'Outside Bangalore, Kannada ads and pages reach far more people per rupee. Even in Bangalore, Kannada festival campaigns for Ugadi and Dasara stand out against English-only competitors.',
    },
    {
      title: 'Tourism search in Mysuru and Coorg',
      body: 'Homestays, resorts and tour operators win direct bookings with destination guides, Google Business Profiles and Instagram, especially ahead of Mysuru Dasara and the monsoon season.',
    },
    {
      title: 'Industrial suppliers beyond the capital',
      body: 'Belagavi foundries and Tumakuru manufacturers win OEM and export buyers with capability pages and LinkedIn campaigns that highlight certifications and capacities.',
    },
  ],
  serviceIds: [
    'service:seo',
    'service:ppc',
    'service:seo/local',
    'service:social-media',
    'service:travel-tourism-seo',
  ],
  nearby: ['location:tamil-nadu', 'location:maharashtra', 'location:hyderabad'],
  cities: [
    {
      name: 'Bengaluru',
      note: 'IT, startups, global capability centres, aerospace and biotech.',
      pageId: 'location:bangalore',
    },
    { name: 'Mysuru', note: 'Silk, sandalwood, tourism, IT campuses and education.' },
    {
      name: 'Mangaluru',
      note: 'Port trade, refining, cashew processing, banking and medical colleges.',
    },
    {
      name: 'Hubballi-Dharwad',
      note: 'Trade for north Karnataka, education and light manufacturing.',
    },
    { name: 'Belagavi', note: 'Foundries, precision engineering and an aerospace supply cluster.' },
  ],
  faqs: [
    {
      question: 'Do you work with businesses outside Bangalore?',
      answer:
        'Yes. We run campaigns for hospitals, colleges, manufacturers and tourism businesses in Mysuru, Mangaluru, Hubballi-Dharwad and Belagavi, with Kannada content where it helps.',
    },
    {
      question: 'Are ad costs lower in tier-2 Karnataka cities?',
      answer:
        'Usually, yes. Clicks for local healthcare, education and home services in Mysuru or Hubballi often cost less than half what they do in Bangalore.',
    },
    {
      question: 'Can you promote a Coorg homestay or resort?',
      answer:
        'Yes. We build a booking-ready website, optimise the Google Business Profile and listings, and run Instagram and search campaigns aimed at weekend travellers from Bangalore and beyond.',
    },
  ],
};
