// Location page content for Bangalore: the tech capital, its business districts and how its
// startups and local businesses win customers online.
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Bangalore buys on evidence. Its founders read the attribution report, its product teams ask what the cost per demo was, and its residents compare three dermatologists on Practo before booking one. Marketing that works here is measurable from the first week, which suits how we run every account.',
    'We work with Bangalore SaaS companies, hospitals, D2C brands, real estate developers and neighbourhood businesses across the city, from Koramangala and Indiranagar to Whitefield and Electronic City. Our strategists travel to Bangalore every month, and client reviews run on the same dashboards the client’s own team uses.',
  ],
  economy:
    "Bengaluru is India's technology capital: the headquarters of Infosys and Wipro, the home of more unicorns than any other Indian city, and the largest base of global capability centres run by multinationals. Around the software economy sit aerospace and defence around HAL, biotech led by Biocon in Electronic City, machine tools and engineering in Peenya Industrial Area, garment exporters along Mysore Road and a large private healthcare sector.",
  areasCovered: [
    'Koramangala and HSR Layout',
    'Indiranagar and MG Road',
    'Whitefield and ITPL',
    'Outer Ring Road: Marathahalli to Bellandur',
    'Electronic City',
    'Manyata Tech Park and Hebbal',
    'Jayanagar and JP Nagar',
    'Peenya Industrial Area',
    'Yelahanka',
    'Sarjapur Road',
  ],
  highlights: [
    {
      title: 'Pipeline, not traffic',
      body: 'B2B companies here judge marketing on demos booked and pipeline created. We connect Google Ads, LinkedIn and organic content to HubSpot or Salesforce so every channel reports against revenue.',
    },
    {
      title: 'Commute-aware local targeting',
      body: 'A 10 km trip across Bangalore can take an hour, so a clinic in HSR Layout gains little from an ad shown in Yelahanka. We target by travel time from each branch rather than by one city-wide radius.',
    },
    {
      title: 'Multilingual reach',
      body: 'Bangalore is English-first at work but Kannada, Tamil, Telugu and Hindi at home. Kannada creatives for local services and festival campaigns for Ugadi and Dasara reach the audiences competitors miss.',
    },
  ],
  serviceIds: [
    'city-service:seo:bangalore',
    'city-service:ppc:bangalore',
    'city-service:social-media:bangalore',
    'city-service:content:bangalore',
    'city-service:email:bangalore',
    'city-service:web-development:bangalore',
  ],
  nearby: ['location:karnataka', 'location:chennai', 'location:hyderabad'],
  faqs: [
    {
      question: 'Do you work with early-stage Bangalore startups?',
      answer:
        'Yes, usually from seed stage once there is a product and a first set of customers. We start with positioning, a conversion-ready website and one paid channel, then add SEO once we know which messages convert.',
    },
    {
      question: 'Is LinkedIn advertising worth it for Bangalore B2B companies?',
      answer:
        'For deal sizes above roughly ₹5 lakh a year it usually is. Cost per lead on LinkedIn in India runs ₹1,500 to ₹6,000, higher than Google, but the leads tend to be decision makers at target accounts.',
    },
    {
      question: 'Can you help our Bangalore hospital with doctor profiles?',
      answer:
        'Yes. We built local SEO for 38 doctors across three branches of a Bangalore hospital, which took online appointments from 410 to 960 a month. The full story is in our case studies.',
    },
  ],
};
