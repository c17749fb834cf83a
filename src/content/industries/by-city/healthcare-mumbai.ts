// Healthcare marketing in Mumbai: hospital clusters, diagnostics and clinics, and how Mumbai
// providers reach patients across the city and beyond.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Mumbai patients want convenience above almost everything else. In a city where crossing from Borivali to Colaba can take two hours, a patient chooses the nearest good specialist, books a diagnostic test with home sample collection and expects reports on WhatsApp. Providers that make care easy to reach win more patients than those with the biggest names.',
  ],
  localMarket: [
    'Parel is the city’s medical district, with Tata Memorial Hospital drawing cancer patients from across India and KEM and Wadia nearby. Private hospitals spread along the western line: Lilavati in Bandra, Hinduja in Mahim, Nanavati in Vile Parle and Kokilaben Dhirubhai Ambani in Andheri, with Breach Candy and Jaslok in South Mumbai.',
    'Diagnostic chains, home healthcare services and polyclinics compete fiercely in the suburbs, and corporate health check-ups for the city’s large workforce are an important revenue stream. Patients from across Maharashtra and the Gulf also travel to Mumbai for specialist and cancer care.',
  ],
  clusters: [
    'Parel',
    'Bandra and Mahim',
    'Andheri and Vile Parle',
    'South Mumbai: Breach Candy and Peddar Road',
    'Thane',
    'Navi Mumbai: Vashi and Kharghar',
  ],
  challenges: [
    {
      title: 'Geography limits reach',
      body: 'A city-wide campaign wastes money on patients who will never travel across town.',
    },
    {
      title: 'Diagnostics is a price war',
      body: 'National lab chains advertise heavily discounted packages, pulling patients away from local labs.',
    },
    {
      title: 'Cancer care needs sensitivity',
      body: 'Patients and families researching oncology need information and support, not aggressive advertising.',
    },
  ],
  strategies: [
    {
      title: 'Station-by-station targeting',
      body: 'Campaigns and Maps profiles built around the railway stations and suburbs each centre serves.',
    },
    {
      title: 'Home collection funnels',
      body: 'Booking pages for home sample collection with time slots and WhatsApp report delivery for diagnostic centres.',
    },
    {
      title: 'Family-focused oncology content',
      body: 'Guides on treatment options, stays near Parel and financial assistance, written with the hospital’s oncologists.',
    },
  ],
  kpis: [
    {
      name: 'Cost per home collection booking',
      benchmark: '₹180 to ₹450',
      why: 'Home collection is the main growth driver for diagnostics.',
    },
    {
      name: 'Repeat test rate',
      benchmark: '35% or more within a year',
      why: 'Chronic patients return for regular tests if the first experience is good.',
    },
    {
      name: 'Cost per specialist consultation',
      benchmark: '₹500 to ₹1,300',
      why: 'Mumbai’s high click costs make page conversion critical.',
    },
    {
      name: 'Corporate health check-up contracts',
      benchmark: '2 to 6 new companies a quarter',
      why: 'Corporate contracts bring steady volume in quiet months.',
    },
  ],
  caseStudy: {
    title: 'A western suburbs diagnostic lab takes on the national chains',
    situation:
      'A NABL-accredited diagnostic lab with four collection centres between Andheri and Borivali was losing patients to heavily advertised national chains.',
    actions: [
      'Built a home collection booking page with live slots',
      'Ran search campaigns on test names and “near me” terms for each suburb',
      'Sent reports and repeat-test reminders on WhatsApp',
    ],
    results: [
      { label: 'Home collection bookings a month', value: '380 to 1,240' },
      { label: 'Cost per booking', value: '₹230' },
      { label: 'Repeat patients within a year', value: '41%' },
    ],
  },
  serviceIds: [
    'service:healthcare-seo',
    'city-service:ppc:mumbai',
    'city-service:seo:mumbai',
    'service:marketing-automation',
  ],
  faqs: [
    {
      question: 'How can a local lab compete with national diagnostic chains in Mumbai?',
      answer:
        'By owning its neighbourhood: fast home collection, accurate Maps listings, NABL accreditation shown clearly, and reminders that bring patients back.',
    },
    {
      question: 'Do you market hospitals to patients outside Mumbai?',
      answer:
        'Yes. For specialist and cancer care, we run campaigns across Maharashtra and in the Gulf, with pages about travel, stay and costs.',
    },
    {
      question: 'Can you help with corporate health check-up sales?',
      answer:
        'Yes, through LinkedIn campaigns to HR heads and a clear packages page that lets companies compare options.',
    },
  ],
};
