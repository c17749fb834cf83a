// The full story of the Bangalore hospital case study: local SEO for 38 doctors and three branches
// that took online appointments from 410 to 960 a month.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'bangalore-multispecialty-hospital-appointments',
  clientType: 'Multi-specialty hospital',
  duration: '8 months',
  services: ['service:seo/local', 'service:healthcare-seo', 'service:content'],
  challenge: [
    'The client is a 220-bed multi-specialty hospital group in Bengaluru with branches in Jayanagar, Whitefield and Hebbal and 38 consultants across orthopaedics, cardiology, obstetrics, paediatrics and gastroenterology. Its reputation was strong in the neighbourhoods around each branch, yet online it was losing patients to aggregator apps and to larger chains, which appeared above it for almost every "near me" and specialty search.',
    'The audit found the reasons quickly. The three branches shared one Google Business Profile with the Jayanagar address, while two old duplicate listings for Whitefield still showed a phone number that no longer worked. Doctors had no pages of their own on the hospital website; their names appeared only in a PDF list. The site had one "Departments" page for all specialties, the appointment form asked for eleven fields, and online bookings had plateaued at about 410 a month for two years.',
  ],
  plainChallenge: [
    'The client is a 220-bed multi-specialty hospital group in Bengaluru with branches in Jayanagar, Whitefield and Hebbal and 38 consultants across orthopaedics, cardiology, obstetrics, paediatrics and gastroenterology. Its reputation was strong in the neighbourhoods around each branch, yet online it was losing patients to aggregator apps and to larger chains, which appeared above it for almost every "near me" and specialty search.',
    'The audit found the reasons quickly. The three branches shared one Google Business Profile with the Jayanagar address, while two old duplicate listings for Whitefield still showed a phone number that no longer worked. Doctors had no pages of their own on the hospital website; their names appeared only in a PDF list. The site had one "Departments" page for all specialties, the appointment form asked for eleven fields, and online bookings had not grown for two years.',
  ],
  approach: [
    {
      title: 'Fixed the foundations of every branch listing',
      body: 'We created and verified separate Google Business Profiles for Whitefield and Hebbal, merged the duplicates and corrected the name, address and phone details on Practo, Justdial, Mappls and Bing Places. Each profile got the most specific primary category, accurate OPD hours, real photos of the entrance, reception and parking, and a UTM-tagged booking link so Maps traffic could be measured separately.',
    },
    {
      title: 'Gave each of the 38 doctors a proper page',
      body: 'Every consultant now has a page with qualifications, registration with the Karnataka Medical Council, languages spoken (many patients search for a Kannada- or Tamil-speaking doctor), the branches and days they consult, the procedures they perform and a direct booking button. Physician structured data linked each doctor to the branch where they practise. Doctors reviewed their own pages, which also helped when they shared them with patients.',
    },
    {
      title: 'Wrote branch and specialty pages with local substance',
      body: "We replaced the single departments page with specialty pages per branch, written with the hospital's clinicians: knee replacement at Whitefield, high-risk pregnancy care at Jayanagar, paediatric emergency at Hebbal. Each page covers when to see a specialist, what to expect at the first visit, insurance and TPA tie-ups and directions from nearby localities such as Marathahalli, Banashankari and Yelahanka. Every clinical page carries the reviewing doctor's name and date.",
    },
    {
      title: 'Cut the booking form and built a review habit',
      body: 'The appointment form went from eleven fields to four, with slot selection by doctor and branch. Front-desk staff began sending the Google review link on WhatsApp after discharge and after OPD visits, and the marketing team answered every review within two working days in the language the patient used.',
    },
  ],
  results: [
    { label: 'Online appointments per month', before: '410', after: '960', change: '+134%' },
    {
      label: 'Calls from Google Business Profiles per month',
      before: '1,150',
      after: '2,480',
      change: '+116%',
    },
    {
      label: 'Tracked specialty searches in the Maps top three',
      before: '9 of 60',
      after: '41 of 60',
      change: '+32 searches',
    },
    { label: 'Google reviews across branches', before: '640', after: '1,910', change: '3x' },
    { label: 'Booking form completion rate', before: '23%', after: '51%', change: '+28 points' },
  ],
  quote: {
    text: 'Patients now tell our front desk they chose a doctor after reading her page. Whitefield used to be invisible online; today it books more appointments through the website than Jayanagar did when we started.',
    role: 'Chief Operating Officer, the hospital group',
  },
  lessons: [
    'Each branch needs its own verified profile and its own pages; one listing for three locations hides two of them.',
    'Doctor pages are the strongest local SEO asset a hospital has, because patients search for doctors as much as for hospitals.',
    "Clinical content reviewed and signed by the hospital's own consultants earned rankings that generic health content could not.",
    'Removing form fields added more bookings than any ranking gain in the first two months.',
  ],
};
