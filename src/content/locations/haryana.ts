// Location page content for Haryana: our home state, its business cities and how businesses across
// the state win customers online.
import type { LocationContent } from './schema';
import {
  officeAddressLine,
  officeAreaLine,
  officeInRegion,
  officeRegion,
} from '../../../shared/facts/office-phrases';

/** Whether the office is in Haryana: the page then speaks of the state as home. */
const home = officeInRegion('Haryana');

export const content: LocationContent = {
  intro: [
    `${
      home ? `${officeRegion} is our home state: our office is in ${officeAreaLine}, and we` : 'We'
    } have worked with businesses from Panchkula to Faridabad and from Panipat to Hisar. The state's economy runs on factories, farms and the offices of Gurugram, and each of those worlds has its own customers and its own way of buying.`,
    'We run SEO, Google Ads, social media and websites for Haryana manufacturers and exporters, real estate developers, hospitals, schools, universities and coaching centres, agri-businesses and local retailers. For audiences outside Gurugram, Hindi and Haryanvi-flavoured creative often beats polished English.',
  ],
  economy:
    "Haryana is one of India's largest vehicle-making states, with Maruti Suzuki plants in Gurugram, Manesar and Kharkhoda and two-wheeler plants of Honda and Hero MotoCorp in Manesar and Dharuhera, supported by component makers in IMT Manesar, IMT Bawal and Faridabad. Panipat leads the world in recycled textiles and blankets, Yamunanagar makes much of India's plywood, Ambala is the centre of scientific instruments and Hisar makes steel. The state is also a major producer of wheat, basmati rice and milk, and Gurugram is one of India's largest corporate office markets.",
  areasCovered: [
    'Gurugram and Manesar',
    'Faridabad and Ballabgarh',
    'Sonipat and Kundli',
    'Panipat',
    'Karnal',
    'Ambala and Yamunanagar',
    'Panchkula',
    'Rohtak',
    'Hisar',
    'Rewari and Bawal',
  ],
  highlights: [
    {
      title: 'Industrial belts sell by search',
      body: 'Component makers in Manesar, Bawal and Faridabad win new OEM and export buyers with capability pages and Google Ads on process and material keywords.',
    },
    {
      title: 'Hindi creative outside Gurugram',
      body: 'In Rohtak, Hisar, Karnal and Bhiwani, Hindi ads and local references outperform English. Families choosing a school or hospital want to hear from someone who sounds local.',
    },
    {
      title: 'Education and coaching across the state',
      body: 'Haryana families invest heavily in education, from universities in Sonipat to coaching centres in Rohtak. Season-timed search and YouTube campaigns fill batches at lower cost per admission.',
    },
  ],
  serviceIds: [
    'city-service:seo:haryana',
    'service:ppc',
    'service:seo/local',
    'service:manufacturing-seo',
    'service:real-estate-seo',
  ],
  nearby: [
    'location:delhi',
    'location:uttar-pradesh/noida',
    'city-service:seo:chandigarh',
    'location:jaipur',
  ],
  cities: [
    {
      name: 'Gurugram',
      note: 'Corporate offices, global capability centres, real estate and the Manesar auto belt.',
      pageId: 'location:haryana/gurgaon',
    },
    {
      name: 'Faridabad',
      note: 'Tractors, construction equipment, auto components and forgings.',
      pageId: 'location:haryana/faridabad',
    },
    {
      name: 'Sonipat',
      note: 'Kundli and Rai industrial areas, private universities and the new Maruti plant at Kharkhoda.',
      pageId: 'location:haryana/sonipat',
    },
    {
      name: 'Panipat',
      note: 'Recycled textiles, blankets, home furnishings and the IOCL refinery.',
      pageId: 'location:haryana/panipat',
    },
    {
      name: 'Karnal',
      note: 'Basmati rice mills, dairy research and agricultural trade.',
      pageId: 'location:haryana/karnal',
    },
    {
      name: 'Ambala',
      note: 'Scientific instruments, laboratory glassware and the cantonment cloth market.',
      pageId: 'location:haryana/ambala',
    },
  ],
  faqs: [
    {
      question: 'Where can we meet you in Haryana?',
      answer: home
        ? `At our office, ${officeAddressLine}: clients from across Haryana visit us there, and our strategists travel to clients in Faridabad, Sonipat, Panipat, Karnal and beyond.`
        : `At your own office: our strategists travel to clients in Gurugram, Faridabad, Sonipat, Panipat, Karnal and beyond, and you are welcome at ours, ${officeAddressLine}.`,
    },
    {
      question: 'Do you work with small businesses in Haryana towns?',
      answer:
        'Yes. For shops, clinics and schools in towns such as Bhiwani, Sirsa or Rohtak, we often start with a Google Business Profile and a small search budget of ₹10,000 to ₹20,000 a month.',
    },
    {
      question: 'Can you help Haryana manufacturers export?',
      answer:
        'Yes. We build export-ready websites and run SEO and LinkedIn campaigns for manufacturers in Panipat, Faridabad, Manesar and Bawal who want buyers in the Gulf, Europe and North America.',
    },
  ],
};
