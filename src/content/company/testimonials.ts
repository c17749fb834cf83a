// Client testimonials in the clients' own words, with the service each one bought. Names are shown
// as first name and initial, at the clients' request; figures match the case studies where shared.
// Each is a client result (shared/facts/result-claims.ts): a production build with real facts shows
// only those that name their basis.
import type { Testimonial } from './schema';
import { site } from '../../../shared/site';
import { unbasedResultsShown } from '../../../shared/facts/unbased-results';

const written: Testimonial[] = [
  {
    id: 'delhi-dental-chain',
    quote: `Our four clinics in South Delhi shared one Google listing and a website nobody had touched since 2019. ${site.name} set up a profile for each branch, built a simple way for patients to leave reviews after a visit and rewrote our treatment pages in plain language. Calls from Google Maps went from about 90 to 260 a month in six months, and the front desk now hears "we found you on Google" more than anything else.`,
    name: 'Neha G.',
    role: 'Founder and lead orthodontist',
    companyType: 'Dental clinic chain with four branches',
    city: 'New Delhi',
    serviceId: 'service:seo/local',
    rating: 5,
  },
  {
    id: 'gurugram-developer-sales',
    quote: `Every agency before them sold us leads. ${site.name} asked how many leads became site visits, and the answer embarrassed all of us. Ten months later our cost per site visit is down 58%, and the six-minute callback routine they built with our sales team matters as much as the ads do.`,
    name: 'Amit K.',
    role: 'Vice President, Sales',
    companyType: 'Residential real estate developer',
    city: 'Gurugram',
    serviceId: 'service:ppc',
    rating: 5,
  },
  {
    id: 'mumbai-skincare-founder',
    quote:
      'We were ready to cut Meta ads because return on ad spend had fallen to 1.9x. The team found two problems we could not see: tired creative and a checkout that lost people at the last step. With four to six new ads tested every week and a faster store, we are at 4.1x and spending more, not less.',
    name: 'Sanjana R.',
    role: 'Co-founder',
    companyType: 'Direct-to-consumer skincare brand',
    city: 'Mumbai',
    serviceId: 'service:facebook-ads',
    rating: 5,
  },
  {
    id: 'pune-saas-marketing',
    quote:
      'Publishing honest comparison pages against bigger competitors felt risky. They became our best-converting pages. Demo requests are up 3.2x over the year, and our sales team finally gets leads that have already read about pricing and integrations before the first call.',
    name: 'Prateek D.',
    role: 'Head of Marketing',
    companyType: 'B2B SaaS company',
    city: 'Pune',
    serviceId: 'service:content',
    rating: 5,
  },
  {
    id: 'surat-textile-exporter',
    quote: `Buyers in Europe search by fabric construction, GSM and certification, not by our company name. ${site.name} rebuilt our catalogue around those specifications and paired it with LinkedIn outreach to sourcing managers. We had 140 qualified export enquiries in six months, and several arrived with a tech pack already attached.`,
    name: 'Jignesh P.',
    role: 'Export Director',
    companyType: 'Textile manufacturer and exporter',
    city: 'Surat',
    serviceId: 'service:manufacturing-seo',
    rating: 5,
  },
  {
    id: 'jaipur-coaching-director',
    quote:
      'Admissions in coaching are all about timing. The team planned search and YouTube campaigns around board results and exam dates, and our counsellors got enquiries when they had time to call back. We filled 1,850 seats in the season and our cost per admission from digital came down by 37%.',
    name: 'Rakesh S.',
    role: 'Director',
    companyType: 'Competitive-exam coaching institute',
    city: 'Jaipur',
    serviceId: 'service:youtube-marketing',
    rating: 5,
  },
  {
    id: 'bengaluru-hospital-marketing',
    quote: `Thirty-eight doctors, three branches and one outdated website. ${site.name} built a profile page for every consultant, cleaned up our Google Business Profiles and shortened the booking form. Online appointments went from 410 to 960 a month, and our medical director signs off every clinical page before it goes live, which gave the doctors confidence.`,
    name: 'Kavitha R.',
    role: 'Marketing Manager',
    companyType: 'Multi-specialty hospital',
    city: 'Bengaluru',
    serviceId: 'service:healthcare-seo',
    rating: 5,
  },
  {
    id: 'hyderabad-ca-firm',
    quote:
      'It took about five months before enquiries moved, which was longer than I hoped, but they told us that in the first meeting and showed us ranking progress every month. Our GST registration and startup compliance pages now rank in Hyderabad, and consultations booked through the website rose from three a week to eleven.',
    name: 'Srinivas M.',
    role: 'Managing Partner',
    companyType: 'Chartered accountancy firm',
    city: 'Hyderabad',
    serviceId: 'service:finance-seo',
    rating: 4,
  },
  {
    id: 'chennai-auto-components',
    quote: `Our buyers are purchase heads at vehicle makers and Tier-1 suppliers, a few hundred people in all. ${site.name} ran LinkedIn campaigns at 140 named companies with case studies on our machining tolerances. We received 23 requests for quotation in one quarter and two are now running contracts, from a budget smaller than one trade show stall.`,
    name: 'Senthil K.',
    role: 'General Manager, Marketing',
    companyType: 'Auto-components manufacturer',
    city: 'Chennai',
    serviceId: 'service:linkedin-ads',
    rating: 5,
  },
  {
    id: 'kolkata-restaurant-group',
    quote:
      'We wanted more orders without paying 25% to 30% commission on every one. The new menu site with our own ordering, plus better Google listings for all three outlets, means 18% of delivery orders now come to us directly. Photography took longer than planned, so I would have liked a tighter schedule, but the results are real.',
    name: 'Ritika B.',
    role: 'Owner',
    companyType: 'Restaurant group with three outlets',
    city: 'Kolkata',
    serviceId: 'service:food-restaurant-seo',
    rating: 4,
  },
  {
    id: 'ahmedabad-furniture-maker',
    quote:
      'Our old website took eight seconds to open on a phone and most of our buyers are on phones. The new site opens in under two seconds, every product has a WhatsApp button with the product name already filled in, and WhatsApp enquiries are up 70% since launch.',
    name: 'Nirav S.',
    role: 'Founder',
    companyType: 'Furniture manufacturer and retailer',
    city: 'Ahmedabad',
    serviceId: 'service:web-design',
    rating: 5,
  },
  {
    id: 'lucknow-chikankari-brand',
    quote: `We had thousands of past customers and never wrote to them. ${site.name} set up welcome, post-purchase and festive journeys on email and WhatsApp, with proper opt-ins. Repeat orders went from 19% to 31% of all orders in a year, and the Eid and Diwali campaigns paid for the whole programme.`,
    name: 'Farhan A.',
    role: 'Director',
    companyType: 'Chikankari apparel brand selling online',
    city: 'Lucknow',
    serviceId: 'service:email',
    rating: 5,
  },
  {
    id: 'indore-logistics-operations',
    quote:
      'Quote requests used to arrive by email, website and IndiaMART, and someone copied each one into Zoho by hand. Now every request lands in the CRM with the right branch, the customer gets a WhatsApp acknowledgement and the branch head gets an alert. It saves our coordinators about 25 hours a week, and nothing gets lost over the weekend.',
    name: 'Ankita J.',
    role: 'Head of Operations',
    companyType: 'Road freight and warehousing company',
    city: 'Indore',
    serviceId: 'service:business-automation',
    rating: 5,
  },
  {
    id: 'chandigarh-law-firm',
    quote: `Bar Council rules mean we cannot advertise like other businesses, and most agencies did not understand that. ${site.name} wrote practice-area guides on property disputes and NRI matters that explain the law without soliciting work. Consultation requests roughly doubled in a year. Reporting could be simpler for partners who are not marketers.`,
    name: 'Gurpreet S.',
    role: 'Partner',
    companyType: 'Law firm',
    city: 'Chandigarh',
    serviceId: 'service:legal-services-seo',
    rating: 4,
  },
  {
    id: 'gurugram-interiors-assistant',
    quote: `Four in ten of our enquiries arrive after 8 pm, when our designers are offline. The WhatsApp assistant ${site.name} built answers in Hindi and English, asks about flat size, budget and possession date, and books a design consultation. Our team starts each morning with qualified appointments instead of a pile of unanswered messages.`,
    name: 'Sonal M.',
    role: 'Head of Customer Experience',
    companyType: 'Home interiors company',
    city: 'Gurugram',
    serviceId: 'service:ai-automation',
    rating: 5,
  },
  {
    id: 'kochi-ayurveda-resort',
    quote: `We depended on booking sites for almost every guest and paid them heavily for it. ${site.name} wrote treatment and monsoon-season pages that rank for the searches wellness travellers make, and fixed our booking engine links. Direct bookings grew from 22% to 41% of room nights in eighteen months.`,
    name: 'Anil T.',
    role: 'General Manager',
    companyType: 'Ayurveda wellness resort',
    city: 'Kochi',
    serviceId: 'service:travel-tourism-seo',
    rating: 5,
  },
];

/** The testimonials this build shows. */
export const testimonials: Testimonial[] = unbasedResultsShown
  ? written
  : written.filter((testimonial) => testimonial.basis);

/** Every testimonial as written, for `npm run facts`. */
export const allTestimonials: readonly Testimonial[] = written;
