// Haryana's state-wide SEO content: a profile of the state's industrial and farm economy and the SEO
// page for businesses in its towns and industrial belts beyond the Gurgaon and Faridabad city pages.
import type { CityContent } from './schema';
import { officeInRegion, officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'haryana',
    economy:
      "Haryana is one of India's most industrialised states for its size: the Gurgaon-Manesar-Bawal belt makes a large share of the country's cars and two-wheelers and their components, Panipat weaves and exports home furnishings, Yamunanagar produces much of North India's plywood, Bahadurgarh has a large footwear cluster and Hisar rolls stainless steel. At the same time it remains a farming powerhouse, with Karnal, Kaithal and Kurukshetra at the centre of India's basmati trade and Sirsa and Fatehabad growing cotton. Expressways such as the KMP and the Delhi-Mumbai corridor are pulling warehousing and new industry into districts that were rural a decade ago.",
    keyIndustries: [
      'Automobiles and auto components',
      'Home textiles and handloom exports',
      'Plywood and wood panels',
      'Basmati rice and agri-processing',
      'Footwear, steel and engineering',
      'Warehousing and logistics',
    ],
    localities: [
      'IMT Manesar',
      'Bawal and Dharuhera',
      'Panipat',
      'Karnal and Kaithal',
      'Hisar',
      'Yamunanagar and Jagadhri',
      'Bahadurgarh',
      'Rohtak and IMT Rohtak',
      'Ambala',
      'Panchkula',
    ],
    nearby: ['gurgaon', 'faridabad', 'sonipat', 'chandigarh', 'delhi'],
  },
  services: {
    seo: {
      intro: `Haryana's industrial towns are full of manufacturers that sell across India and the world yet are nearly invisible online, known to their buyers only through agents, trade fairs and old relationships. Search is changing how those buyers find suppliers. ${
        officeInRegion('Haryana')
          ? `We are a Haryana company ourselves, based in ${officeLocality}, and we`
          : 'We'
      } run SEO for manufacturers, exporters and service businesses across the state, with regular visits to factories and offices from Bawal to Yamunanagar.`,
      localMarket:
        "Manufacturers are the largest group of SEO buyers across Haryana: auto-component makers in Manesar, Bawal and Dharuhera want OEM and aftermarket buyers, Panipat exporters want importers searching for 'bath mat manufacturer india' or 'cotton throw exporter', Yamunanagar plywood makers want dealers and architects searching 'BWP marine plywood manufacturer', and Bahadurgarh footwear units want brands and retailers. Karnal and Kaithal rice exporters target international searches like '1121 basmati rice exporter', while agri-input dealers, tractor showrooms and cold storages serve farmers across the state. Consumer searches in district towns are mostly in Hindi or Hinglish, such as 'हिसार में अच्छा स्कूल', 'karnal me IVF centre' or 'rohtak coaching for HSSC'. Industrial demand tends to rise at the start of the financial year and after the monsoon, basmati export activity follows the October-to-December harvest and trading season, and retail demand peaks around Diwali, Karva Chauth and the wedding season.",
      competition:
        "Competition differs sharply by town. In Gurgaon and Faridabad search results are crowded, but in Panipat, Yamunanagar, Hisar or Karnal many categories have only a handful of businesses with useful websites. Industrial keywords are contested nationally by manufacturers in Gujarat, Punjab and Tamil Nadu and by B2B marketplaces, and Panipat's home-textile exporters compete with suppliers in Karur, Pakistan and China for the same importers. Businesses that publish detailed product information and prove their capabilities can rank well against larger rivals.",
      approach: [
        {
          title: 'Build product catalogues buyers can search',
          body: 'We create pages for each product range with specifications, materials, standards, certifications and capacities, so buyers searching for exactly what you make can find and compare it. For exporters we add packing, lead times and export experience.',
        },
        {
          title: 'Visit the factory, then write',
          body: `Our team ${
            officeInRegion('Haryana')
              ? `drives out from ${officeLocality}`
              : 'comes to your factory'
          } to photograph production, testing and packing and to interview your engineers, because first-hand detail is what makes an industrial site credible.${
            officeInRegion('Haryana') ? ' Most Haryana towns are a day trip away.' : ''
          }`,
        },
        {
          title: 'Target the right geography',
          body: 'District businesses get pages and Google Business Profiles for the towns and areas they truly serve, and national manufacturers get content for the industrial regions where their buyers are.',
        },
        {
          title: 'Report against enquiries',
          body: 'Every RFQ, call and WhatsApp click is tracked, so the monthly report shows which products and pages bring buyers.',
        },
      ],
      example: {
        title: 'A plywood manufacturer in Yamunanagar',
        body: 'A family plywood and block-board maker sold through a network of dealers in Punjab and Haryana and had a three-page website. We built pages for each grade, including BWP, MR and fire-retardant ranges, with IS standards, thicknesses and applications, wrote guides for architects and carpenters on choosing plywood, and added a dealer enquiry form. Within a year the company had new dealers in Rajasthan, Uttar Pradesh and Madhya Pradesh.',
        metrics: [
          { label: 'Dealer enquiries per month', value: '4 to 37' },
          { label: 'New dealers appointed', value: '23' },
          { label: 'Product keywords in the top 10', value: '96' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Technical audit of the factory or company website',
          'Keyword map covering Hindi searches from district towns',
          'Two to three product-range or service pages a month',
          'Google Business Profile for plant, office or showroom',
          'Monthly report on dealer, RFQ and local enquiries',
        ],
        note: "Businesses in Haryana's smaller towns usually need less content than those in Gurgaon, which keeps costs low. Manufacturers and exporters targeting national or international buyers typically invest ₹25,000 to ₹50,000 a month while their catalogue is built. Factory visits within Haryana carry no travel charge.",
      },
      faqs: [
        {
          question: 'Do you work outside Gurgaon and Faridabad?',
          answer: `Yes, across Haryana. We have clients in industrial towns and district headquarters, and we visit them regularly from our ${officeLocality} office.`,
        },
        {
          question: 'Can SEO help an exporter in Panipat or Karnal?',
          answer:
            'Yes. Importers search for suppliers by product and specification, and detailed pages help you reach them without relying only on agents and fairs.',
        },
        {
          question: 'Can our pages be in Hindi for customers in the district towns?',
          answer:
            'Yes, for businesses serving local customers, such as schools, hospitals, dealers and coaching institutes. Industrial and export content is usually in English.',
        },
        {
          question: 'Is SEO worth it in a smaller Haryana town?',
          answer:
            'Often it is the best value in digital marketing, because competition is light and a well-built site can quickly become the top result for your trade.',
        },
      ],
    },
  },
};
