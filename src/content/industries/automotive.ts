// Industry page content for automotive: digital marketing for Indian dealerships, service centres
// and auto-component makers, from test drives to parts enquiries.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'Car and two-wheeler buyers in India spend weeks researching online before they visit a showroom. They watch reviews on YouTube, compare on-road prices and variants on CarDekho or BikeWale, check Bharat NCAP ratings and ask owners’ groups about service costs. By the time they walk in, most have narrowed their choice to one or two models and are deciding where to buy.',
    'That makes the dealership’s own online presence decisive: a Google Business Profile with strong ratings, an offers page that is kept up to date, and a quick WhatsApp reply often decide which showroom gets the booking. After the sale, service, insurance renewals and accessories are where dealers earn steady margins, and digital reminders keep that business from moving to local garages.',
    'We also work with component manufacturers and aftermarket parts brands, who need B2B enquiries rather than footfall.',
  ],
  challenges: [
    {
      title: 'Same model, many dealers',
      body: 'Buyers can get the same car from several dealers in one city, so price, service and speed of response decide the sale.',
    },
    {
      title: 'OEM brand guidelines',
      body: 'Manufacturers control creative and offers tightly, leaving dealers little room to differentiate.',
    },
    {
      title: 'Service retention',
      body: 'After the free services end, many owners drift to independent garages.',
    },
    {
      title: 'Aggregator leads',
      body: 'Leads bought from auto portals are shared with competing dealers and often cold by the time they are called.',
    },
  ],
  strategies: [
    {
      title: 'Showroom-level local search',
      body: 'A Google Business Profile for each showroom and workshop, with accurate hours, offers and a steady stream of reviews.',
    },
    {
      title: 'Model and offer landing pages',
      body: 'Pages for each model with on-road prices for the city, current offers and a test-drive booking form, fed by search campaigns.',
    },
    {
      title: 'WhatsApp-first response',
      body: 'Instant replies with brochures, price sheets and test-drive slots, followed by a call from the sales team.',
    },
    {
      title: 'Service and renewal journeys',
      body: 'Automated reminders for services, insurance renewal and extended warranty, sent by WhatsApp and SMS.',
    },
  ],
  kpis: [
    {
      name: 'Cost per test drive',
      benchmark: '₹1,000 to ₹3,500 for cars; ₹300 to ₹900 for two-wheelers',
      why: 'Test drives are the best predictor of bookings.',
    },
    {
      name: 'Lead-to-booking rate',
      benchmark: '8% to 15% for own-channel leads',
      why: 'Shows lead quality and how well the sales team follows up.',
    },
    {
      name: 'Response time',
      benchmark: 'Under 10 minutes during showroom hours',
      why: 'The first dealer to respond often wins the buyer.',
    },
    {
      name: 'Service retention rate',
      benchmark: '60% or more of vehicles returning after free services',
      why: 'Service revenue is a dealer’s steadiest margin.',
    },
    {
      name: 'Google rating per outlet',
      benchmark: '4.4 or higher',
      why: 'Ratings shape which showroom buyers choose to visit.',
    },
  ],
  caseStudy: {
    title: 'A multi-brand dealer group fills its test-drive calendar',
    situation:
      'A dealer group with five car showrooms and three workshops in north India was buying most of its leads from portals and had inconsistent Google profiles across outlets.',
    actions: [
      'Cleaned up and optimised the Google Business Profile of every outlet',
      'Built model pages with city on-road prices and test-drive booking',
      'Ran search campaigns on model and “near me” terms for each showroom',
      'Automated WhatsApp replies and service reminders through the dealer CRM',
    ],
    results: [
      { label: 'Test drives from own channels', value: '2.4x' },
      { label: 'Cost per booking', value: '31% lower' },
      { label: 'Service retention after free services', value: '48% to 63%' },
    ],
  },
  regulations: [
    {
      title: 'Misleading price and offer claims',
      body: 'The CCPA’s 2022 guidelines on misleading advertisements require prices and offers to state their conditions clearly, such as ex-showroom versus on-road, validity dates and eligibility for exchange bonuses.',
    },
    {
      title: 'Safe driving in advertising',
      body: 'The ASCI code expects vehicle ads not to show dangerous or illegal driving, and riders shown on two-wheelers should wear helmets.',
    },
    {
      title: 'Consent for calls and messages',
      body: 'TRAI’s commercial communication rules and the DPDP Act govern follow-up calls, SMS and WhatsApp messages to leads and owners.',
    },
  ],
  serviceIds: [
    'service:automotive-seo',
    'service:seo/local',
    'service:ppc',
    'service:marketing-automation',
    'service:youtube-marketing',
  ],
  faqs: [
    {
      question: 'Can dealers advertise when the OEM runs national campaigns?',
      answer:
        'Yes. National campaigns build demand; dealer campaigns capture it locally with city prices, offers and showroom details, within the OEM’s brand guidelines.',
    },
    {
      question: 'Are portal leads worth buying?',
      answer:
        'They can be, if called within minutes. We compare cost per booking across portals and your own channels, and most dealers find their own leads convert better.',
    },
    {
      question: 'How do you help our service business?',
      answer:
        'With workshop Google profiles, online service booking and automated reminders for services, insurance and warranty renewals.',
    },
    {
      question: 'Do you work with auto-component manufacturers?',
      answer:
        'Yes. For component makers we run B2B programmes: capability pages, LinkedIn outreach to OEM purchase teams and aftermarket distributor campaigns.',
    },
  ],
};
