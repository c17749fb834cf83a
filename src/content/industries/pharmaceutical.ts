// Industry page content for pharmaceuticals: marketing for Indian pharma manufacturers and PCD
// franchise companies within UCPMP and the drug advertising laws.
import type { IndustryContent } from './schema';

export const content: IndustryContent = {
  overview: [
    'India supplies a large share of the world’s generic medicines and vaccines, from major manufacturing hubs in Baddi, Ahmedabad, Hyderabad, Sikkim and Goa. Alongside the large companies are thousands of smaller manufacturers, third-party contract makers and PCD pharma franchise companies that sell through distributors to doctors and chemists across the country.',
    'Pharmaceutical marketing in India is tightly bounded. Prescription medicines cannot be advertised to the public, promotion to doctors is governed by UCPMP 2024, and claims must be supported by evidence. Within those limits, digital marketing works best for the business side of pharma: finding distributors and franchise partners, winning contract-manufacturing clients and reaching export buyers.',
    'We work with formulation makers, API and intermediate producers, third-party manufacturers and PCD franchise companies, and every campaign passes a regulatory review before it goes live.',
  ],
  challenges: [
    {
      title: 'What cannot be said',
      body: 'Public advertising of prescription drugs is banned, so consumer-style campaigns are off the table for most products.',
    },
    {
      title: 'A crowded franchise market',
      body: 'Hundreds of PCD companies compete for the same distributors with near-identical product lists.',
    },
    {
      title: 'Catalogues of hundreds of products',
      body: 'Large product ranges are hard to present clearly, and buyers search by molecule and composition, not brand.',
    },
    {
      title: 'Proving manufacturing quality',
      body: 'Contract-manufacturing and export buyers want WHO-GMP, EU-GMP or other approvals before they engage.',
    },
  ],
  strategies: [
    {
      title: 'Molecule-led product catalogues',
      body: 'Product pages organised by composition, strength and dosage form, with packing details, for distributors and institutional buyers.',
    },
    {
      title: 'Franchise and distributor funnels',
      body: 'Search campaigns on “PCD pharma franchise” and state-specific terms, with pages explaining monopoly rights, margins and support.',
    },
    {
      title: 'Manufacturing capability content',
      body: 'Plant pages with approvals, capacities, dosage forms and audit history for contract-manufacturing and export buyers.',
    },
    {
      title: 'Compliant doctor education',
      body: 'Evidence-based content for healthcare professionals, gated where appropriate and free of inducements.',
    },
  ],
  kpis: [
    {
      name: 'Cost per franchise enquiry',
      benchmark: '₹400 to ₹1,200',
      why: 'Franchise partners drive most PCD company revenue.',
    },
    {
      name: 'Franchise enquiry-to-partner rate',
      benchmark: '5% to 12%',
      why: 'Shows whether enquiries come from serious distributors.',
    },
    {
      name: 'Contract-manufacturing enquiries',
      benchmark: '5 to 20 qualified a month for a mid-size plant',
      why: 'Third-party manufacturing contracts are high-value and recurring.',
    },
    {
      name: 'Product page coverage',
      benchmark: 'Every product indexed with composition and strength',
      why: 'Buyers search by molecule; missing pages mean missed enquiries.',
    },
    {
      name: 'Export enquiries with registration intent',
      benchmark: '3 to 10 a month',
      why: 'Export deals start with a dossier request from a serious buyer.',
    },
  ],
  caseStudy: {
    title: 'A Baddi manufacturer builds its franchise network',
    situation:
      'A Baddi-based manufacturer and PCD franchise company with more than 300 products relied on trade references for new partners and was absent from search in most states.',
    actions: [
      'Built a catalogue organised by composition and dosage form',
      'Created state-level franchise pages and matching search campaigns',
      'Added a WhatsApp response flow for franchise enquiries',
      'Published plant and approval details for third-party manufacturing buyers',
    ],
    results: [
      { label: 'Franchise enquiries a month', value: '35 to 140' },
      { label: 'New franchise partners in a year', value: '62' },
      { label: 'Cost per franchise enquiry', value: '₹640' },
    ],
  },
  regulations: [
    {
      title: 'UCPMP 2024',
      body: 'The Uniform Code for Pharmaceutical Marketing Practices, 2024 governs promotion to healthcare professionals: claims must be evidence-based and gifts, travel and other inducements are prohibited.',
    },
    {
      title: 'Drugs and Cosmetics Act and the Magic Remedies Act',
      body: 'Prescription medicines may not be advertised to the public, and the Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954 bans claims to treat listed diseases.',
    },
  ],
  serviceIds: [
    'service:b2b-seo',
    'service:ppc',
    'service:content',
    'service:web-design',
    'service:linkedin-ads',
  ],
  faqs: [
    {
      question: 'Can pharma companies advertise on Google in India?',
      answer:
        'Not for prescription medicines to the public. Campaigns aimed at franchise partners, distributors and contract-manufacturing buyers are allowed when they follow Google’s healthcare policies.',
    },
    {
      question: 'How do PCD pharma companies find distributors online?',
      answer:
        'Through search campaigns on franchise keywords by state, clear pages on terms and support, and quick WhatsApp responses to every enquiry.',
    },
    {
      question: 'Can you market our contract-manufacturing services?',
      answer:
        'Yes. We build plant and capability pages with approvals and dosage forms, and run search and LinkedIn campaigns for brand owners looking for manufacturers.',
    },
    {
      question: 'Do you handle export marketing for pharma?',
      answer:
        'Yes. We target importers and distributors in regulated and semi-regulated markets with registration-ready product information and LinkedIn outreach.',
    },
  ],
};
