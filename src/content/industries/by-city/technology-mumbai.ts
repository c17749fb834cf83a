// Technology marketing in Mumbai: fintech, media-tech and enterprise software sold to the city's
// banks and corporates.
import type { IndustryCityContent } from '../schema';

export const content: IndustryCityContent = {
  intro: [
    'Mumbai’s technology companies sell to the institutions around them. Banks, insurers, brokers, asset managers and media houses are headquartered here, and the fintech, regtech, media-tech and enterprise software firms that serve them cluster nearby, in BKC, Lower Parel, Powai and the IT parks of Thane and Navi Mumbai.',
  ],
  localMarket: [
    'Powai’s Hiranandani Gardens became the city’s startup neighbourhood thanks to IIT Bombay next door, while BKC and Lower Parel hold fintech and enterprise sales offices close to their banking clients. Thane’s Wagle Estate and Navi Mumbai’s Airoli and Mahape host larger IT services and back-office operations.',
    'Buyers are risk-averse and heavily regulated. A bank choosing software asks about RBI guidelines, data localisation, security audits and references before it discusses features, and sales cycles of nine to eighteen months are normal. Consumer apps from Mumbai, in gaming, streaming and personal finance, face a different challenge: acquiring users cheaply at scale.',
  ],
  clusters: [
    'Powai and Hiranandani Gardens',
    'Bandra Kurla Complex',
    'Lower Parel',
    'Thane: Wagle Estate',
    'Navi Mumbai: Airoli and Mahape',
    'Andheri East',
  ],
  challenges: [
    {
      title: 'Compliance before features',
      body: 'Enterprise buyers in financial services reject vendors who cannot answer security and regulatory questions early.',
    },
    {
      title: 'Few buyers, many vendors',
      body: 'A limited number of banks and insurers are approached by dozens of similar technology vendors.',
    },
    {
      title: 'Long cycles, hard attribution',
      body: 'Deals take a year or more, so it is hard to see which marketing activity moved them.',
    },
  ],
  strategies: [
    {
      title: 'Trust centre pages',
      body: 'Public pages on security certifications, data residency, audit reports and regulatory alignment for procurement teams.',
    },
    {
      title: 'Account-based marketing for BFSI',
      body: 'LinkedIn and content programmes aimed at named banks, NBFCs and insurers, coordinated with sales outreach.',
    },
    {
      title: 'Thought leadership on regulation',
      body: 'Explainers on new RBI, SEBI and IRDAI circulars that show expertise and attract compliance and technology leaders.',
    },
  ],
  kpis: [
    {
      name: 'Target accounts engaged',
      benchmark: '30% to 50% of a named account list within six months',
      why: 'In enterprise BFSI, engagement with the right accounts matters more than lead volume.',
    },
    {
      name: 'Cost per enterprise meeting',
      benchmark: '₹15,000 to ₹45,000',
      why: 'High, but deals are often worth crores.',
    },
    {
      name: 'Pipeline from marketing-sourced meetings',
      benchmark: '₹5 to ₹15 of pipeline per rupee spent',
      why: 'Ties the programme to revenue potential.',
    },
    {
      name: 'Cost per app install for consumer fintech',
      benchmark: '₹60 to ₹250 depending on verification step',
      why: 'Consumer apps live or die on acquisition cost.',
    },
  ],
  caseStudy: {
    title: 'A Powai regtech company reaches bank compliance heads',
    situation:
      'A Powai-based regulatory reporting software company had strong references with two private banks but struggled to get meetings at other banks and NBFCs.',
    actions: [
      'Published a trust centre with certifications, hosting and audit details',
      'Wrote explainers on new RBI circulars within days of their release',
      'Ran LinkedIn campaigns aimed at compliance and technology heads at 80 target institutions',
    ],
    results: [
      { label: 'Target accounts engaged', value: '44 of 80' },
      { label: 'Enterprise meetings in a year', value: '29' },
      { label: 'New clients signed', value: '4' },
    ],
  },
  serviceIds: [
    'service:technology-seo',
    'city-service:content:mumbai',
    'service:linkedin-ads',
    'service:b2b-seo',
  ],
  faqs: [
    {
      question: 'How do we market software to Indian banks?',
      answer:
        'Lead with security, compliance and references, target named accounts on LinkedIn and support sales with content on regulation. Expect long cycles.',
    },
    {
      question: 'Do you run app install campaigns for consumer fintech?',
      answer:
        'Yes, on Google App campaigns and Meta, optimised to verified sign-ups or first transactions rather than raw installs.',
    },
    {
      question: 'Can you write about RBI and SEBI circulars quickly?',
      answer:
        'Yes. Our writers draft explainers with your compliance experts, usually within a few working days of a circular.',
    },
  ],
};
