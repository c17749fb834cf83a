// Location page content for Panipat: the city of weavers, its textile and refinery economy, and how
// Panipat businesses win customers online.
import type { LocationContent } from './schema';
import { officeIn, officeLocality } from '../../../shared/facts/office-phrases';

/** Distances and visits from the office hold only while it is in Gurugram (the business facts). */
const local = officeIn('Gurugram', 'Gurgaon');

export const content: LocationContent = {
  intro: [
    'Panipat is known as the city of weavers, and it earned the name. Its mills turn old clothing and textile waste from around the world into yarn, blankets, rugs and home furnishings, and much of that output is exported. For a Panipat exporter, the next buyer is usually a sourcing manager in Europe, the United States or Australia who starts with a search.',
    'We work with Panipat textile manufacturers and exporters, handloom and rug makers, agricultural machinery firms in Samalkha, and local hospitals, schools and retailers. Most Panipat plans combine export-focused SEO and LinkedIn with local search for domestic dealers and customers.',
  ],
  economy:
    "Panipat is the world's largest centre of textile recycling and one of India's biggest producers of blankets, bath mats, curtains, rugs and handloom home furnishings, sold in large volumes to global retailers. Indian Oil's Panipat Refinery and petrochemical complex at Baholi and the NFL fertiliser plant add heavy industry, and Samalkha has foundries and makers of agricultural machinery. The city sits on the GT Road and National Highway 44, an easy drive from Delhi.",
  areasCovered: [
    'Sector 29 Industrial Area',
    'GT Road',
    'Barsat Road',
    'Sanauli Road',
    'Model Town',
    'Samalkha',
    'Baholi',
    'Israna',
  ],
  highlights: [
    {
      title: 'Sustainability claims that buyers can check',
      body: 'Recycled textiles sell on sustainability. Pages that show Global Recycled Standard certification, recycled content and audit reports convince buyers who have seen too many vague green claims.',
    },
    {
      title: 'Product pages for every line',
      body: 'Buyers search for "recycled cotton rug manufacturer India" or "mink blanket supplier". Separate pages for each product, with sizes, GSM, materials and minimum orders, turn those searches into sample requests.',
    },
    {
      title: 'Domestic dealers and retailers',
      body: 'For blankets and home furnishings sold in India, Hindi search ads and WhatsApp catalogues reach wholesalers ahead of the winter and wedding seasons.',
    },
  ],
  serviceIds: [
    'service:manufacturing-seo',
    'service:seo',
    'service:linkedin-ads',
    'service:ppc',
    'city-service:seo:haryana',
  ],
  nearby: ['location:haryana/karnal', 'location:haryana/sonipat', 'location:haryana/rohtak'],
  faqs: [
    {
      question: 'Can you help a Panipat exporter find overseas buyers?',
      answer:
        'Yes. We build an export-ready website, target searches in your buyer countries and run LinkedIn outreach to sourcing managers at retailers and importers. Follow-up around Heimtextil and other trade fairs adds more enquiries.',
    },
    {
      question: 'When is the best time to advertise blankets in India?',
      answer:
        'Dealer enquiries for blankets start in July and August, ahead of the winter stocking season. We start campaigns then and shift to retail buyers from October.',
    },
    {
      question: 'Do you visit Panipat?',
      answer: `Yes. ${local ? `Panipat is about two and a half hours from our ${officeLocality} office, and we` : 'We'} visit for kick-off workshops and to photograph products and production.`,
    },
  ],
};
