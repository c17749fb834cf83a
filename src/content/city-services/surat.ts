// Surat's city-service content: the profile of the diamond and textile city and its SEO, PPC and
// social media pages, written for wholesalers, manufacturers and exporters who sell far beyond Surat.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'surat',
    economy:
      "Surat cuts and polishes the large majority of the world's diamonds in workshops across Varachha, Katargam and Mahidharpura, and the new Surat Diamond Bourse at Khajod was built to bring trading home from Mumbai. The city is also India's capital of man-made fabric, with powerlooms in Udhna, Pandesara and Sachin and hundreds of wholesale textile markets on Ring Road selling sarees, dress materials and kurtis to retailers nationwide. Hazira adds steel, petrochemicals, fertiliser and port operations, making Surat one of the fastest-growing city economies in India.",
    keyIndustries: [
      'Diamond cutting, polishing and lab-grown diamonds',
      'Man-made textiles, sarees and kurtis',
      'Steel, petrochemicals and ports at Hazira',
      'Chemicals and dyeing units',
      'Real estate',
      'Jewellery manufacturing',
    ],
    localities: [
      'Ring Road textile markets',
      'Varachha diamond hub',
      'Katargam and Mahidharpura',
      'Hazira',
      'Adajan',
      'Vesu and Piplod',
      'Udhna and Pandesara',
      'Sachin GIDC',
    ],
    nearby: ['ahmedabad', 'mumbai', 'pune', 'gandhinagar'],
  },
  services: {
    seo: {
      intro:
        'Most Surat businesses do not sell to Surat: a saree wholesaler on Ring Road ships to shops in Kolkata and Chennai, and a lab-grown diamond maker in Katargam sells to New York and Dubai. Their customers search Google from hundreds of kilometres away. We help Surat traders and manufacturers rank for the wholesale and export searches that bring those buyers to them directly.',
      localMarket:
        "Textile wholesalers and manufacturers are the biggest SEO buyers in the city, targeting retailers and resellers who search 'saree wholesale market surat', 'kurti manufacturer in surat' or Hindi phrases such as 'सूरत से साड़ी होलसेल में'. Lab-grown and natural diamond manufacturers want buyers searching for 'CVD diamond manufacturer india' or 'IGI certified lab grown diamonds wholesale'. Local demand comes from clinics, schools, real estate in Vesu and Pal, and restaurants in Adajan and Piplod. Textile search interest peaks before Diwali, the wedding season and regional festivals like Pongal and Durga Puja, when retailers across India stock up. Diamond units close for two to three weeks around Diwali, so B2B SEO work is planned around that break.",
      competition:
        'Wholesale textile keywords are crowded with B2B marketplaces, Meesho and thousands of Surat sellers with thin catalogue sites. Diamond keywords compete with exporters from Mumbai and with large online jewellers worldwide. Local consumer keywords in Surat are much easier, with relatively few strong websites in categories such as clinics and home services.',
      approach: [
        {
          title: 'Target retailers and resellers by region',
          body: 'We create content for buyers in the regions you supply, such as sarees for Bengali or South Indian retail, with fabric, work type and price band clearly described.',
        },
        {
          title: 'Build catalogues Google can read',
          body: 'Product and category pages get descriptive names, structured data and original photos instead of image-only catalogues shared as PDFs on WhatsApp.',
        },
        {
          title: 'Establish export credibility',
          body: 'For diamond makers we publish certification details, grading explanations and manufacturing process pages that overseas buyers and Google both trust.',
        },
      ],
      example: {
        title: 'A saree wholesaler in a Ring Road textile market',
        body: 'A wholesaler selling georgette and silk-blend sarees relied on agents and WhatsApp groups for orders. We built a catalogue site with 600 products grouped by fabric, work and price band, wrote guides for retailers on stocking sarees for regional festivals, and added a simple retailer registration form. Retailers from states the business had never supplied started placing first orders.',
        metrics: [
          { label: 'Retailer registrations', value: '1,150 in 12 months' },
          { label: 'New states supplied', value: '6' },
          { label: 'Organic traffic', value: '+410%' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Technical and catalogue audit',
          'Keyword research for wholesale, export or local buyers',
          'Category and product page optimisation',
          'Monthly report on enquiries and registrations',
        ],
        note: 'Local Surat businesses can rank on the starting plan, but wholesale and export catalogues with hundreds of products usually need ₹30,000 to ₹60,000 a month. Catalogue photography and product descriptions are often the biggest extra cost for textile sellers.',
      },
      faqs: [
        {
          question: 'Can SEO help a textile wholesaler?',
          answer:
            'Yes, if your catalogue is on your own site. Retailers search for specific fabrics and styles, and well-organised product pages bring them to you without an agent or marketplace commission.',
        },
        {
          question: 'Do you write product descriptions in Hindi?',
          answer:
            'For wholesale textiles we often add Hindi descriptions, because many retailers in North and Central India search that way.',
        },
        {
          question: 'Can lab-grown diamond companies rank abroad?',
          answer:
            'Yes, with detailed, accurate pages on grades, certificates and manufacturing. Buyers abroad are cautious, so clear information is what earns both ranking and trust.',
        },
      ],
    },
    ppc: {
      intro:
        'Surat advertisers think like traders: every rupee of ad spend must come back as margin. Google Ads can reach retailers, importers and consumers far from Surat faster than any agent network. We run search, Shopping and YouTube campaigns for Surat businesses with reporting tied to orders and enquiries.',
      localMarket:
        'Lab-grown diamond and jewellery manufacturers are among the fastest-growing advertisers, targeting wholesale buyers in the US, UAE, UK and Hong Kong. Textile brands use Shopping and Performance Max to sell sarees and kurtis directly to consumers across India, while wholesalers target retailers searching for bulk supply. Local advertisers include builders in Vesu, Pal and Dumas Road, coaching centres and hospitals. Consumer textile sales peak around Diwali, Navratri, Eid and the wedding season, while export diamond buying slows in the Western holiday season after Christmas orders are shipped.',
      competition:
        'Click costs for local Surat keywords are low, often ₹5 to ₹25, but export diamond keywords in the US can cost far more. Online saree and kurti searches are dominated by Meesho, Myntra and Amazon, so independent brands need sharp pricing and creative. Many Surat advertisers run campaigns themselves without conversion tracking, leaving room for a structured approach.',
      approach: [
        {
          title: 'Separate wholesale and retail buyers',
          body: 'Wholesale campaigns target bulk terms and send buyers to a registration page, while retail campaigns send shoppers to the store. Mixing them wastes budget on both.',
        },
        {
          title: 'Reach export buyers in their markets',
          body: 'For diamond firms we run English campaigns in target countries, scheduled for their business hours, with certification and minimum order details up front.',
        },
        {
          title: 'Use feeds well',
          body: 'Shopping feeds include fabric, work type, colour and size, so Google matches products to the right searches.',
        },
      ],
      example: {
        title: 'A lab-grown diamond manufacturer in Katargam',
        body: 'A CVD diamond manufacturer sold through brokers and trade fairs and wanted direct buyers. We launched search campaigns in the US and UAE for wholesale lab-grown terms, built a landing page with IGI certificates, price ranges and a video of the production floor, and tracked enquiries through to first orders. Direct orders gave the company better margins than brokered sales.',
        metrics: [
          { label: 'Wholesale enquiries per month', value: '85' },
          { label: 'Cost per qualified enquiry', value: '₹2,300' },
          { label: 'New direct buyers in 6 months', value: '22' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month or 12% of ad spend',
        includes: [
          'Search, Shopping and Performance Max campaigns',
          'Product feed optimisation',
          'Conversion tracking for orders and enquiries',
          'Monthly review with budget plan',
        ],
        note: 'Surat traders keep full control of media money, since Google invoices your account for clicks and our fee is a separate bill. Local and domestic retail campaigns can start with ₹30,000 a month, while export campaigns in the US or Europe usually need ₹1 lakh or more to gather enough data.',
      },
      faqs: [
        {
          question: 'Can we advertise only to retailers, not consumers?',
          answer:
            'We can target wholesale search terms and exclude consumer phrases, which keeps most clicks coming from trade buyers.',
        },
        {
          question: 'Do Google Shopping ads work for sarees?',
          answer:
            'Yes, when the feed is detailed and product images are clear. Competition is strong, so pricing and photography matter.',
        },
        {
          question: 'Can you advertise our diamonds in the US?',
          answer:
            'Yes, within Google policies on jewellery and accurate product claims. We make sure certifications and lab-grown status are clearly stated.',
        },
      ],
    },
    'social-media': {
      intro:
        'In Surat, social media is a sales channel first. Sarees and kurtis are sold in WhatsApp groups, Instagram reels and reseller networks across India every day. We manage social media for Surat brands and wholesalers that want more resellers, more direct orders and less dependence on agents.',
      localMarket:
        'Textile manufacturers and wholesalers are the dominant social buyers, using Instagram, Facebook and WhatsApp to reach resellers and boutique owners nationwide. Jewellery and lab-grown diamond brands use Instagram to reach consumers in India and abroad, while restaurants, cafés and real estate projects target Surat locals. Content peaks before Diwali, Navratri, Eid and the wedding season, and new collections are launched several weeks before each. Resellers themselves are often homemakers in Tier 2 and Tier 3 towns who forward your photos to their own customers, so every post has to work when it is shared again without a caption. For local consumer brands, the Surti love of food and weekend outings along Dumas Road gives restaurants and cafés an easy hook for reels.',
      competition:
        'Thousands of Surat sellers post similar catalogues, often using the same model photos, so standing out requires original shoots and clear branding. Reseller audiences are price-sensitive and move quickly between suppliers. Brands that build trust through consistency, reliable dispatch and transparent pricing keep resellers longer.',
      approach: [
        {
          title: 'Build a reseller community',
          body: 'We set up WhatsApp channels and Instagram broadcast channels for resellers, with new arrivals, prices and dispatch updates shared on a schedule.',
        },
        {
          title: 'Shoot original content',
          body: 'We organise regular catalogue and reel shoots in Surat, so your products look different from competitors using shared photos.',
        },
        {
          title: 'Show consumers the brand behind the fabric',
          body: 'For direct-to-consumer brands we show weaving, dyeing and finishing in Surat units, which builds trust and justifies pricing.',
        },
        {
          title: 'Plan launches around dispatch capacity',
          body: 'A viral reel is wasted if the godown cannot ship the orders. We time collection drops and ads with your production and dispatch team, and pause promotion when a design sells out.',
        },
      ],
      example: {
        title: 'A kurti manufacturer in Udhna',
        body: "A kurti maker selling through agents wanted direct resellers. We launched an Instagram account with daily new-arrival reels, a WhatsApp channel for registered resellers and paid ads to women running home businesses across India. Within a year resellers became the company's main sales channel.",
        metrics: [
          { label: 'Active resellers', value: '2,400' },
          { label: 'Monthly reseller orders', value: '₹38 lakh' },
          { label: 'Cost per reseller signup', value: '₹65' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Content calendar and catalogue posts',
          'Reels and one shoot a month in Surat',
          'WhatsApp and Instagram channel management',
          'Monthly report on orders and signups',
        ],
        note: 'Textile clients often need more frequent posting than other industries, which can raise costs to ₹30,000 or more a month. Meta ad budgets for reseller acquisition usually start at ₹25,000 a month.',
      },
      faqs: [
        {
          question: 'Should we use WhatsApp groups or channels?',
          answer:
            'Channels scale better and avoid spam complaints, while groups work for smaller, trusted reseller circles. We often use both.',
        },
        {
          question: 'How often should a textile brand post?',
          answer:
            'Daily during collection launches and festive seasons, and a few times a week otherwise. Consistency matters more than volume.',
        },
        {
          question: 'Can you help us reach boutique owners?',
          answer:
            'Yes. We target small business owners and fashion retailers through Meta ads and content aimed at their needs, such as margins and dispatch times.',
        },
      ],
    },
  },
};
