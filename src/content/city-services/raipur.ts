// Raipur's city-service content: the profile of Chhattisgarh's capital and its SEO page, written for
// steel and sponge iron makers, rice millers and exporters, and the new capital at Nava Raipur.
import type { CityContent } from './schema';
import { officeLocality } from '../../../shared/facts/office-phrases';

export const content: CityContent = {
  profile: {
    place: 'raipur',
    economy:
      "Raipur is Chhattisgarh's capital and the trading centre of a state rich in coal, iron ore and limestone, and the sponge iron plants, rolling mills and steel traders of Siltara, Urla and Bhanpuri make it one of central India's biggest steel markets. Chhattisgarh is also called the rice bowl of India, and hundreds of rice mills around the city process paddy for government procurement and for export. The planned new capital, Nava Raipur Atal Nagar, along with AIIMS, NIT and IIM Raipur, is adding government offices, institutions and new housing to the east of the city.",
    keyIndustries: [
      'Steel, sponge iron and rolling mills',
      'Rice milling and agri-exports',
      'Coal, power and mining services',
      'Wholesale and hardware trade',
      'Healthcare and education',
      'Real estate in Nava Raipur',
    ],
    localities: [
      'Siltara industrial area',
      'Urla industrial area',
      'Bhanpuri',
      'Pandri and Gol Bazaar',
      'Telibandha and VIP Road',
      'Shankar Nagar and Civil Lines',
      'Tatibandh transport hub',
      'Nava Raipur Atal Nagar',
    ],
    nearby: ['bhopal', 'ranchi', 'bhubaneswar'],
  },
  services: {
    seo: {
      intro: `Raipur's biggest businesses make things the world needs in bulk, steel billets, TMT bars, parboiled rice, and they have traditionally sold through brokers, dealers and personal networks. Buyers now search before they call, whether they are a construction firm in Nagpur or a rice importer in West Africa. We run SEO for Raipur manufacturers, traders and local businesses remotely from ${officeLocality}, with visits to plants and offices for the content that needs first-hand detail.`,
      localMarket:
        "Steel and sponge iron producers, TMT bar brands and rolling mills are major SEO buyers, targeting searches like 'TMT bar manufacturer chhattisgarh', 'sponge iron supplier' or 'MS billet price raipur' from dealers and contractors across central and eastern India. Rice millers and exporters want international searches such as 'IR64 parboiled rice exporter india' or 'non basmati rice supplier', mostly from buyers in Africa, the Middle East and Southeast Asia. Locally, hospitals, coaching institutes for CGPSC and engineering entrances, and builders in Nava Raipur and on VIP Road target Hindi searches such as 'रायपुर में अच्छा अस्पताल' or 'nava raipur me plot'. Rice export activity follows the paddy procurement season from November to January and changes in government export policy, while steel demand rises after the monsoon when construction resumes.",
      competition:
        'Steel keywords are contested by large national producers with established brands and by B2B marketplaces that list every mill. Rice export keywords face strong competition from exporters in Andhra Pradesh, Punjab and Gujarat. Local service keywords in Raipur remain lightly contested, and many hospitals and institutes still have thin websites, so a well-built site can rank quickly.',
      approach: [
        {
          title: 'Build specification-led product pages',
          body: 'Steel and rice businesses get pages for each grade and product, with specifications, standards such as BIS IS 1786 for TMT bars, packaging, loading points and certifications, which is what professional buyers search for and compare.',
        },
        {
          title: 'Reach export buyers directly',
          body: 'For rice exporters we target importing countries with content on varieties, broken percentages, packing options, shipping ports and export documentation, written for buyers who compare suppliers across countries.',
        },
        {
          title: 'Publish in Hindi for local families',
          body: 'Hospitals, institutes and builders get Hindi pages where search data supports them, written in the simple, familiar language used in Chhattisgarh.',
        },
        {
          title: 'Visit the plant, then write',
          body: 'We visit mills and factories to photograph processes, quality checks and loading, because first-hand detail is what separates a credible industrial site from a copied one.',
        },
      ],
      example: {
        title: 'A rice mill and exporter near Raipur',
        body: 'A rice mill exporting parboiled and raw rice through brokers wanted direct importers. We built pages for each variety, grade and packing format, published guides on parboiled rice specifications and export procedures, and added an enquiry form asking for destination port, quantity and packing. Within a year the company was receiving direct enquiries from importers in West Africa and the Gulf.',
        metrics: [
          { label: 'Export enquiries per month', value: '5 to 44' },
          { label: 'Direct importers signed', value: '7' },
          { label: 'Product pages in the top 10', value: '36' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Technical audit of product catalogue and enquiry forms',
          'Keyword research for domestic and export buyers',
          'Two to three grade or product pages a month',
          'Google Business Profile for mill, plant or office',
          'Monthly report on domestic and export enquiries',
        ],
        note: 'Raipur SEO costs less than metro work, though export and steel businesses targeting national or international buyers usually need ₹25,000 to ₹45,000 a month for technical content. Plant visits for photography are billed at cost and usually needed once at the start.',
      },
      faqs: [
        {
          question: 'Can SEO help a steel plant sell more?',
          answer:
            'It helps dealers and contractors find you and compare your specifications. Many then call or send an enquiry, which reduces dependence on brokers.',
        },
        {
          question: 'Do rice importers really search on Google?',
          answer:
            'Yes. Importers research suppliers online, check certifications and compare specifications before contacting exporters.',
        },
        {
          question: 'Will someone from your team come to Siltara or Urla?',
          answer: `No, our team works from ${officeLocality} and visits Raipur for plant visits, planning and reviews. Routine work happens remotely.`,
        },
        {
          question: 'How long before export enquiries arrive?',
          answer:
            'Specific product pages often start bringing enquiries within four to six months, depending on competition for your varieties and markets.',
        },
      ],
    },
  },
};
