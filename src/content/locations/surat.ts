// Location page content for Surat: diamonds, man-made textiles and Hazira industry, its business
// districts and how its businesses win customers online.
import { gstNote, priceWithGst } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    'Surat is a city of makers and traders who move fast and negotiate hard. Its textile merchants on Ring Road and its diamond firms in Varachha have built global businesses on relationships, and many are now adding search, LinkedIn and WhatsApp marketing to reach buyers they have never met.',
    'We run SEO, Google Ads and social media for Surat textile manufacturers and wholesalers, diamond and jewellery firms, chemical and engineering units at Sachin and Hazira, and local businesses across the city. One Surat fabric exporter won 140 qualified export enquiries in six months through our specification-led SEO and LinkedIn outreach.',
  ],
  economy:
    "Surat cuts and polishes the large majority of the world's diamonds, in thousands of units across Varachha, Katargam and Mahidharpura, and its new Surat Diamond Bourse at Khajod is one of the largest office buildings anywhere. The city is also India's main centre for man-made fabrics: polyester and viscose weaving in Sachin, Pandesara and Udhna feeds hundreds of wholesale markets along Ring Road. Hazira adds steel, petrochemicals, heavy engineering and a busy port.",
  areasCovered: [
    'Ring Road textile markets',
    'Varachha and Katargam',
    'Mahidharpura',
    'Surat Diamond Bourse, Khajod',
    'Sachin GIDC',
    'Pandesara GIDC',
    'Udhna',
    'Hazira',
    'Adajan and Vesu',
  ],
  highlights: [
    {
      title: 'Wholesale buyers on WhatsApp',
      body: 'Most textile orders still close on WhatsApp. We build catalogue pages and click-to-WhatsApp ads that hand a retailer in Kolkata or Hyderabad straight to a salesperson, with each chat tracked back to its campaign.',
    },
    {
      title: 'Gujarati and Hindi creative',
      body: 'Local audiences respond to Gujarati, while buyers across India respond to Hindi. We write both, and use English for export and B2B audiences.',
    },
    {
      title: 'Export enquiries by specification',
      body: 'Overseas buyers search by fabric type, GSM, blend and finish. Pages built around those specifications bring in buyers ready to request samples rather than browsers.',
    },
  ],
  serviceIds: [
    'city-service:seo:surat',
    'city-service:ppc:surat',
    'city-service:social-media:surat',
  ],
  nearby: ['location:gujarat', 'city-service:seo:ahmedabad', 'location:mumbai'],
  faqs: [
    {
      question: 'Can digital marketing help a Surat textile wholesaler?',
      answer:
        'Yes. Search and Meta ads aimed at retailers and boutique owners across India, with catalogues on WhatsApp, reliably bring new trade buyers. We track every enquiry so you can see which campaigns produce repeat orders.',
    },
    {
      question: 'Do you work with diamond businesses in Surat?',
      answer:
        'Yes, mostly on B2B lead generation and brand websites for manufacturers and exporters, and on D2C campaigns for lab-grown diamond jewellery brands, a segment growing quickly in Surat.',
    },
    {
      question: 'What is a typical budget for a Surat business?',
      answer: `Google Ads management for local campaigns starts at ${priceWithGst('ppc')}, plus media spend. Export-focused SEO and LinkedIn programmes for manufacturers usually run ₹50,000 to ₹1,20,000 a month, ${gstNote}.`,
    },
  ],
};
