// Location page content for Rohtak: education, healthcare and the fastener cluster around IMT
// Rohtak, and how Rohtak businesses win customers online.
import { priceWithGst } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Rohtak is a city of students, patients and small manufacturers. Maharshi Dayanand University, IIM Rohtak and PGIMS draw people from across Haryana, and the city's coaching centres, hostels, clinics and shops serve them. Industrially, Rohtak is known for nuts, bolts and fasteners, and for the automotive R&D and supplier base growing around IMT Rohtak.",
    'We help Rohtak coaching centres, schools, hospitals and diagnostic labs, fastener and component makers, and retailers grow with local SEO, Google Ads and social media. Campaigns speak Hindi and reach the surrounding districts of Jhajjar, Bhiwani, Jind and Sonipat, where much of the city’s custom comes from.',
  ],
  economy:
    "Education and healthcare are Rohtak's largest service industries: PGIMS is one of north India's major public hospitals, and students arrive for MDU, IIM Rohtak and coaching for government recruitment exams. The city's fastener cluster supplies nuts, bolts and screws to automotive and construction buyers, and IMT Rohtak hosts Maruti Suzuki's research and development centre along with other manufacturers. Agriculture and dairy remain important in the surrounding villages.",
  areasCovered: [
    'Model Town',
    'Delhi Road',
    'Sonipat Road',
    'Quila Road and Railway Road markets',
    'Sector 14 and HUDA sectors',
    'IMT Rohtak',
    'Sampla',
    'Meham',
    'Asthal Bohar',
  ],
  highlights: [
    {
      title: 'Coaching for government jobs',
      body: 'Rohtak coaching centres compete for HSSC, SSC, police and banking aspirants. YouTube classes, Hindi search ads timed to recruitment notifications and honest result pages fill batches.',
    },
    {
      title: 'Regional healthcare demand',
      body: 'Patients from surrounding districts search for specialists and diagnostic tests before travelling to Rohtak. Hindi pages with fees, timings and directions convert those searches into visits.',
    },
    {
      title: 'Fastener makers reaching new buyers',
      body: 'Specification pages for bolts, nuts and screws by grade, size and finish, together with Google Ads on product keywords, bring enquiries from automotive and construction buyers across India.',
    },
  ],
  serviceIds: [
    'service:seo/local',
    'service:education-seo',
    'service:ppc',
    'service:youtube-marketing',
    'service:manufacturing-seo',
  ],
  nearby: [
    'location:haryana/sonipat',
    'location:haryana/bhiwani',
    'location:haryana/hisar',
    'location:haryana/panipat',
  ],
  faqs: [
    {
      question: 'How should a Rohtak coaching centre advertise?',
      answer:
        'Start with YouTube lessons that prove teaching quality, a Google Business Profile with real reviews, and Hindi search ads that switch on when HSSC or SSC notifications are released. Avoid rank or selection claims you cannot document.',
    },
    {
      question: 'Can you help a Rohtak hospital attract patients from nearby districts?',
      answer:
        'Yes. We target Jhajjar, Jind, Bhiwani and Sonipat with specialty pages and ads that explain the journey, fees and facilities, within NMC guidelines.',
    },
    {
      question: 'What does local SEO cost for a Rohtak business?',
      answer: `A single-location business usually starts with our Neighbourhood Business SEO package, from ${priceWithGst('local-business-seo')}, covering the Google Business Profile, reviews, listings and monthly reporting. Businesses with several branches need Local SEO, from ${priceWithGst('seo/local')}.`,
    },
  ],
};
