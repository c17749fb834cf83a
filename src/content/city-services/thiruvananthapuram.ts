// Thiruvananthapuram's city-service content: the profile of Kerala's capital and its SEO page, written
// for Technopark firms, Ayurveda and coastal tourism, hospitals and a Malayalam-first local market.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'thiruvananthapuram',
    economy:
      "Thiruvananthapuram is Kerala's capital, and beyond the state secretariat it is home to Technopark at Kazhakoottam, one of India's oldest and largest IT parks, and to ISRO's Vikram Sarabhai Space Centre at Thumba. Specialist hospitals such as the Regional Cancer Centre and Sree Chitra Tirunal Institute, together with private multi-speciality groups, draw patients from across South Kerala and the Gulf. Kovalam, Varkala and the Ayurveda resorts along the coast support a year-round wellness tourism trade, and the new deep-water port at Vizhinjam is drawing logistics and shipping businesses to the district.",
    keyIndustries: [
      'IT and software services at Technopark',
      'Healthcare and medical travel',
      'Ayurveda, wellness and coastal tourism',
      'Government and space research',
      'Ports, shipping and logistics',
      'Education and PSC coaching',
    ],
    localities: [
      'Technopark and Kazhakoottam',
      'Pattom',
      'Kowdiar',
      'MG Road and Statue',
      'East Fort and Chalai market',
      'Thampanoor',
      'Kovalam',
      'Vizhinjam',
    ],
    nearby: ['chennai', 'bangalore'],
  },
  services: {
    seo: {
      intro: `Thiruvananthapuram businesses sell to an unusually wide audience: a German guest planning a three-week Ayurveda treatment, a Malayali family in Dubai looking for a cardiologist back home, a US company evaluating a Technopark software vendor. Each of them starts with a search, often in English, sometimes in Malayalam. We run SEO for businesses in the capital remotely from ${officeLocality}, working with local writers for Malayalam content and visiting for shoots and planning.`,
      localMarket:
        "Ayurveda centres and resorts around Kovalam are among the most active SEO buyers, targeting international searches like 'authentic ayurveda panchakarma kerala' and domestic ones for 'ayurveda treatment trivandrum'. Hospitals and specialist clinics want patients from across South Kerala, Tamil Nadu's border districts and the Gulf, software firms in Technopark want overseas clients and Indian enterprise buyers, and PSC coaching centres in the city want the tens of thousands of aspirants who prepare for Kerala Public Service Commission exams. Many local searches are in Malayalam or Manglish, such as 'തിരുവനന്തപുരം ആയുർവേദ ചികിത്സ' or 'trivandrum il nalla dental clinic'. Demand has its own rhythm: shopping and food searches peak before Onam, foreign tourism runs from October to March, the monsoon month of Karkidakam is the traditional season for Ayurvedic rejuvenation therapy, and Attukal Pongala brings huge numbers of visitors to the city each February or March.",
      competition:
        "Ayurveda and wellness keywords are competitive, with large resort brands, Kerala Tourism's own content and international wellness portals all ranking well. Hospitals in the capital also compete with well-known groups in Kochi and with doctor-booking apps for the same patients from the Gulf. Software services keywords are contested by larger firms in Kochi and Bangalore. Local service competition in the city is moderate, and Malayalam content is much less crowded than English.",
      approach: [
        {
          title: 'Write with medical and Ayurvedic accuracy',
          body: 'Treatment pages for hospitals and Ayurveda centres are written with your doctors and vaidyas, describe procedures, durations and contraindications accurately, and avoid cure claims that breach advertising rules or lose trust.',
        },
        {
          title: 'Reach the Gulf and international visitors',
          body: 'We create content for Malayali families abroad and international guests, covering visas, travel, treatment length and costs, and target searches from the UAE, Saudi Arabia, Europe and the US.',
        },
        {
          title: 'Use Malayalam where it wins',
          body: 'For clinics, coaching and consumer businesses we add Malayalam pages written by native writers, targeting searches that English pages cannot reach.',
        },
        {
          title: 'Give Technopark firms credible case studies',
          body: 'Software companies get service pages and detailed case studies built with their engineering teams, designed for overseas buyers who compare vendors carefully.',
        },
      ],
      example: {
        title: 'An Ayurveda treatment centre near Kovalam',
        body: 'A family-run Ayurveda centre with 18 rooms relied on two international booking platforms and repeat guests. We built pages for each treatment programme with duration, daily routine, diet and doctor profiles, published guides to choosing an authentic centre and to monsoon Karkidakam therapy, and added German and French versions of key pages. Direct bookings rose, including in the traditionally slower monsoon months.',
        metrics: [
          { label: 'Direct booking enquiries', value: '+190% in a year' },
          { label: 'Monsoon-season occupancy', value: '41% to 68%' },
          { label: 'Organic visitors from Europe', value: '3.4x' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 per month',
        includes: [
          'Technical audit including Malayalam page rendering',
          'Keyword research in English and Malayalam',
          'Two to three treatment, service or case-study pages a month',
          'Google Business Profile for centre, clinic or office',
          'Monthly report on enquiries and bookings',
        ],
        note: 'Local businesses usually do well on the starting plan, while Ayurveda resorts, hospitals and IT firms targeting international buyers typically invest ₹30,000 to ₹60,000 a month, especially when pages in European languages are involved. Travel for photography is billed at cost, and we schedule visits outside the monsoon.',
      },
      faqs: [
        {
          question: 'Can an Ayurveda centre rank against large resorts?',
          answer:
            'Yes, for specific treatments and authentic experiences. Detailed, honest treatment pages and real guest stories often outperform bigger brands on those searches.',
        },
        {
          question: 'Should we publish in Malayalam?',
          answer:
            'For clinics, coaching centres and local services, yes. For international tourism and IT services, English and sometimes European languages matter more.',
        },
        {
          question: 'Are there rules for healthcare and Ayurveda content?',
          answer:
            'Yes. Claims must be accurate and follow Indian rules on medical and AYUSH advertising, so we review content with your practitioners before publishing.',
        },
        {
          question: 'Do you have a team in Thiruvananthapuram?',
          answer: `No, our strategy team is in ${officeLocality} and works with Malayalam writers remotely. We visit for photography and planning when needed.`,
        },
      ],
    },
  },
};
