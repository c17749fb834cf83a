// The full story of the Gurgaon developer case study: search ads, project pages and WhatsApp
// follow-up that tripled site visits and cut cost per site visit by 58%.
import type { CaseStudyStory } from '../schema';

export const story: CaseStudyStory = {
  slug: 'gurgaon-real-estate-developer-site-visits',
  clientType: 'Residential real estate developer',
  duration: '10 months',
  services: ['service:ppc', 'service:web-design', 'service:business-automation'],
  challenge: [
    'The client is a mid-size Gurugram developer with two mid-segment projects on the Dwarka Expressway corridor: a 420-unit launch in Sector 106 priced from ₹1.6 crore, and a partly sold ready-to-move tower in Sector 84. Its marketing had been split between a large lead-generation agency and a dozen channel partners, and the sales team had stopped trusting digital leads altogether.',
    "The numbers explained why. Meta lead forms were producing more than 1,500 leads a month at under ₹900 each, but only 62 of them turned into site visits, at an average cost of ₹21,400 per visit. The call centre reached fewer than half the leads, and its first call went out an average of 3 hours and 40 minutes after the enquiry. Every ad sent people to one generic home page with renders of both projects, no carpet areas and no payment plans. Meanwhile brokers were bidding on the developer's own project names in Google Ads, so branded searches were being intercepted by resellers.",
  ],
  plainChallenge: [
    'The client is a mid-size Gurugram developer with two mid-segment projects on the Dwarka Expressway corridor: a 420-unit launch in Sector 106 priced from ₹1.6 crore, and a partly sold ready-to-move tower in Sector 84. Its marketing had been split between a large lead-generation agency and a dozen channel partners, and the sales team had stopped trusting digital leads altogether.',
    "The funnel explained why. Meta lead forms were producing a flood of cheap leads, but very few of them turned into site visits, so each visit cost many times what a lead did. The call centre never reached many of the leads, and its first call often went out hours after the enquiry. Every ad sent people to one generic home page with renders of both projects, no carpet areas and no payment plans. Meanwhile brokers were bidding on the developer's own project names in Google Ads, so branded searches were being intercepted by resellers.",
  ],
  approach: [
    {
      title: 'Rebuilt the funnel around site visits',
      body: 'We agreed one target with the sales head: cost per site visit, measured in the CRM, not cost per lead. We connected LeadSquared to Google Ads and Meta through offline conversion uploads, so both platforms learned from visits and bookings instead of form fills. Within six weeks the bidding algorithms had enough visit data to optimise for it directly.',
    },
    {
      title: 'Moved budget from lead forms to search',
      body: 'We restructured Google Ads around project-name, micro-market and configuration searches such as "3 BHK Sector 106 Gurgaon" and "ready to move flats Dwarka Expressway", with tight negative lists for rentals, PG and resale. Meta spend was cut by 60% and shifted to Click-to-WhatsApp ads and remarketing to people who had watched the sample-flat walkthrough. We also agreed written rules with channel partners that stopped them bidding on the brand.',
    },
    {
      title: 'Built one landing page per project and configuration',
      body: 'Six new pages replaced the generic home page: one for each project and one for each main configuration. Each showed the HRERA registration number, carpet areas, real construction photos, the payment plan and travel times to Cyber City, IGI Airport and the nearest metro. Pages loaded in under two seconds on 4G and had a site-visit slot picker alongside the form.',
    },
    {
      title: 'Automated the first five minutes of follow-up',
      body: 'Every new lead now receives a WhatsApp message within a minute with the brochure, a location pin and a link to book a visit, and is assigned to a salesperson by project and language. Unanswered leads follow a ten-day cadence of calls and WhatsApp messages. Booked visits get confirmations the evening before and two hours before, with the name of the person who will meet them.',
    },
  ],
  results: [
    { label: 'Site visits per month', before: '62', after: '190', change: '3.1x' },
    { label: 'Cost per site visit', before: '₹21,400', after: '₹8,990', change: '-58%' },
    { label: 'Lead to site visit rate', before: '4.1%', after: '11.5%', change: '+7.4 points' },
    { label: 'Time to first contact', before: '3 h 40 min', after: '6 min', change: '-97%' },
    { label: 'Bookings per month', before: '5', after: '16', change: '3.2x' },
  ],
  quote: {
    text: 'We used to argue every Monday about whether the leads were bad or the sales team was slow. Now we look at one number, cost per site visit, and both teams own it. Our sales staff finally call digital leads first.',
    role: 'Head of Sales and Marketing, the developer',
  },
  lessons: [
    'Cheap leads were the most expensive source once measured by site visits: the lowest cost per lead came from the channel with the highest cost per visit.',
    'Speed of follow-up moved results as much as media changes did, and cost nothing in ad spend.',
    'Feeding site visits back to Google and Meta changed what their algorithms optimised for within weeks.',
    'Project pages with carpet areas, payment plans and real photos converted far better than renders and amenity lists.',
  ],
};
