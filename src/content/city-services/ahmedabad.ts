// Ahmedabad's city-service content: the profile of Gujarat's commercial capital and its SEO, PPC,
// social media and web development pages, shaped by GIDC manufacturers and family businesses.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'ahmedabad',
    economy:
      "Ahmedabad built its fortune on cotton mills and is still Gujarat's commercial capital, with pharmaceutical majors, chemical and dye makers in the GIDC estates at Vatva, Naroda and Odhav, and an automobile cluster at Sanand and Changodar on its western edge. Family-run trading houses sit alongside a fast-growing start-up scene fed by IIM Ahmedabad, NID and CEPT, and GIFT City in neighbouring Gandhinagar is pulling finance and fintech firms into the region. Real estate along SG Highway and in new suburbs such as Shela and Gota keeps expanding with the metro.",
    keyIndustries: [
      'Pharmaceuticals and APIs',
      'Chemicals and dyes',
      'Textiles and garments',
      'Engineering, pumps and auto components',
      'Real estate and construction',
      'Food processing and snack brands',
    ],
    localities: [
      'SG Highway',
      'CG Road and Navrangpura',
      'Prahlad Nagar',
      'Bodakdev and Vastrapur',
      'Satellite',
      'Sindhu Bhavan Road',
      'Vatva GIDC',
      'Naroda and Odhav GIDC',
      'Sanand and Changodar',
      'Ashram Road',
    ],
    nearby: ['gandhinagar', 'surat', 'jaipur', 'indore', 'mumbai'],
  },
  services: {
    seo: {
      intro:
        'Many Ahmedabad manufacturers still get most of their enquiries through IndiaMART, TradeIndia and a few long-standing distributors, paying for leads that are also sent to three competitors. SEO gives them a channel they own. We work with Amdavadi manufacturers, builders, clinics and retailers to rank on Google for the products and services buyers search, in English, Gujarati and Hindi.',
      localMarket:
        "The heaviest SEO demand comes from B2B firms in the GIDC estates: dye intermediate, pigment and API makers in Vatva and Naroda want export RFQs from Europe, the US and Africa, and they need pages that rank for CAS numbers and technical grades. Builders on SG Highway and in Shela, South Bopal and Gota want buyers for flats and bungalows, while coaching institutes for CA, UPSC and NEET compete for students from across Gujarat. Consumer searches often mix languages, for example 'amdavad ma best dentist', 'અમદાવાદ ફ્લેટ' or 'SG highway par office space'. Business slows in Diwali week, when many firms close until Labh Pancham, and consumer searches spike before Navratri and Uttarayan. Budget planning in this market is careful and value-focused, so owners expect SEO reports to tie back to enquiries and orders.",
      competition:
        'Keyword competition in Ahmedabad is moderate for local services but tough for industrial terms, because B2B marketplaces rank for almost every product name. Competing manufacturers from Vapi, Ankleshwar and Mumbai target the same chemical keywords. Local packs for doctors and lawyers are less crowded than in Mumbai or Delhi, which makes map rankings reachable within a few months for businesses that collect reviews.',
      approach: [
        {
          title: 'Turn catalogues into ranking pages',
          body: 'For manufacturers we build a page per product or grade with specifications, CAS numbers, packaging, certifications such as REACH or GMP, and a request-for-quote form. These pages compete with marketplace listings and bring enquiries that are not shared with rivals.',
        },
        {
          title: 'Write for Gujarati searchers where it pays',
          body: 'For clinics, builders and retailers we check how much search volume exists in Gujarati and Hindi and add pages in those languages only where the data supports it. Each is written by a native speaker, not machine-translated.',
        },
        {
          title: 'Build local authority',
          body: 'We earn links from Gujarat trade bodies, GCCI and industry association directories, local news sites and supplier pages, which count for far more than generic directory links.',
        },
        {
          title: 'Schedule around the Gujarati calendar',
          body: 'Content for festive offers and property launches goes live four to six weeks before Navratri and Diwali, and we avoid migrations or major changes in the week your business is closed.',
        },
      ],
      example: {
        title: 'A dye intermediates maker in Vatva GIDC',
        body: "A second-generation chemical manufacturer relied on two paid marketplace subscriptions and a 12-page website with no product detail. We built 48 product pages with technical data sheets, added an enquiry form that captured the buyer's country and required quantity, and wrote guides comparing reactive dye intermediates for textile processors. Within ten months Google became its largest source of export enquiries and the firm dropped one marketplace plan.",
        metrics: [
          { label: 'Organic export enquiries', value: '4 to 31 a month' },
          { label: 'Product pages on page one', value: '29 of 48' },
          { label: 'Marketplace fees saved', value: '₹2.4 lakh a year' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 per month',
        includes: [
          'Technical audit of your catalogue site with a fixes plan',
          'Keyword map in English plus Gujarati or Hindi where useful',
          'Three new pages or articles a month',
          'Google Business Profile set-up for showroom or factory',
          'Monthly report on RFQs and local enquiries',
        ],
        note: 'Ahmedabad prices sit below Mumbai and Gurgaon because local competition is lighter for most consumer keywords. Export-focused manufacturers with large catalogues usually need ₹35,000 to ₹60,000 a month for the volume of product pages and technical writing involved.',
      },
      faqs: [
        {
          question: 'We already pay IndiaMART. Why do we need SEO?',
          answer:
            'Marketplace leads are shared with several suppliers and stop the day you stop paying. Organic enquiries from your own site come only to you, and many clients keep one marketplace while SEO grows.',
        },
        {
          question: 'Should our website be in Gujarati?',
          answer:
            'For an export or B2B business, English is enough. For clinics, schools, jewellers and builders selling to local families, a Gujarati version of key pages often improves both rankings and enquiry rates.',
        },
        {
          question: 'Can you meet us at our factory in the GIDC?',
          answer:
            'Yes, we visit Ahmedabad clients for the kick-off and for quarterly reviews, and a factory visit helps us write product pages that engineers and buyers trust.',
        },
        {
          question: 'How soon will export enquiries come in?',
          answer:
            'Niche product pages often start ranking within three to five months. Competitive generic terms can take nine to twelve months.',
        },
      ],
    },
    ppc: {
      intro:
        'Ahmedabad advertisers want every rupee to work, and Google Ads can deliver that when campaigns are built around real margins rather than clicks. Click costs here are usually lower than in Mumbai, which gives room to test. We run Google and Microsoft Ads for Ahmedabad builders, schools, D2C food brands and exporters with tight control of cost per order or lead.',
      localMarket:
        'Real estate launches on SG Highway, Shela and Gota are the biggest local spenders, and click costs for property terms typically run between ₹25 and ₹90. Education is the second large category, with CA and competitive-exam coaching buying heavily from March to June and again before board results. Gujarati snack and spice brands sell khakhra, thepla mixes and mukhwas nationally through Shopping and Performance Max campaigns, especially before Diwali. Exporters of pumps, valves and chemicals use search ads in the US, the Gulf and East Africa to reach distributors. Navratri brings a short, intense window for garba passes, ethnic wear and party venues, while Uttarayan in January lifts demand for kites and terrace events.',
      competition:
        'Local auctions are less crowded than in NCR, but competition gets sharp in Navratri and admission season, when national coaching chains and ticketing platforms enter. For e-commerce, Gujarati food brands compete with established names on Amazon and Flipkart as well as on Google Shopping. Many family-run advertisers in the city manage accounts themselves with broad match and no conversion tracking, so a well-structured account gains quickly.',
      approach: [
        {
          title: 'Track orders and calls, not clicks',
          body: 'Before scaling we set up conversion tracking for purchases, calls and WhatsApp chats, because many Ahmedabad customers prefer to call before they buy. Without that data, Smart Bidding optimises for the wrong thing.',
        },
        {
          title: 'Use the lower click costs to test',
          body: 'We run structured tests of offers, landing pages and keyword groups early in the engagement, when learning is cheap, and then concentrate budget on the two or three combinations that make money.',
        },
        {
          title: 'Plan festive bursts in advance',
          body: 'Budgets, creatives and Shopping feeds for Navratri and Diwali are prepared a month ahead, and we reduce spend in Diwali week for B2B clients whose buyers are on holiday.',
        },
        {
          title: 'Reach export buyers directly',
          body: 'For manufacturers we build country-specific search campaigns in English, with Microsoft Ads for US procurement teams, and send leads to a page that shows certifications and minimum order quantities.',
        },
      ],
      example: {
        title: 'A Gujarati snack brand selling online across India',
        body: 'A family snack maker from Ahmedabad sold khakhra and farsan through its own Shopify store but spent ₹1.2 lakh a month on Google with no idea which products made money. We rebuilt its product feed with weights, flavours and gifting bundles, split Performance Max by margin band and added a Diwali gift-box campaign aimed at corporate buyers in Mumbai, Pune and Bangalore. Sales grew while the budget rose only modestly.',
        metrics: [
          { label: 'Return on ad spend', value: '2.1x to 4.6x' },
          { label: 'Diwali corporate gift orders', value: '186' },
          { label: 'Monthly online revenue', value: '+170%' },
        ],
      },
      pricing: {
        startingFrom: '₹18,000 per month or 12% of ad spend',
        includes: [
          'Campaign set-up across search, Shopping and Performance Max',
          'Conversion tracking for orders, calls and WhatsApp',
          'Feed optimisation for Shopify or WooCommerce stores',
          'Fortnightly optimisation and a monthly review',
        ],
        note: 'Google is paid directly from your card or account, separately from our fee. Ahmedabad advertisers can usually test meaningfully with ₹40,000 to ₹60,000 a month in spend; builders and coaching institutes in peak season often need ₹1.5 lakh or more.',
      },
      faqs: [
        {
          question: 'Can we run ads only in Gujarati?',
          answer:
            'Google Ads supports Gujarati ad text, and we use it for local consumer campaigns. Most search queries in Ahmedabad are still typed in English or Hinglish, so we normally run both.',
        },
        {
          question: 'What is a good cost per lead for an Ahmedabad builder?',
          answer:
            'For mid-segment flats we typically see ₹600 to ₹1,500 per verified lead, and luxury bungalow projects cost more. What matters is the cost per site visit, which we track with your sales team.',
        },
        {
          question: 'Should we pause ads during Diwali?',
          answer:
            'B2B advertisers usually should, because buyers are away and leads go cold. Consumer brands selling gifts should do the opposite and spend most in the two weeks before Diwali.',
        },
      ],
    },
    'social-media': {
      intro:
        'Few cities celebrate on social media like Ahmedabad does: Navratri reels, Uttarayan terrace videos and late-night food runs to Manek Chowk fill local feeds every year. Brands that join those moments with genuine content win attention at low cost. We manage Instagram, Facebook, LinkedIn and YouTube for Ahmedabad businesses, with content in Gujarati, Hindi and English.',
      localMarket:
        'Ethnic-wear boutiques, jewellers, cafés on Sindhu Bhavan Road, home-décor stores and builders are the most active social buyers in the city. Instagram drives discovery, but a large share of sales close on WhatsApp, where customers ask for the price and a catalogue before visiting. B2B firms and the start-ups around IIM Ahmedabad and GIFT City use LinkedIn for hiring and credibility. The year revolves around Navratri, when chaniya choli and jewellery brands do a large share of annual sales, then Diwali, the wedding season and Uttarayan. Gujarati-language reels with local humour consistently outperform polished English content with family audiences.',
      competition:
        'Instagram in Ahmedabad is crowded with boutiques and food pages during Navratri, and ad costs rise sharply in the two weeks before the festival. Gujarati creators with large followings charge more each season, and many smaller ones have inflated audiences. Most local businesses post product photos without a plan, so consistent storytelling and fast replies to DMs still stand out.',
      approach: [
        {
          title: 'Build the calendar around Gujarati festivals',
          body: 'We plan shoots and campaigns backwards from Navratri, Diwali and Uttarayan, so festive collections are filmed and approved a month before customers start shopping.',
        },
        {
          title: 'Speak in the language of the audience',
          body: 'Reels and captions for local families are written in Gujarati or Gujlish, while LinkedIn posts and export-facing content stay in English.',
        },
        {
          title: 'Close the loop on WhatsApp',
          body: 'We set up WhatsApp Business catalogues, quick replies and click-to-WhatsApp ads, so the enquiry a reel creates turns into an order rather than an unanswered message.',
        },
      ],
      example: {
        title: 'An ethnic-wear boutique in Satellite before Navratri',
        body: "A boutique selling handcrafted chaniya cholis had a loyal walk-in base but few customers from newer areas like Shela and Gota. We filmed garba-practice reels with customers wearing the collection, ran click-to-WhatsApp ads from August to the first night of Navratri, and set up a WhatsApp catalogue with sizes and prices. The season became the boutique's best, and half the new buyers came from areas it had never reached.",
        metrics: [
          { label: 'WhatsApp enquiries in the season', value: '1,140' },
          { label: 'Orders from Instagram and WhatsApp', value: '312' },
          { label: 'Cost per enquiry', value: '₹38' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 per month',
        includes: [
          'Content calendar with festive planning',
          '12 posts and 4 reels a month in Gujarati or English',
          'One shoot a month in Ahmedabad',
          'WhatsApp Business catalogue set-up',
        ],
        note: 'Ahmedabad social retainers cost less than metro equivalents, but festive months need more reels and higher ad budgets. Many boutiques and jewellers add ₹25,000 to ₹75,000 in Meta ad spend for Navratri alone.',
      },
      faqs: [
        {
          question: 'Do Gujarati captions really perform better?',
          answer:
            'For local consumer brands they usually do, especially with women above 30 and family buyers. We test both and follow the results rather than assumptions.',
        },
        {
          question: 'When should we start Navratri promotions?',
          answer:
            'Start showing the collection about six weeks before Navratri. Customers book tailoring and buy jewellery early, and the last week is crowded with every other brand.',
        },
        {
          question: 'Can you handle our WhatsApp replies too?',
          answer:
            'We set up the catalogue, templates and routing, and can manage replies during working hours. Most boutiques prefer their own staff to confirm sizes and payments.',
        },
      ],
    },
    'web-development': {
      intro:
        'For an Ahmedabad manufacturer, the website is often the first place a foreign buyer checks before sending a purchase order, and an outdated site loses that buyer quietly. For a local brand, it is the shop window that runs all night. We build fast, editable websites and online stores for Ahmedabad businesses, with product catalogues, Gujarati pages and payment gateways that work.',
      localMarket:
        "Demand comes from four directions: GIDC manufacturers replacing decade-old catalogue sites, D2C food, textile and home-décor brands moving from marketplaces to their own stores, builders needing GujRERA-compliant project pages, and GIFT City financial firms that need credible, regulation-aware sites. Owners search for 'website banavani company', 'ecommerce website developer ahmedabad' and 'industrial website design'. Projects often have to launch before the Navratri or Diwali selling season, or before an international trade show like Vibrant Gujarat events.",
      competition:
        'Ahmedabad has many small web shops and freelancers, and prices start very low. The result is a city full of sites with broken contact forms, images that take forever to load and no way for the owner to edit prices. Serious buyers now compare agencies on speed, ownership and after-sales support rather than the cheapest quote.',
      approach: [
        {
          title: 'Structure the catalogue first',
          body: 'For manufacturers we organise products by application, material and standard, so a buyer searching for a specific pump head or chemical grade lands on the right page.',
        },
        {
          title: 'Pick the right commerce platform',
          body: 'D2C brands usually get Shopify with Razorpay or Cashfree, GST invoices and shipping through Shiprocket, while complex B2B catalogues run on WordPress with custom product fields.',
        },
        {
          title: 'Build in languages that matter',
          body: 'Consumer brands can add Gujarati and Hindi pages; exporters often need Spanish, French or Arabic product sheets for their key markets.',
        },
        {
          title: 'Launch with SEO intact',
          body: 'We redirect every old URL, submit sitemaps and check rankings after launch, so a redesign does not wipe out years of search visibility.',
        },
      ],
      example: {
        title: 'A submersible pump manufacturer in Odhav',
        body: 'A pump maker exporting to Africa and the Middle East had a Flash-era website that buyers called unprofessional. We built a WordPress site with 120 product pages organised by head, discharge and application, downloadable data sheets, French pages for West African distributors and an RFQ form that captured quantities. The sales team now shares product links instead of PDFs on WhatsApp.',
        metrics: [
          { label: 'RFQs through the website', value: '+210% in 6 months' },
          { label: 'Product pages indexed', value: '120 of 120' },
          { label: 'Mobile page load', value: 'Under 2 seconds' },
        ],
      },
      pricing: {
        startingFrom: '₹55,000 for a business website',
        includes: [
          'Up to 10 page templates with custom design',
          'WordPress or Shopify build with training',
          'On-page SEO and analytics set-up',
          'Contact, RFQ and WhatsApp integration',
          'Two months of post-launch support',
        ],
        note: 'Shopify stores for D2C brands start at around ₹80,000, and industrial catalogues with more than 100 products or several languages usually cost ₹1.5 lakh to ₹4 lakh. Ahmedabad projects cost less than in Gurgaon or Mumbai because development is handled partly from our team and partly by vetted Gujarat-based developers.',
      },
      faqs: [
        {
          question: 'Can our staff update prices and products?',
          answer:
            'Yes. We train your team on the CMS and design product templates so adding an item is a form, not a coding job.',
        },
        {
          question: 'Do you build GST-ready e-commerce stores?',
          answer:
            'We configure tax settings, GSTIN on invoices and HSN codes for products on Shopify or WooCommerce, and your accountant confirms the rates.',
        },
        {
          question: 'Can you finish before Navratri?',
          answer:
            'A Shopify store or brochure site takes four to six weeks, so brief us by mid-July for a September launch.',
        },
      ],
    },
  },
};
