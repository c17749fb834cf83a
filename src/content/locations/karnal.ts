// Location page content for Karnal: basmati rice, dairy and agricultural research, and how Karnal
// businesses win customers online.
import { gstNote, priceWithGst } from '../../../shared/facts/fact-phrases';
import type { LocationContent } from './schema';

export const content: LocationContent = {
  intro: [
    "Karnal sits at the heart of Haryana's rice bowl. Basmati grown in the surrounding fields is milled, graded and packed in Karnal and Taraori and shipped to the Gulf, Europe and beyond. The city is also one of India's most important centres of agricultural science, with national institutes for dairy, wheat and soil research on its doorstep.",
    'We help Karnal rice millers and exporters, dairy and agri-businesses, footwear and manufacturing firms, hospitals, schools and retailers grow online. Export businesses need search visibility and trust in foreign markets, while local businesses need to win customers on the GT Road corridor between Panipat and Kurukshetra.',
  ],
  economy:
    "Rice milling and basmati exports are Karnal's biggest industry, concentrated in Karnal and Taraori. The ICAR-National Dairy Research Institute, the Indian Institute of Wheat and Barley Research and the Central Soil Salinity Research Institute make the city a hub of agricultural science and dairy technology. Liberty Shoes is headquartered in Karnal, the HSIIDC industrial area hosts agricultural machinery and food-processing units, and the city's position on National Highway 44 supports trade and highway services.",
  areasCovered: [
    'Taraori',
    'Sector 3 Industrial Area',
    'Model Town',
    'GT Road and Karna Lake',
    'Sector 12 and Sector 13',
    'Gharaunda',
    'Nilokheri',
    'Indri',
    'Assandh',
  ],
  highlights: [
    {
      title: 'Basmati exporters winning importers',
      body: 'Importers search by variety, grain length and packing, such as "1121 sella basmati supplier" or "pusa basmati private label". Product pages with specifications, certifications and packing options bring enquiries from the Gulf and Europe.',
    },
    {
      title: 'Dairy and agri-tech in Hindi',
      body: 'Dairy equipment, cattle feed and agri-input brands reach farmers with Hindi YouTube demonstrations and WhatsApp campaigns, often in partnership with local dealers.',
    },
    {
      title: 'Highway-side businesses',
      body: 'Dhabas, hotels, car services and showrooms on the GT Road win travellers through Google Maps ratings, accurate hours and photos that show parking and facilities.',
    },
  ],
  serviceIds: [
    'service:seo',
    'service:seo/local',
    'service:ppc',
    'service:b2b-seo',
    'city-service:seo:haryana',
  ],
  nearby: ['location:haryana/panipat', 'location:haryana/ambala', 'location:haryana/yamunanagar'],
  faqs: [
    {
      question: 'Can digital marketing help a Karnal rice exporter?',
      answer:
        'Yes. We build an export-ready website with product specifications, certifications and packaging options, run SEO for importer searches in target countries and support LinkedIn and trade-fair follow-up campaigns such as Gulfood.',
    },
    {
      question: 'Do you work with businesses in Taraori and Gharaunda?',
      answer:
        'Yes. We cover the whole of Karnal district, including Taraori, Gharaunda, Nilokheri, Indri and Assandh.',
    },
    {
      question: 'What is a good starting budget for a Karnal business?',
      answer: `Local businesses can start with our Neighbourhood Business SEO package, from ${priceWithGst('local-business-seo')}, plus any ad spend. Exporters usually need ₹40,000 to ₹80,000 a month for SEO, content and LinkedIn, ${gstNote}.`,
    },
  ],
};
