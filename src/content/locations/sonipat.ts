// Location page content for Sonipat: Kundli and Rai industry, the Education City universities and
// Kharkhoda, and how Sonipat businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** The distance holds only while the office is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    "Sonipat is changing faster than any other city on Delhi's northern edge. Factories in Kundli and Rai make food products, plastics, auto parts and consumer goods for the Delhi market; Rajiv Gandhi Education City holds some of India's best-known private universities; and Maruti Suzuki's new plant at Kharkhoda is drawing a fresh wave of suppliers and housing.",
    'We help Sonipat manufacturers, universities and schools, real estate developers, hospitals and roadside businesses along the Murthal stretch reach customers online. Industrial clients need B2B enquiries from the NCR and beyond, while consumer businesses need to win local searches in a city where many residents commute to Delhi.',
  ],
  economy:
    "Sonipat's industry is concentrated in the HSIIDC estates at Kundli, Rai and Barhi, close to the Delhi border and the Kundli-Manesar-Palwal Expressway, making food processing, plastics, packaging, footwear and engineering goods. Ashoka University, O.P. Jindal Global University and other institutions in Rai and around the city bring students and faculty from across India. Maruti Suzuki's Kharkhoda plant is creating a new automotive cluster, and the dhabas of Murthal are a destination in their own right.",
  areasCovered: [
    'Kundli',
    'Rai Industrial Area',
    'Barhi',
    'Rajiv Gandhi Education City',
    'Murthal',
    'Kharkhoda',
    'Ganaur',
    'Gohana',
    'Model Town and Sector 14',
  ],
  highlights: [
    {
      title: 'Suppliers for the new auto cluster',
      body: 'Component makers setting up near Kharkhoda need to be found by OEM and Tier 1 purchase teams. Capability pages and LinkedIn outreach help new suppliers get on vendor lists faster.',
    },
    {
      title: 'University admissions marketing',
      body: 'Private universities in Sonipat compete nationally for students. Programme pages that rank, webinar funnels and YouTube content featuring faculty and alumni bring qualified applications.',
    },
    {
      title: 'Murthal and highway businesses',
      body: 'Dhabas and highway restaurants win Delhi day-trippers through Google Maps, Instagram reels and accurate late-night hours, which are often wrong on their profiles.',
    },
  ],
  serviceIds: [
    'city-service:seo:sonipat',
    'service:ppc',
    'service:education-seo',
    'service:manufacturing-seo',
    'service:seo/local',
  ],
  nearby: ['location:delhi', 'location:haryana/panipat', 'location:haryana/rohtak'],
  faqs: [
    {
      question: 'Do you work with manufacturers in Kundli and Rai?',
      answer:
        'Yes. We build specification-led websites and run Google Ads and LinkedIn campaigns that bring enquiries from distributors, brands and OEMs across NCR and north India.',
    },
    {
      question: 'Can you help a Sonipat university with admissions?',
      answer:
        'Yes. We run programme SEO, search and YouTube campaigns and webinar funnels timed to the admissions cycle, and we report cost per application and cost per enrolment.',
    },
    {
      question: 'How far is Sonipat from your office?',
      answer: local
        ? 'About an hour and a half from Gurugram via the Kundli-Manesar-Palwal Expressway. We visit Sonipat clients for kick-offs and quarterly reviews.'
        : `Our office is in ${officeLocality}. We visit Sonipat clients for kick-offs and quarterly reviews.`,
    },
  ],
};
