// Jaipur's city-service content: the Pink City profile and its SEO, PPC, social media and web
// development pages, written around tourism, gems, handicrafts and the city's exporters.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'jaipur',
    economy:
      "Jaipur lives on a rare mix of heritage tourism and export craft: the Amer-Hawa Mahal circuit draws millions of visitors, while the city cuts and trades a large share of the world's coloured gemstones and exports block-printed textiles, blue pottery and handicrafts to every continent. Sitapura, Vishwakarma Industrial Area and Mahindra World City add engineering, IT and gem-processing units, and the city is Rajasthan's hub for coaching, universities and private hospitals. Destination weddings have turned its palaces and resorts into a year-round events economy.",
    keyIndustries: [
      'Tourism and heritage hospitality',
      'Gems and jewellery',
      'Handicrafts and block-printed textiles',
      'Weddings and events',
      'Education and coaching',
      'IT and engineering in industrial areas',
    ],
    localities: [
      'MI Road and C-Scheme',
      'Johari Bazaar and Bapu Bazaar',
      'Malviya Nagar',
      'Vaishali Nagar',
      'Mansarovar',
      'Tonk Road',
      'Sitapura Industrial Area',
      'Vishwakarma Industrial Area',
      'Mahindra World City',
      'Sanganer',
    ],
    nearby: ['delhi', 'gurgaon', 'ahmedabad', 'indore', 'lucknow'],
  },
  services: {
    seo: {
      intro:
        'Travellers decide on a Jaipur hotel, jeweller or cooking class weeks before they land, mostly on Google and the booking apps. Businesses that rank in those searches take commission-free bookings; the rest pay 15 to 25 per cent to online travel agencies. We help Jaipur hotels, exporters, jewellers and service businesses win the searches that matter to them.',
      localMarket:
        "Heritage havelis, boutique hotels, homestays and tour operators are the city's largest SEO buyers, followed by gemstone and jewellery sellers in Johari Bazaar and Sitapura, block-print and handicraft exporters in Sanganer and Bagru, and coaching institutes and hospitals serving all of Rajasthan. Visitors search in English for 'heritage hotel near hawa mahal' or 'jaipur cooking class', while locals type Hindi queries such as 'जयपुर में अच्छा स्कूल' or 'jaipur me bike service center'. Foreign buyers look for terms like 'wholesale block print fabric india' or 'natural emerald supplier'. Tourism demand runs from October to March, peaks around the Jaipur Literature Festival in January and falls sharply in the hot months of May and June, when searches come mostly from domestic families planning for later.",
      competition:
        'Travel queries are dominated by Booking.com, MakeMyTrip, Tripadvisor and large travel blogs, so independent hotels must win on specific, long-tail searches and the map pack. Jewellery and gemstone keywords face competition from established Jaipur brands with decades of links and from national e-commerce players. Local service keywords are far easier than in metros, and many categories still have no business with a proper website.',
      approach: [
        {
          title: 'Own the long-tail travel searches',
          body: 'Instead of chasing "hotels in Jaipur", we target searches such as "haveli stay with rooftop view of Nahargarh" or "family hotel near Amer Fort with parking", and write guides to the old city that answer them honestly.',
        },
        {
          title: 'Push bookings to your own site',
          body: 'We connect a booking engine, show rates that match or beat the OTAs, set up hotel schema and Google Hotel free booking links, so travellers who find you can book directly.',
        },
        {
          title: 'Build export-grade product pages',
          body: 'For gem and textile exporters we write pages by stone, treatment, print technique and fabric, with minimum order quantities and shipping terms that overseas buyers look for.',
        },
        {
          title: 'Plan content before the season',
          body: 'Articles on festivals, weather and itineraries go live by August so they rank before the winter season, when booking decisions are made.',
        },
      ],
      example: {
        title: 'A 14-room haveli hotel in the walled city',
        body: 'A family-run heritage haveli took nearly 80 per cent of its bookings through OTAs and paid heavy commissions. We rebuilt its room and experience pages, wrote neighbourhood guides to the bazaars around it, added hotel schema and a direct booking engine with a small direct-booking benefit, and fixed its Google Business Profile photos and categories. Over two winter seasons its direct share grew steadily.',
        metrics: [
          { label: 'Direct bookings share', value: '21% to 46%' },
          { label: 'Organic sessions in season', value: '+3.1x' },
          { label: 'Commission saved per season', value: '₹9.8 lakh' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 per month',
        includes: [
          'Technical audit and schema for hotels, products or services',
          'Three pages or guides a month',
          'Google Business Profile and review management',
          'Monthly report on enquiries and bookings',
        ],
        note: 'Jaipur retainers are lower than metro ones because local keyword competition is lighter, but tourism and export projects need more content and sometimes foreign-language pages. Hotels with multiple properties or exporters with large catalogues usually invest ₹35,000 to ₹70,000 a month.',
      },
      faqs: [
        {
          question: 'Can SEO really reduce our OTA commissions?',
          answer:
            'It reduces your dependence, not the OTAs themselves. Travellers often find you on an app and then search your name, so a strong site with a direct-booking benefit converts those searches into commission-free bookings.',
        },
        {
          question: 'Is the summer slowdown a good time to start?',
          answer:
            'It is the best time. Work done in April and May ranks by September, just before the winter booking rush.',
        },
        {
          question: 'Do you write content in Hindi?',
          answer:
            'Yes, for businesses serving local families, such as schools, clinics and builders. Tourism and export sites are usually English-first, sometimes with French or German pages.',
        },
        {
          question: 'We sell gemstones. Are there SEO restrictions?',
          answer:
            'No special restrictions, but Google expects accurate claims about origin, treatment and certification, and those details also build trust with buyers.',
        },
      ],
    },
    ppc: {
      intro:
        'Jaipur advertisers fight for two very different audiences: visitors from Delhi, Mumbai and abroad who are planning a trip or a wedding, and Rajasthan locals looking for a school, clinic or new home. The two need different campaigns, budgets and hours. We build Google Ads accounts for Jaipur businesses that keep the two apart and track every rupee to an enquiry or booking.',
      localMarket:
        "Destination wedding venues and planners are among the biggest spenders, targeting families in Delhi, Mumbai, Gujarat and the Gulf with searches like 'palace wedding venue jaipur'. Hotels use Google Hotel Ads and brand campaigns to protect their own names from OTAs. Coaching institutes buy heavily during admission months, and builders on Ajmer Road, Jagatpura and Tonk Road target Jaipur families with Hindi ads. Jewellers and block-print brands run Shopping and Performance Max campaigns for India and abroad. Wedding enquiries start eight to twelve months before the November-to-February season, so the best time to advertise is often the off-season.",
      competition:
        'Click costs in Jaipur are modest for local services, usually ₹10 to ₹40, but travel and wedding terms are contested by OTAs, wedding marketplaces and planners from Delhi. Many hotels unknowingly let OTAs and metasearch sites bid on their brand name. Jewellery and handicraft Shopping campaigns face competition from marketplace sellers with lower prices, so product feeds and images matter.',
      approach: [
        {
          title: 'Separate visitor and local campaigns',
          body: 'Visitor campaigns target source cities and countries with English ads, while local campaigns use Hindi copy and a tight radius around Jaipur. Each has its own budget and schedule.',
        },
        {
          title: 'Defend your brand name',
          body: 'We run low-cost brand campaigns for hotels and venues so that a traveller searching your name books with you rather than through an intermediary.',
        },
        {
          title: 'Qualify wedding and group leads',
          body: 'Forms ask for date, guest count and budget, so your sales team spends time on families who can book your venue.',
        },
      ],
      example: {
        title: 'A palace-style wedding venue on Delhi Road',
        body: 'A heritage wedding property relied on marketplace listings that sent the same enquiry to a dozen venues. We launched search campaigns in Delhi NCR, Mumbai and Ahmedabad for palace and destination wedding terms, created a landing page with real wedding photos, guest capacities and indicative packages, and ran YouTube ads showing a full wedding day. Within one season the venue filled most of its peak dates from its own campaigns.',
        metrics: [
          { label: 'Qualified wedding enquiries', value: '212 in 6 months' },
          { label: 'Cost per qualified enquiry', value: '₹1,450' },
          { label: 'Weddings booked from ads', value: '19' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month or 12% of ad spend',
        includes: [
          'Search, Shopping, Hotel Ads and YouTube set-up',
          'Landing page recommendations and conversion tracking',
          'Separate visitor and local campaign structures',
          'Monthly report with booking and lead quality',
        ],
        note: 'Ad spend is paid directly to Google and is not part of our fee. Local Jaipur businesses can start with ₹25,000 to ₹40,000 a month, while wedding venues and hotels targeting metros and overseas usually need ₹1 lakh or more.',
      },
      faqs: [
        {
          question: 'Why are OTAs showing up when people search our hotel name?',
          answer:
            'OTAs and metasearch sites often bid on hotel brand names. A brand campaign from you usually costs a few rupees a click and keeps those bookings direct.',
        },
        {
          question: 'When should a wedding venue advertise?',
          answer:
            'Start in March and April, because families book venues eight to twelve months before winter weddings. Spending only in November is usually too late.',
        },
        {
          question: 'Can you run ads for foreign tourists?',
          answer:
            'Yes. We target countries with high arrivals to Jaipur, such as the UK, France, Germany and the US, and adjust ad schedules to their time zones.',
        },
      ],
    },
    'social-media': {
      intro:
        'Jaipur is one of the most photographed cities in India, and its brands have something most cities cannot offer: pink walls, block-printed colour, gemstones and palaces in every frame. Social media rewards that. We run Instagram, Facebook, Pinterest and YouTube for Jaipur brands that want that visual advantage to turn into orders and bookings.',
      localMarket:
        'Block-print fashion labels, silver and gemstone jewellers, blue pottery studios, cafés on C-Scheme and in Malviya Nagar, hotels and wedding planners lead social spending in the city. Instagram and Pinterest bring international shoppers, while Facebook and WhatsApp still matter for older local buyers. Many craft brands sell directly through Instagram to customers in the US, UK and Australia, which makes DMs and shipping questions part of social management. The calendar follows the tourist season, Teej and Gangaur, Diwali, the wedding season and the Jaipur Literature Festival in January.',
      competition:
        'Hundreds of Jaipur craft brands use the same photogenic locations and similar prints, so social accounts look alike quickly. Creator collaborations are common and travel influencers charge hotels heavily for stays and posts. Brands that tell the story of their artisans, techniques and origins stand apart from resellers posting the same catalogue images.',
      approach: [
        {
          title: 'Tell the maker story',
          body: 'We film printers, dyers and stone cutters at work in Sanganer, Bagru or your workshop, because process content builds trust and separates you from resellers.',
        },
        {
          title: 'Sell to buyers abroad',
          body: 'We set up Instagram Shopping and Pinterest catalogues, write captions that answer shipping and sizing questions, and schedule posts for US and UK time zones.',
        },
        {
          title: 'Keep local families engaged',
          body: 'For jewellers, restaurants and schools we keep Facebook and WhatsApp updates running in Hindi, because many Jaipur families still make decisions there.',
        },
      ],
      example: {
        title: 'A Sanganeri block-print clothing label',
        body: 'A small label selling hand-block-printed kurtas and dresses had 6,000 followers and mostly local customers. We created a series of reels showing each print from carving the wooden block to the final garment, paired them with Instagram Shopping and Pinterest pins, and ran ads to women in the US, UK and Australia interested in slow fashion. International orders became a meaningful share of sales within a year.',
        metrics: [
          { label: 'Instagram followers', value: '6,000 to 41,000' },
          { label: 'International orders per month', value: '0 to 140' },
          { label: 'Average order value', value: '₹5,600' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month',
        includes: [
          'Monthly plan for Instagram and one more platform',
          '12 posts and 4 reels, including one shoot in Jaipur',
          'Instagram Shopping or Pinterest catalogue upkeep',
          'DM and comment management on working days',
        ],
        note: 'Jaipur shoots cost less than in metros because locations, models and artisans are close at hand. Brands selling overseas should budget separately for ads, typically ₹30,000 or more a month, and for international shipping content.',
      },
      faqs: [
        {
          question: 'Does Pinterest matter for Jaipur brands?',
          answer:
            'For home décor, textiles and jewellery it does. Pinterest users plan purchases and many are in the US and Europe, which suits Jaipur exporters.',
        },
        {
          question: 'Can you shoot at heritage locations?',
          answer:
            'Many monuments need permission for commercial shoots, so we use private havelis, workshops and cafés or apply for permits where needed.',
        },
        {
          question: 'Do you work with travel influencers for hotels?',
          answer:
            'Yes, but we check their audience location and engagement first, and we insist on clear deliverables and ASCI-compliant disclosure.',
        },
      ],
    },
    'web-development': {
      intro:
        "A Jaipur exporter's website has to convince a buyer in Milan or New York who will never visit the workshop, and a Jaipur hotel's site has to match the polish of the booking apps. We build websites and online stores for Jaipur businesses that earn trust at first glance and keep working on a slow phone connection.",
      localMarket:
        "Gem and jewellery exporters in Sitapura and Johari Bazaar need catalogues with certifications and wholesale enquiry flows; handicraft and textile exporters want B2B and retail stores that handle international shipping; hotels need direct booking engines; schools and coaching centres want admission portals. Buyers search for 'website design company jaipur', 'jewellery website developer' and 'shopify store for handicrafts'. Projects often need to be live before the October tourist season or an international trade fair such as the Jaipur Jewellery Show in December.",
      competition:
        'Jaipur has a large pool of small web developers and freelancers, many of whom build sites for exporters cheaply but leave them without SEO, security updates or international payment support. Owners increasingly want one partner who understands both design and selling abroad. Agencies from Delhi and Mumbai also pitch to the larger exporters, usually at metro prices and with little feel for how the trade works in the walled city. A Jaipur export site also has to survive long gaps between updates, because the same people who run the workshop usually run the website.',
      approach: [
        {
          title: 'Design for distant buyers',
          body: 'We show certificates, process photos, export history and clear terms, because an overseas buyer judges credibility entirely from the site.',
        },
        {
          title: 'Handle international selling properly',
          body: 'Stores are built on Shopify or WooCommerce with multi-currency pricing, PayPal or Stripe alongside Indian gateways, and shipping rules for DHL or FedEx.',
        },
        {
          title: 'Separate wholesale from retail',
          body: 'Exporters get a wholesale login or request-for-quote flow, so trade buyers see MOQs and bulk prices while retail visitors see the shop.',
        },
        {
          title: 'Make booking direct and simple',
          body: 'Hotels get a booking engine connected to their channel manager, so direct bookings never cause double sales.',
        },
      ],
      example: {
        title: 'A coloured-gemstone exporter in Sitapura',
        body: 'A gemstone cutter and exporter sold only through trade shows and WhatsApp photos. We built a catalogue site with stones by variety, origin, treatment and lab certificate, a wholesale login with live inventory and a request-for-quote flow. Buyers from Thailand, Hong Kong and the US began placing repeat orders from the site between shows.',
        metrics: [
          { label: 'Wholesale accounts registered', value: '186 in 9 months' },
          { label: 'Online RFQs per month', value: '52' },
          { label: 'Stones listed with certificates', value: '1,900+' },
        ],
      },
      pricing: {
        startingFrom: '₹50,000 for a business website',
        includes: [
          'Custom design of up to 10 templates',
          'WordPress or Shopify build with training',
          'SEO foundations and analytics',
          'Enquiry, WhatsApp or booking integrations',
        ],
        note: "Export stores with multi-currency pricing and wholesale logins typically cost ₹1.2 lakh to ₹3.5 lakh, and hotel sites with booking engines start around ₹90,000 plus the engine's subscription. Photography is priced separately but costs less in Jaipur than in the metros.",
      },
      faqs: [
        {
          question: 'Can customers abroad pay in dollars?',
          answer:
            'Yes. We configure multi-currency display and international payment gateways, and explain the fees and settlement times of each.',
        },
        {
          question: 'Can we show live stock for gemstones?',
          answer:
            'We can connect the site to your inventory sheet or software so sold stones disappear automatically.',
        },
        {
          question: 'How long does an export store take?',
          answer:
            'Six to ten weeks, depending on the number of products and how quickly photographs and descriptions are ready.',
        },
      ],
    },
  },
};
