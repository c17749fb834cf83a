// Education marketing in Bangalore: the Sarjapur Road school belt, private universities and
// upskilling, and how Bangalore institutions fill seats.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Bangalore is one of India’s great education markets. It has dozens of engineering colleges and private universities, a school belt along Sarjapur Road that grew with the tech parks, and a large upskilling industry that retrains working professionals. Many of India’s best-known edtech companies were founded here.',
  ],
  localMarket: [
    'East Bangalore, especially Sarjapur Road, Whitefield and Varthur, has seen a wave of new CBSE, ICSE and international schools serving the families of technology workers. Private universities such as Christ, PES, Jain and Alliance draw students from across India, and engineering colleges affiliated to VTU fill the city’s outskirts.',
    'Working professionals are a large audience in their own right, enrolling in data science, product management and cloud certification programmes, often online. Bangalore parents and students research on Reddit, YouTube and LinkedIn as much as on Google.',
  ],
  clusters: [
    'Sarjapur Road',
    'Whitefield and Varthur',
    'Hosur Road and Electronic City',
    'Kanakapura Road',
    'Hebbal and Yelahanka',
    'Jayanagar and Basavanagudi',
  ],
  challenges: [
    {
      title: 'A crowded school belt',
      body: 'Dozens of new schools within a few kilometres compete for the same families on Sarjapur Road.',
    },
    {
      title: 'Sceptical, research-heavy parents',
      body: 'Parents read forum discussions and reviews and quickly spot marketing language.',
    },
    {
      title: 'Upskilling fatigue',
      body: 'Professionals have seen many courses overpromise on jobs and salaries.',
    },
  ],
  strategies: [
    {
      title: 'Open-day and tour funnels',
      body: 'Bookable campus tours and open days promoted to families within a short drive, with WhatsApp reminders.',
    },
    {
      title: 'Honest community presence',
      body: 'Answering parents’ questions in the places they discuss schools, and publishing fee structures openly.',
    },
    {
      title: 'Outcome-verified upskilling',
      body: 'Programme pages with verified learner outcomes and curriculum detail, promoted on LinkedIn to relevant professionals.',
    },
  ],
  kpis: [
    {
      name: 'Cost per school tour booking',
      benchmark: '₹1,200 to ₹3,000',
      why: 'Tours convert far better than form fills for schools.',
    },
    {
      name: 'Tour-to-admission rate',
      benchmark: '25% to 40%',
      why: 'Tests whether the campus and counselling match the marketing.',
    },
    {
      name: 'Cost per upskilling enrolment',
      benchmark: '₹6,000 to ₹18,000 for paid programmes',
      why: 'Programmes priced at ₹80,000 and above can absorb these costs.',
    },
    {
      name: 'Share of enquiries from within 8 km',
      benchmark: '75% or more for schools',
      why: 'Bangalore traffic makes distance decisive for daily school runs.',
    },
  ],
  caseStudy: {
    title: 'A Sarjapur Road school fills its new grades',
    situation:
      'A CBSE school on Sarjapur Road was adding middle-school grades and competing with a dozen newer schools nearby for the same families.',
    actions: [
      'Published full fee structures and transport routes on the website',
      'Ran search and Meta campaigns to apartment complexes within an eight-kilometre drive',
      'Offered weekend campus tours booked online, with reminders on WhatsApp',
    ],
    results: [
      { label: 'Campus tours in the admission season', value: '470' },
      { label: 'Tour-to-admission rate', value: '34%' },
      { label: 'Seats filled in new grades', value: '96%' },
    ],
  },
  serviceIds: [
    'service:education-seo',
    'city-service:ppc:bangalore',
    'city-service:social-media:bangalore',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Should Bangalore schools publish their fees?',
      answer:
        'In our experience, yes. Parents here expect transparency, and published fees reduce wasted tours and calls.',
    },
    {
      question: 'Do you market upskilling programmes for professionals?',
      answer:
        'Yes, on LinkedIn, search and YouTube, with verified outcomes and without salary or placement guarantees.',
    },
    {
      question: 'When is admission season for Bangalore schools?',
      answer:
        'Most schools start enquiries from October to December for the June academic year, with a second wave after the new year.',
    },
  ],
};
