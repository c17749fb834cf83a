// Ranchi's city-service content: the profile of Jharkhand's capital and its SEO page, written for
// hospitals, mining and engineering suppliers, coaching, and Jharkhand's crafts and waterfalls.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'ranchi',
    economy:
      "Ranchi is Jharkhand's capital and the administrative home of much of India's mining and heavy-engineering establishment, with Central Coalfields, MECON, SAIL's research centre and the Heavy Engineering Corporation headquartered in the city. Hundreds of suppliers, contractors and consultancies serve the coal, iron ore and steel operations across the state from industrial areas such as Tupudana and Kokar. RIMS and a growing number of private hospitals, institutions like BIT Mesra and IIM Ranchi, and tourism to the waterfalls and hills around the city round out an economy that is steadily diversifying.",
    keyIndustries: [
      'Mining, coal and heavy engineering',
      'Industrial contracting and supply',
      'Healthcare',
      'Education and coaching',
      'Tourism',
      'Lac, tussar silk and tribal crafts',
    ],
    localities: [
      'Main Road',
      'Lalpur',
      'Doranda',
      'Harmu and Ratu Road',
      'Bariatu and Morabadi',
      'Kanke Road',
      'Dhurwa (HEC area)',
      'Tupudana and Kokar industrial areas',
    ],
    nearby: ['kolkata', 'bhubaneswar', 'raipur'],
  },
  services: {
    seo: {
      intro: `For years, families in Jharkhand who needed serious medical care or a good coaching centre looked first to Kolkata, Delhi or Vellore. That is changing as Ranchi's hospitals, institutes and businesses grow, but many of them are still invisible online. We run SEO for Ranchi businesses remotely from ${officeLocality}, with visits for planning and photography, to help them be found by the people who now search before they travel.`,
      localMarket:
        "Hospitals and diagnostic centres are among the most important SEO buyers in Ranchi, because patients from across Jharkhand and neighbouring districts of Bihar, Odisha and West Bengal search for specialists and treatments, often in Hindi, such as 'रांची में किडनी डॉक्टर' or 'ranchi me best heart hospital'. Industrial suppliers and contractors in Tupudana and Kokar want visibility with coal, steel and power companies, searching for terms like 'conveyor belt supplier jharkhand' or 'mining equipment repair ranchi'. Coaching institutes for JPSC, banking, engineering and medical entrances compete for students across the state, and tourism operators and homestays target visitors to Hundru, Dassam and Jonha falls and the Patratu valley. Demand for medical and coaching searches is steady through the year, while tourism searches peak after the monsoon from September to February, and Durga Puja and Chhath bring festive shopping spikes.",
      competition:
        'Healthcare keywords are contested by hospitals in Kolkata and national chains that target Jharkhand patients, and by doctor platforms. Industrial keywords face competition from suppliers in Dhanbad, Jamshedpur and Kolkata. Local service searches in Ranchi are relatively uncrowded, so a well-organised site and complete business profiles can rank within a few months.',
      approach: [
        {
          title: 'Keep patients close to home',
          body: 'Hospitals get specialist and treatment pages written with their doctors, with clear information on facilities, costs, insurance and Ayushman Bharat acceptance, so families can see that good care is available in Ranchi before they book a train to another city.',
        },
        {
          title: 'Reach districts across Jharkhand',
          body: 'We create content for patients and students travelling from Hazaribagh, Gumla, Lohardaga, Daltonganj and other districts, covering travel, stay and what to bring.',
        },
        {
          title: 'Give industrial suppliers credibility',
          body: 'Suppliers and contractors get pages on their services, equipment, safety records and approvals from public-sector buyers, which procurement teams check before inviting bids.',
        },
        {
          title: 'Work remotely with clear routines',
          body: 'Routine work happens over calls and WhatsApp, and we visit Ranchi for hospital walkthroughs, plant photography and quarterly planning.',
        },
      ],
      example: {
        title: 'A 150-bed multi-speciality hospital in Bariatu',
        body: 'A private hospital with strong cardiology and nephrology departments found that patients from other districts often went to Kolkata without considering it. We built pages for each speciality and key procedure in Hindi and English, added doctor profiles with qualifications and OPD timings, published cost and insurance information, and created Google Business Profile content for each department. Within a year, appointment requests from outside Ranchi grew strongly.',
        metrics: [
          { label: 'Online appointment requests', value: '+170%' },
          { label: 'Patients from other districts', value: '+64%' },
          { label: 'Speciality pages in the top 3', value: '27' },
        ],
      },
      pricing: {
        startingFrom: '₹14,000 per month',
        includes: [
          'Technical audit with fixes for slow pages and broken forms',
          'Hindi and English keyword research for Jharkhand searches',
          'Two to three speciality or service pages a month',
          'Google Business Profile per department or branch',
          'Monthly report on appointments and RFQs',
        ],
        note: 'Fewer Ranchi businesses invest in search, so a plan here needs less content and fewer links than the same trade would need in Kolkata or Patna. Hospitals with many departments and industrial suppliers targeting several states usually invest ₹22,000 to ₹40,000 a month, and visits for photography are billed at cost.',
      },
      faqs: [
        {
          question: 'Can a Ranchi hospital compete with Kolkata hospitals online?',
          answer:
            'Yes, for searches from Jharkhand. Patients prefer to be treated closer to home when they trust the hospital, and detailed, honest pages build that trust.',
        },
        {
          question: 'Should we create content in Hindi?',
          answer:
            'For healthcare, coaching and consumer services, yes. Many searches in Jharkhand are in Hindi, and fewer competitors publish in it.',
        },
        {
          question: 'Can SEO help us win work from public-sector companies?',
          answer:
            'SEO does not replace tenders, but procurement teams and contractors often search for suppliers and check websites. A credible site improves your chances of being invited or shortlisted.',
        },
        {
          question: 'Do you visit Ranchi?',
          answer:
            'Yes, for planning sessions, hospital or plant photography and half-yearly reviews. Between visits the work runs over calls, shared documents and WhatsApp.',
        },
      ],
    },
  },
};
