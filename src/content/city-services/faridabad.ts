// Faridabad's city-service content: the profile of Haryana's industrial city on the Delhi border and
// its SEO, PPC and social media pages, written for manufacturers, schools and neighbourhood brands.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'faridabad',
    economy:
      "Faridabad is Haryana's most populous city and one of North India's oldest industrial towns, with thousands of factories making tractors, auto components, earthmoving equipment, electricals and fabricated parts along Mathura Road, in the NIT and sector industrial areas and out towards Ballabgarh and IMT Faridabad. Large hospitals, private universities and a growing residential belt in Greater Faridabad serve families who work across Delhi NCR. New expressway links to Delhi, Gurgaon and the Noida International Airport at Jewar, whose first phase was nearing completion in 2025, are pulling warehousing and new housing into the city's southern sectors.",
    keyIndustries: [
      'Auto components and tractors',
      'Earthmoving and material handling equipment',
      'Electricals and fabrication',
      'Healthcare',
      'Schools and private universities',
      'Real estate and warehousing',
    ],
    localities: [
      'NIT Faridabad',
      'Mathura Road industrial belt',
      'Sector 24 and 25 industrial area',
      'Ballabgarh',
      'IMT Faridabad',
      'Sector 15 and 16 markets',
      'Greater Faridabad (Neharpar)',
      'Surajkund',
    ],
    nearby: ['delhi', 'gurgaon', 'noida', 'haryana'],
  },
  services: {
    seo: {
      intro:
        'Faridabad sits in the shadow of Delhi and Gurgaon in search results, too: type a service and Google often shows businesses across the border first. Local companies need pages and profiles that make the Faridabad connection obvious. We help Faridabad schools, clinics, manufacturers and service businesses rank for the searches their own neighbours make.',
      localMarket:
        "Schools in Greater Faridabad and the older sectors are among the most active SEO buyers, because nursery and new-session admissions make parents search intensively between November and March. Hospitals, diagnostic labs and dental clinics target families in NIT, Sector 21 and Neharpar, and manufacturers in the industrial sectors want buyers from across India. Searches are often area-specific and in Hindi or Hinglish, such as 'cbse school sector 86 faridabad', 'फरीदाबाद में नर्सरी एडमिशन' or 'ballabgarh me physiotherapy'. Property searches concentrate on Greater Faridabad and the new sectors along the expressway. Many residents commute to Delhi or Gurgaon and search from their office in the daytime, so a clinic or school that only targets a small radius can miss parents who search at work.",
      competition:
        'Competition in Faridabad is moderate but distorted by its neighbours: Delhi and Gurgaon businesses often rank for Faridabad searches because their sites are stronger. Portals and directories dominate many results, and school and hospital keywords face national comparison sites. A business with good local pages, complete Google Business Profile details and steady reviews can overtake outsiders relatively quickly.',
      approach: [
        {
          title: 'Make the location unmistakable',
          body: 'We build pages and profiles around the sectors and neighbourhoods you serve, with directions, landmarks and catchment areas spelled out.',
        },
        {
          title: 'Time content to admissions and seasons',
          body: 'School admission pages, fee details and open-house events go live before the admission window opens, so they rank when parents start searching.',
        },
        {
          title: 'Win reviews steadily',
          body: 'We set up review requests for parents, patients and customers, which strengthens map rankings against bigger competitors across the border.',
        },
      ],
      example: {
        title: 'A CBSE school in Greater Faridabad',
        body: "A newer CBSE school with excellent facilities was losing admissions to older schools with stronger reputations. We created pages for each grade and admission stage, answered parents' questions about transport routes, fees and curriculum, published a calendar of open days, and helped the school collect reviews from existing parents. Admission enquiries grew in the following session.",
        metrics: [
          { label: 'Admission enquiries from search', value: '+160%' },
          { label: 'Open-day registrations', value: '340' },
          { label: 'Google reviews', value: '48 to 290' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 per month',
        includes: [
          'Technical audit with fixes for speed and mobile forms',
          'Local keyword research in Hindi and English',
          'Two to three sector or product pages a month',
          'Google Business Profile work and review system',
          'Monthly report on calls, admissions and RFQs',
        ],
        note: 'Faridabad SEO is usually cheaper than Gurgaon or Delhi because local competition is lighter. Manufacturers targeting national buyers often need ₹25,000 to ₹45,000 a month for product content.',
      },
      faqs: [
        {
          question: 'Why do Delhi businesses appear when people search in Faridabad?',
          answer:
            'Google weighs distance, relevance and prominence. Stronger, clearer local pages and reviews help you win searches in your own area.',
        },
        {
          question: 'Our admissions open in December. When do we begin?',
          answer:
            'By August or September, so pages are ranking before parents start searching in November.',
        },
        {
          question: 'Can SEO help our factory find buyers?',
          answer:
            'Yes. Buyers search for specific products and specifications, and detailed pages put your factory in front of them.',
        },
      ],
    },
    ppc: {
      intro:
        'For Faridabad manufacturers, Google Ads is often the quickest way to reach buyers beyond their usual dealers and contacts. For local businesses, it brings calls from families in the sectors around them. We run Google Ads for Faridabad businesses with careful targeting, lead checks and clear reporting.',
      localMarket:
        "Industrial advertisers in Faridabad sell material handling equipment, fabrication, electrical panels, auto parts and machinery to buyers across India, searching terms like 'hydraulic scissor lift manufacturer' or 'electrical panel manufacturer in faridabad'. Local advertisers include hospitals, schools, coaching institutes, packers and movers, and builders in Greater Faridabad. Industrial demand tends to rise at the start of the financial year and before warehouse expansions, while local consumer demand follows admissions, festivals and the wedding season. The new warehouses appearing along the Delhi-Mumbai Expressway and near Ballabgarh are also buyers themselves, searching for racking, forklifts and fire safety systems. Most industrial buyers call before they fill a form, so call tracking matters more here than in consumer categories.",
      competition:
        "Industrial keywords are contested by manufacturers in Delhi, Gurgaon, Ludhiana and Gujarat, as well as B2B marketplaces buying ads. Local keywords face competition from Delhi and Gurgaon advertisers targeting the whole NCR. Click costs are moderate, typically ₹15 to ₹60 for industrial terms. Many Faridabad factories that tried Google Ads once gave up after paying for clicks from job seekers searching 'company in faridabad job', which is a targeting problem rather than a channel problem.",
      approach: [
        {
          title: 'Target real buyers',
          body: 'Industrial campaigns exclude job seekers, students and DIY searches, and focus on product and specification terms used by procurement teams.',
        },
        {
          title: 'Qualify leads by business details',
          body: 'Forms ask for company name, GST number and requirements, so the sales team can prioritise real buyers.',
        },
        {
          title: 'Reach warehouses and factories nationally',
          body: 'We target industrial hubs and logistics corridors across India where your products are needed.',
        },
      ],
      example: {
        title: 'A material handling equipment maker in Sector 24',
        body: 'A manufacturer of hydraulic lifts, pallet trucks and dock levellers relied on dealers and marketplace leads. We launched search campaigns for specific products in industrial regions across India, added lead forms requesting GST details and load requirements, and connected enquiries to its CRM. Direct orders grew and the company appointed new dealers in regions it had not served before.',
        metrics: [
          { label: 'Qualified B2B leads per month', value: '95' },
          { label: 'Cost per qualified lead', value: '₹780' },
          { label: 'New regional dealers', value: '5' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month or 12% of ad spend',
        includes: [
          'Campaign set-up for search and Performance Max',
          'B2B lead qualification and tracking',
          'Ads written in Hindi and English for NCR buyers',
          'Monthly review of leads and spend',
        ],
        note: 'Faridabad factories pay Google for clicks through their own billing profile, so our fee and the media budget never mix. Industrial campaigns usually need ₹50,000 to ₹1.5 lakh a month to reach buyers nationally, while local Faridabad campaigns can start at ₹25,000.',
      },
      faqs: [
        {
          question: 'Do B2B manufacturers really get orders from Google Ads?',
          answer:
            'Yes, when campaigns focus on specific product searches and landing pages give buyers the details they need to request a quote.',
        },
        {
          question: 'Can we advertise only in Faridabad?',
          answer:
            'Yes. Local businesses can target Faridabad and nearby sectors, excluding areas of NCR that do not bring customers.',
        },
        {
          question: 'How do you filter out job seekers?',
          answer:
            'With negative keywords, ad wording and targeting that focus on buyers, and by reviewing search terms every week.',
        },
      ],
    },
    'social-media': {
      intro:
        "Faridabad's social media audience is large but often overlooked by agencies focused on Delhi and Gurgaon. Families in NIT, the sectors and Greater Faridabad follow local gyms, cafés, schools and shops closely. We manage social media for Faridabad businesses that want to build a loyal local audience.",
      localMarket:
        'Gyms and fitness studios, restaurants, salons, schools, hospitals, wedding venues and real estate projects are the main social buyers. Instagram reaches younger customers, while Facebook and WhatsApp are important for parents and older families. Seasonal peaks include New Year fitness resolutions, the wedding season, Diwali and the Surajkund International Crafts Mela in February. Neighbourhood Facebook groups for sectors and Greater Faridabad societies are active places where residents ask for recommendations, and brands that help there, without spamming, gain word of mouth. A large student population at the private universities on the Sohna and Mathura Road sides adds a young, Instagram-first audience.',
      competition:
        'Faridabad brands compete for attention with Delhi and Gurgaon businesses that advertise across NCR. Local accounts that show real people, places and results feel more trustworthy than polished content from outside. Many small businesses post irregularly, so consistent content stands out. Wedding venues along Mathura Road and in Surajkund compete hard on Instagram during the season, usually with the same drone shots, so venues that show real weddings and real food do better.',
      approach: [
        {
          title: 'Keep content local and personal',
          body: 'We feature your staff, members and customers in Faridabad, so followers recognise people and places.',
        },
        {
          title: 'Promote branch by branch',
          body: 'For businesses with several branches, content and ads are targeted to the neighbourhood each branch serves.',
        },
        {
          title: 'Turn followers into visits',
          body: 'Offers, trial sessions and booking links make it easy to move from social media to a visit.',
        },
        {
          title: 'Use the local calendar',
          body: 'We plan posts around Faridabad moments such as the Surajkund Mela, Chhath among the large Purvanchali community and society Diwali melas, which give neighbourhood brands a reason to show up.',
        },
      ],
      example: {
        title: 'A gym chain with three Faridabad branches',
        body: 'A gym with branches in NIT, Sector 15 and Greater Faridabad wanted more members outside January. We created member transformation stories, trainer tips and short workout reels, targeted ads to people near each branch, and offered free trial sessions booked through Instagram and WhatsApp. Membership grew across all three branches.',
        metrics: [
          { label: 'Trial sessions booked', value: '520 in 5 months' },
          { label: 'Trial-to-member conversion', value: '34%' },
          { label: 'Cost per trial booking', value: '₹120' },
        ],
      },
      pricing: {
        startingFrom: '₹15,000 per month',
        includes: [
          'Branch-wise Instagram and Facebook calendar',
          '10 posts and 4 reels a month',
          'One shoot a month in Faridabad',
          'Comment and DM replies for each branch',
        ],
        note: 'Because our team is twenty minutes away via the Gurgaon-Faridabad road, shoot days here carry no travel charge and fit more locations in a day. Local ad budgets of ₹10,000 to ₹30,000 a month usually reach the right audience.',
      },
      faqs: [
        {
          question: 'Can you target ads only to our area?',
          answer:
            'Yes. Meta ads can target a radius around each branch, so you reach people who can actually visit.',
        },
        {
          question: 'Will our reels be in Hindi or English?',
          answer:
            'Yes, captions and reels in Hindi or Hinglish often perform best with Faridabad audiences.',
        },
        {
          question: 'How soon do enquiries pick up after we start?',
          answer:
            'Most businesses see more enquiries within the first month, with steady growth over three to six months.',
        },
      ],
    },
  },
};
