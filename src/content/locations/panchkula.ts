// Location page content for Panchkula: the Haryana side of the Chandigarh tricity, and how Panchkula
// businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Panchkula is the Haryana side of the Chandigarh tricity: a planned city of green sectors at the foot of the Shivaliks, home to many of the state government's headquarters and a growing number of hospitals, schools and small manufacturers. Its customers are affluent, well educated and used to choosing between businesses in Panchkula, Chandigarh and Mohali.",
    'We help Panchkula hospitals and clinics, schools and coaching centres, IT firms, real estate developers, poultry businesses in Barwala and retailers compete across the tricity. Because customers move freely between the three cities, our campaigns usually target the whole tricity and tune messages for each sector.',
  ],
  economy:
    "Government is Panchkula's biggest employer, with the headquarters of many Haryana departments and the Western Command at Chandimandir nearby. The Industrial Area Phases I and II host light engineering, electronics and food-processing firms, and the IT Park in Sector 22 adds technology services. Barwala in the district is one of north India's major poultry centres, and Pinjore, Kalka and the Morni Hills draw weekend tourists from across the region.",
  areasCovered: [
    'Sector 5 and Sector 9',
    'Industrial Area Phase I and II',
    'IT Park, Sector 22',
    'Mansa Devi Complex',
    'Sector 20 and Sector 21',
    'Pinjore',
    'Kalka',
    'Barwala',
    'Morni Hills',
  ],
  highlights: [
    {
      title: 'Winning across the tricity',
      body: 'Patients and parents compare options in Panchkula, Chandigarh and Mohali together. Content and ads that explain why to cross a city border, such as a specialist, a facility or easier parking, win those comparisons.',
    },
    {
      title: 'Healthcare and wellness',
      body: 'Panchkula hospitals and clinics draw patients from Himachal Pradesh and northern Haryana. Treatment pages and campaigns that reach Solan, Baddi and Yamunanagar expand the catchment.',
    },
    {
      title: 'Weekend tourism',
      body: 'Resorts, cafés and adventure operators in Morni and Pinjore attract weekend visitors through Instagram and Google Maps, with bookings peaking in the winter and the monsoon.',
    },
  ],
  serviceIds: [
    'service:seo/local',
    'service:healthcare-seo',
    'service:ppc',
    'service:social-media',
    'city-service:seo:haryana',
  ],
  nearby: [
    'city-service:seo:chandigarh',
    'location:haryana/ambala',
    'location:haryana/yamunanagar',
  ],
  faqs: [
    {
      question: 'Should a Panchkula business target Chandigarh and Mohali too?',
      answer:
        'Usually yes. Most people in the tricity will travel 20 minutes for a better option, so we target all three cities and adjust bids and messages by distance.',
    },
    {
      question: 'Do you work with poultry businesses in Barwala?',
      answer:
        'Yes. Hatcheries, feed makers and equipment suppliers use us for dealer and farmer enquiries through Hindi content, YouTube and search campaigns across north India.',
    },
    {
      question: 'Can you help a Panchkula school with admissions?',
      answer:
        'Yes. We time campaigns to admission windows from October to March, build campus pages and virtual tours, and run search and Meta ads aimed at parents across the tricity.',
    },
  ],
};
