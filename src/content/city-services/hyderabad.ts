// Hyderabad's city-service content: Telangana's capital and one block per service page.
import type { CityContent } from './schema';

export const content: CityContent = {
  profile: {
    place: 'hyderabad',
    economy:
      "Hyderabad, the capital of Telangana, has become one of India's fastest-growing technology and life sciences centres: HITEC City, Gachibowli and the Financial District host large campuses and global capability centres of the world's biggest tech firms, and T-Hub anchors a growing startup scene. The city is also India's leading pharmaceutical and vaccine hub, with bulk drug makers around Jeedimetla and Patancheru and biotech firms in Genome Valley. A property boom along the western corridor, Telugu cinema and the older trading economy around Charminar and Begum Bazaar round out a city of two very different halves.",
    keyIndustries: [
      'IT services and global capability centres',
      'Pharmaceuticals and bulk drugs',
      'Vaccines and biotechnology',
      'Real estate and construction',
      'Telugu film and media',
      'Hospitals and healthcare',
      'Pearls, bangles and traditional retail',
    ],
    localities: [
      'HITEC City',
      'Gachibowli',
      'Madhapur',
      'Financial District (Nanakramguda)',
      'Kondapur',
      'Banjara Hills',
      'Jubilee Hills',
      'Begumpet',
      'Somajiguda',
      'Ameerpet',
      'Kukatpally',
      'Secunderabad',
      'Charminar and Laad Bazaar',
      'Kokapet',
      'Genome Valley',
    ],
    nearby: ['bangalore', 'chennai'],
  },
  services: {
    seo: {
      intro:
        "Hyderabad's search landscape reflects a city of two halves: a western tech corridor where newcomers search in English for everything from paediatricians to piano lessons, and an older city and suburbs where Telugu, Urdu and Hindi shape how people look for shops and services. We do SEO for Hyderabad hospitals, developers, pharma and life-sciences suppliers, training institutes, restaurants and retailers. Every plan we write accounts for both halves.",
      localMarket:
        "Real estate is the most visible SEO category here, with projects in Kokapet, Narsingi, Tellapur, Kompally and along the Outer Ring Road competing for the same buyers. Hospitals in Banjara Hills, Jubilee Hills, Gachibowli and Secunderabad, the IT training institutes of Ameerpet, pharma and chemical suppliers, and restaurants follow closely. Queries mix English, Telugu and Dakhni Hindi: 'best biryani near Gachibowli', 'gated community villas Tellapur', 'Hyderabad lo manchi dentist' and 'Java training Ameerpet with placement'. Sankranti in January empties the city as families head to hometowns in Andhra Pradesh and Telangana, Ramzan brings the haleem season with searches peaking every evening, and Bonalu, Bathukamma and Dasara drive festive retail. EAPCET results and engineering counselling lift education searches every summer.",
      competition:
        "Real estate SEO in Hyderabad is fiercely contested, with portals, large developers and channel partners all chasing the same locality keywords. Hospital groups with national brands dominate many healthcare terms. Ameerpet's training institutes fight hard for course keywords, often with thin pages and questionable link tactics. In most other categories competition is moderate, and good local SEO and content win.",
      approach: [
        {
          title: 'Cover the western corridor with real locality detail',
          body: "For developers and local services we build pages for micro-markets such as Kokapet, Narsingi, Tellapur and Kondapur, with genuine information on access roads, schools, hospitals and price trends. Generic 'flats in Hyderabad' pages rarely win.",
        },
        {
          title: 'Add Telugu and Urdu where the audience is',
          body: 'Consumer services serving older neighbourhoods and the suburbs get Telugu pages from native writers. Businesses in the old city may also benefit from Urdu content when their customers search that way.',
        },
        {
          title: 'Plan around haleem season, Bonalu and Sankranti',
          body: 'Food businesses have Ramzan pages and photos ready weeks ahead, retailers prepare for Bonalu, Bathukamma and Dasara, and service businesses adjust for the Sankranti exodus. Google Business Profile hours and posts change with each.',
        },
        {
          title: 'Build B2B authority for pharma suppliers',
          body: "Pharmaceutical, chemical and lab equipment suppliers get product pages with specifications, regulatory information and certifications. These target procurement teams in Hyderabad's pharma clusters and well beyond them.",
        },
      ],
      example: {
        title: 'A Kondapur paediatric and maternity clinic',
        body: 'A paediatric and maternity clinic in Kondapur served many IT families but kept losing patients to larger hospitals in Gachibowli. We built service and doctor pages, locality pages for nearby gated communities, English and Telugu guides on vaccinations and pregnancy care, and a steady review programme. Appointments from organic search and Maps grew substantially within eight months.',
        metrics: [
          { label: 'Appointment requests from search and Maps each month', value: '95 → 380' },
          { label: "Reviews on the clinic's Google profile", value: '210 → 920' },
          { label: 'Local terms ranking in the top three', value: '6 → 41' },
        ],
      },
      pricing: {
        startingFrom:
          '₹26,000 a month; ₹50,000 a month for real estate and multi-location hospitals',
        includes: [
          'Technical SEO audit and fixes',
          'Micro-market and service pages',
          'Telugu and English copy',
          'Google Business Profile and review programme',
          'Monthly enquiry and lead report',
        ],
        note: 'Hyderabad SEO is priced between Chennai and Bengaluru. Real estate and healthcare need more content, link building and competitor monitoring, which raises the fee. Telugu pages are priced in line with English.',
      },
      faqs: [
        {
          question: 'Can a new real estate project rank in Hyderabad?',
          answer:
            'With a strong project page, micro-market guides and a few quality links, yes, though portals will keep the generic terms. We focus on the searches buyers make once they have narrowed their options.',
        },
        {
          question: 'Do Hyderabad businesses need Telugu pages?',
          answer:
            'For consumer services outside the western corridor, often yes. Telugu searches are common in Kukatpally, Dilsukhnagar, LB Nagar and the suburbs.',
        },
        {
          question: 'How do we rank for haleem during Ramzan?',
          answer:
            'Start in the weeks before Ramzan with menu pages, profile updates and fresh photos, and encourage reviews during the first days of the season.',
        },
        {
          question: 'Can SEO help pharma suppliers in Hyderabad?',
          answer:
            'Procurement teams search for specific products, grades and certifications, and detailed product pages often rank quickly in these niches.',
        },
      ],
    },
    ppc: {
      intro:
        "Hyderabad's paid-search market is shaped by three heavy spenders: real estate, healthcare and education. If you compete in those, you need disciplined campaigns to avoid paying for curiosity clicks; if you do not, affordable leads are often available in a fast-growing city. We run Google Ads for Hyderabad developers, hospitals, training institutes, restaurants, retailers and B2B companies.",
      localMarket:
        'Real estate dominates, with launches in Kokapet, Tellapur, Shamshabad and Kompally spending heavily around Dasara, Sankranti and Ugadi. Hospitals compete for cardiac, orthopaedic, fertility and cosmetic searches, and many attract patients from Andhra Pradesh, Karnataka and abroad. Training institutes in Ameerpet and KPHB bid on software courses, especially after graduation season and when hiring picks up. Restaurants and cloud kitchens push Ramzan and Diwali promotions, while pharma suppliers target procurement searches all year.',
      competition:
        'Property CPCs in Hyderabad have risen with the boom, and channel partners often bid on the same projects as the developers themselves. Healthcare auctions include national hospital chains with deep budgets. Training institutes compete with national edtech companies for every course term. Outside these sectors CPCs stay moderate, and many advertisers run poorly optimised campaigns.',
      approach: [
        {
          title: 'Qualify property leads before they reach sales',
          body: 'We use budget and timeline questions, tight geographic targeting and offline imports of site visits and bookings. That cuts junk leads and channel partner interference.',
        },
        {
          title: 'Split by region, language and diaspora',
          body: 'Hyderabad micro-markets are targeted separately from Andhra Pradesh and other states, with Telugu ads where relevant. NRI campaigns reach the US, UK and Gulf for property and healthcare.',
        },
        {
          title: 'Learn from calls, WhatsApp and walk-ins',
          body: 'Call tracking, WhatsApp events and CRM imports make sure bidding learns from real outcomes rather than form fills.',
        },
        {
          title: 'Budget around launches and festivals',
          body: 'Spend rises before Dasara, Sankranti, Ugadi and each project launch, with campaigns prepared weeks ahead so they have learned before the peak.',
        },
      ],
      example: {
        title: 'A villa project in Tellapur',
        body: 'A developer launching a gated villa community in Tellapur was spending heavily on broad Hyderabad property terms and drowning in unqualified leads. We narrowed targeting to the western corridor, added NRI campaigns for the US and the Gulf, introduced lead-form qualification and imported site visits and bookings. Cost per booking fell significantly through the Dasara and Sankranti launch phase.',
        metrics: [
          { label: 'Cost per villa site visit', value: '₹11,200 → ₹5,400' },
          { label: 'NRI bookings credited to ads', value: '14' },
          { label: 'Qualified share of leads', value: '25% → 61%' },
        ],
      },
      pricing: {
        startingFrom: '₹20,000 a month management fee, or 11% of spend above ₹2 lakh',
        includes: [
          'Campaign strategy and build',
          'Telugu and English ad copy',
          'Lead qualification and CRM integration',
          'NRI and out-of-state targeting',
          'Weekly optimisation with a monthly report',
        ],
        note: "Real estate and healthcare campaigns in Hyderabad need larger budgets, typically ₹1.5 lakh to ₹5 lakh a month during launches. Local services and restaurants can start from ₹40,000 a month. Our fee is separate from Google's media costs.",
      },
      faqs: [
        {
          question: 'How much should a Hyderabad real estate project spend on Google Ads?',
          answer:
            'Launches usually spend ₹2 lakh to ₹10 lakh a month depending on project size and price point. Budgets are planned backwards from target site visits and cost per visit.',
        },
        {
          question: 'Can you target NRIs for our Hyderabad project?',
          answer:
            'We run campaigns for Telugu NRIs in the US, UK, Australia and the Gulf, scheduled for their time zones and linked to landing pages for overseas buyers.',
        },
        {
          question: 'Do Telugu ads perform better?',
          answer:
            'For some audiences and categories they do. We test Telugu and English versions and keep what performs best.',
        },
        {
          question: 'How do training institutes avoid wasted clicks?',
          answer:
            'By targeting specific courses, excluding free and job-only searches, and tracking enrolments rather than enquiries.',
        },
      ],
    },
    'social-media': {
      intro:
        "Hyderabad's social media scene runs on food, films and a young tech workforce. Biryani debates, Tollywood releases and weekend plans in Jubilee Hills fill the feeds, and brands that tap into that energy can grow fast. We manage social media for Hyderabad restaurants, fashion and jewellery brands, developers, hospitals, educators and tech companies.",
      localMarket:
        "Restaurants, cafés and cloud kitchens, jewellers and pearl retailers, fashion brands, developers, hospitals and training institutes are the main buyers. Telugu content works well on Instagram, Facebook and YouTube, while English dominates among the tech workforce. Key moments include Sankranti, Ugadi, Bonalu, Bathukamma, Dasara, Diwali, Ramzan and Christmas, plus Tollywood release days that can take over the city's attention. Food is the favourite content category of all, from biryani and haleem to Irani chai and new cafés in Jubilee Hills and Gachibowli.",
      competition:
        "Hyderabad's food and lifestyle creator community is large and active, and restaurants compete fiercely for creators' attention. Developers run heavy social campaigns with drone footage and walkthroughs. Many smaller brands post inconsistently or rely on generic festival posts. Consistent local content and genuine community engagement are how brands stand out here.",
      approach: [
        {
          title: 'Build around food, films and festivals',
          body: "Food brands get content on dishes, chefs, festivals and the city's food culture. Other brands connect with Hyderabad through its films, festivals and local pride.",
        },
        {
          title: 'Mix Telugu and English deliberately',
          body: 'Telugu content reaches wider local audiences, while English reaches the tech workforce and newcomers. The mix is planned from your customer data.',
        },
        {
          title: 'Collaborate with Hyderabad creators',
          body: 'We find food, lifestyle, tech and comedy creators with Hyderabad audiences and plan collaborations that feel authentic. All of them follow ASCI guidelines.',
        },
        {
          title: 'Use video for property and healthcare',
          body: 'Property walkthroughs, neighbourhood tours, doctor explainers and consented patient stories perform well on YouTube and Instagram. We plan and produce this video work in-house.',
        },
      ],
      example: {
        title: 'A Gachibowli cloud kitchen brand',
        body: 'A cloud kitchen brand with outlets in Gachibowli, Kondapur and Madhapur relied entirely on delivery apps and discounts. We built an Instagram presence around its chefs and recipes, ran a Ramzan haleem campaign with local food creators and promoted direct ordering through its website and WhatsApp. Direct orders grew and commission costs fell.',
        metrics: [
          { label: 'Direct orders per month', value: '600 → 3,100' },
          { label: 'Haleem pre-orders in Ramzan', value: '2,400' },
          { label: 'Orders placed through aggregators', value: '92% → 71%' },
        ],
      },
      pricing: {
        startingFrom: '₹24,000 a month for two platforms with 14 posts and Reels',
        includes: [
          'Telugu and English content calendar',
          'Food, property or product Reels and videos',
          'Comment and DM moderation',
          'Creator outreach and contracts',
          'Monthly performance insights',
        ],
        note: 'Social media in Hyderabad is priced between Chennai and Bengaluru. Video-heavy work for real estate or healthcare costs more because of production. Media spend and creator fees are billed as incurred.',
      },
      faqs: [
        {
          question: 'Is Telugu content important for Hyderabad brands?',
          answer:
            'For many local audiences, especially outside the tech corridor, it is. Tech-focused brands can lead with English and add Telugu for festivals and local moments.',
        },
        {
          question: 'How do restaurants grow on Instagram in Hyderabad?',
          answer:
            'Through food-focused Reels, creator collaborations, location tags and festive campaigns, with Ramzan the biggest opportunity of the year.',
        },
        {
          question: 'Can social media sell real estate?',
          answer:
            'It builds awareness and interest, especially through video walkthroughs and neighbourhood content. Leads are then nurtured through ads, WhatsApp and site visits.',
        },
        {
          question: 'Do you create Urdu content?',
          answer:
            'For brands serving audiences in the old city, we create Urdu or Dakhni-flavoured content where it suits the audience.',
        },
      ],
    },
    content: {
      intro:
        "Hyderabad's buyers research more than ever, whether they are IT professionals comparing gated communities, patients choosing a hospital or procurement managers sourcing lab chemicals. We create content that helps them decide: articles, guides, case studies and bilingual pages for Hyderabad developers, hospitals, pharma suppliers, training institutes and tech companies.",
      localMarket:
        'Developers, hospitals, pharma and life sciences suppliers, education and training institutes, and IT companies buy most of the content written in Hyderabad. Property buyers research micro-markets, connectivity, water supply, schools and approval status; patients look up treatments and doctors; pharma buyers want technical specifications and regulatory detail; and students compare courses and placement records. Publishing peaks around property launches and festivals, the engineering and medical admission season, and Ramzan for food brands. NRI audiences read Hyderabad content heavily when planning investments.',
      competition:
        'Property content is dominated by portals and news sites, while healthcare content is led by national hospital groups and health portals. Training institutes publish large volumes of thin articles. There is plenty of room for detailed, honest micro-market guides, expert medical content and technical B2B material. Original data and local expertise help content stand apart.',
      approach: [
        {
          title: 'Write honest micro-market guides',
          body: 'We produce detailed guides to areas such as Kokapet, Tellapur, Narsingi and Kompally, covering connectivity, social infrastructure, water and power, approvals and price trends. Buyers appreciate the honesty, and so does Google.',
        },
        {
          title: 'Write medical content with doctors',
          body: 'Hospital content starts from interviews with doctors and is reviewed for accuracy. Telugu patient education is added where relevant.',
        },
        {
          title: 'Support pharma and life sciences sales',
          body: 'Technical content covers specifications, regulatory compliance, applications and case studies for procurement and R&D readers.',
        },
        {
          title: 'Give NRIs what they need to decide',
          body: 'Content for NRI investors covers buying processes, documentation, taxes and managing a property from abroad. It is distributed through search, email and community channels.',
        },
      ],
      example: {
        title: 'A Genome Valley lab equipment supplier',
        body: 'A supplier of laboratory instruments to pharma and biotech companies had a catalogue website with almost no content. We created application guides, product comparison pages and compliance explainers for QC and R&D labs, plus case studies from customers in Genome Valley and Jeedimetla. Organic enquiries grew strongly, and the sales team started using the content in proposals.',
        metrics: [
          { label: 'Organic RFQs per month', value: '8 → 47' },
          { label: 'Organic visits from pharma companies', value: '+350%' },
          { label: 'Average sales cycle', value: '−18%' },
        ],
      },
      pricing: {
        startingFrom: '₹22,000 a month for four articles or guides',
        includes: [
          'Content strategy and research',
          'Expert interviews and reviews',
          'Telugu and English writing',
          'On-page optimisation for each piece',
          'Distribution through email and social',
        ],
        note: 'Technical pharma and medical content costs more because of specialist writers and expert review. Real estate guides need substantial on-the-ground research. Telugu content is priced similarly to English.',
      },
      faqs: [
        {
          question: 'Can you write Telugu content?',
          answer:
            'Native Telugu writers create content for consumer and patient audiences, and a second Telugu speaker edits each piece.',
        },
        {
          question: 'What content helps real estate projects in Hyderabad?',
          answer:
            'Micro-market guides, connectivity and infrastructure explainers, project comparisons, approval information and NRI buying guides.',
        },
        {
          question: 'Do you understand pharma and life sciences topics?',
          answer:
            'We pair specialist writers with your technical experts so every claim is accurate and compliant.',
        },
        {
          question: 'How do you measure content performance?',
          answer:
            'By rankings and traffic, and above all by the enquiries, appointments or admissions each piece brings.',
        },
      ],
    },
    email: {
      intro:
        'Hyderabad businesses often sell to people who take time to decide: property buyers, patients planning treatment, students choosing courses and procurement teams. Email keeps you in mind throughout those decisions. We build email programmes for Hyderabad developers, hospitals, training institutes, restaurants, retailers and B2B firms.',
      localMarket:
        'Developers use email to nurture leads and update buyers on construction progress; hospitals send health reminders and newsletters; training institutes send course updates and batch schedules; restaurants promote festive menus; and pharma suppliers send product updates and technical content. NRI audiences are important for property and healthcare email. Sending peaks around project launches, Sankranti, Dasara and Diwali, and admission seasons.',
      competition:
        'Most Hyderabad businesses use email only for basic communication, and many property leads receive the same generic messages from several projects at once. Training institutes often send frequent, untargeted blasts. A thoughtful programme with relevant content and good timing stands out. National brands are the main benchmark for design and personalisation.',
      approach: [
        {
          title: 'Start with deliverability and consent',
          body: 'We authenticate your domain, clean lists and document consent under the DPDP Act. That protects your sender reputation from the first send.',
        },
        {
          title: 'Nurture the long decisions',
          body: "For property and healthcare we build sequences of useful information, updates and invitations, triggered by each lead's stage in your CRM.",
        },
        {
          title: 'Write separately for NRIs and locals',
          body: 'NRI subscribers receive content on remote buying and webinars timed for their time zones, while local subscribers receive site visit invitations and events.',
        },
        {
          title: 'Automate operational emails',
          body: 'Construction updates, payment reminders, appointment reminders and batch schedules are automated to save staff time and keep customers informed.',
        },
      ],
      example: {
        title: 'An NRI programme for a Financial District developer',
        body: 'A developer with projects near the Financial District had many NRI enquiries but few conversions. We built an NRI nurture programme with buying guides, virtual tours, construction updates and webinars scheduled for US and Gulf time zones, connected to its CRM. NRI bookings rose over two quarters.',
        metrics: [
          { label: 'NRI leads booking a virtual meeting', value: '6% → 19%' },
          { label: 'NRI bookings per quarter', value: '4 → 13' },
          { label: 'Email click rate', value: '1.8% → 5.6%' },
        ],
      },
      pricing: {
        startingFrom: '₹16,000 a month for up to four campaigns',
        includes: [
          'Sending platform set-up and authentication',
          'Segments for NRI, local and trade audiences',
          'Nurture and automated journeys',
          'Up to four festive or launch campaigns each month',
          'Monthly report on clicks, meetings and bookings',
        ],
        note: 'Real estate and healthcare programmes with CRM integration need more set-up. Platform subscriptions are billed separately by the provider. Bilingual Telugu and English emails cost slightly more to produce.',
      },
      faqs: [
        {
          question: 'How can real estate developers use email well?',
          answer:
            "With nurture sequences, construction updates, NRI content and site visit invitations matched to each lead's stage.",
        },
        {
          question: 'Can emails be sent in Telugu?',
          answer:
            'We design Telugu emails and test them across devices so the script renders correctly.',
        },
        {
          question: 'Which email platform do you recommend for Hyderabad businesses?',
          answer:
            'Zoho Campaigns, HubSpot, Brevo and Mailchimp suit most businesses here, and developers often benefit from tools integrated with their CRM.',
        },
        {
          question: 'How should a training institute email its enquiries?',
          answer:
            'Send batch start dates, demo class invitations and placement updates only for the course each person asked about. Targeted emails like these convert far better than daily blasts about every course, and they keep your domain out of spam folders.',
        },
        {
          question: 'Is email still effective when customers live on WhatsApp?',
          answer:
            'WhatsApp is ideal for quick messages, while email handles brochures, documents and detailed updates that people want to keep.',
        },
      ],
    },
    'web-development': {
      intro:
        "Hyderabad's fast growth means many businesses are launching new projects, branches and services, and their websites need to keep up. We design and build websites for Hyderabad developers, hospitals, pharma suppliers, training institutes, restaurants and tech companies, with performance, SEO and conversion built in.",
      localMarket:
        'Developers need project websites with floor plans, virtual tours and TS-RERA details; hospitals need doctor profiles and appointment booking; pharma suppliers need technical catalogues; training institutes need course pages and enrolment forms; restaurants need online ordering; and tech companies need marketing sites. Many sites need Telugu and English versions and NRI-friendly features such as time-zone-aware booking. Training institutes in Ameerpet and KPHB also need batch calendars and fee pages that change weekly, which only works if their own staff can edit them. Projects are usually timed around launches, festivals and admission seasons.',
      competition:
        'Hyderabad has many web design firms, from small studios to large agencies, plus a big freelance pool. Many developer and hospital websites look impressive but are slow and hard to update. Training institute sites are often cluttered and poorly structured. A fast, well-structured site with clear conversion paths is a strong differentiator.',
      approach: [
        {
          title: 'Plan around what each visitor came for',
          body: 'We identify what each visitor needs, whether floor plans, doctor availability, course details or product specifications, and design the shortest path to it.',
        },
        {
          title: 'Keep media-rich pages fast',
          body: 'Property and hospital sites often need video, virtual tours and galleries. We optimise all of it so pages stay fast on mobile.',
        },
        {
          title: 'Connect CRM and booking systems',
          body: 'Forms feed CRMs, appointment systems and payment gateways, with tracking in place for marketing attribution.',
        },
        {
          title: 'Serve Telugu speakers and NRIs',
          body: 'We build Telugu versions where needed and add features for overseas visitors, such as time-zone booking and international phone formats.',
        },
      ],
      example: {
        title: 'A Banjara Hills multispecialty hospital',
        body: 'A multispecialty hospital in Banjara Hills had an outdated site with a slow doctor search and no online booking. We built searchable doctor profiles, department pages, online booking integrated with its hospital system and Telugu patient information pages. Online appointments rose sharply within three months.',
        metrics: [
          { label: 'Online appointments per month', value: '240 → 1,150' },
          { label: 'Time to find a doctor', value: '40 s → 8 s' },
          { label: 'Mobile performance score', value: '35 → 88' },
        ],
      },
      pricing: {
        startingFrom: '₹1,10,000 for a business website; project and hospital sites from ₹2,00,000',
        includes: [
          'User journeys, wireframes and design',
          'Responsive build tested on mid-range phones',
          'CMS set-up with editor training',
          'CRM, booking and analytics integrations',
          'Post-launch support for two months',
        ],
        note: 'Cost depends on features, integrations, media and languages. Real estate microsites with virtual tours and hospital sites with booking integrations cost more. Hosting and upkeep are priced as a separate annual plan.',
      },
      faqs: [
        {
          question: 'Can you build real estate project websites?',
          answer:
            'Yes, with floor plans, virtual tours, TS-RERA details, enquiry forms and CRM integration.',
        },
        {
          question: 'Can hospital websites take online appointments?',
          answer:
            'We integrate with your hospital management system or set up a dedicated booking system.',
        },
        {
          question: 'Do you build Telugu websites?',
          answer: 'Yes, with separate URLs, proper fonts and SEO for both languages.',
        },
        {
          question: 'Can you build a site for our Ameerpet training institute?',
          answer:
            'Yes. We build course pages with batch dates, fees, trainer profiles and placement records that your counsellors can update themselves, plus enrolment forms that feed your CRM. Clear, honest course pages also help you stand out from the cluttered sites nearby.',
        },
        {
          question: 'How long does a Hyderabad website project take?',
          answer: 'Usually seven to twelve weeks, depending on scope and integrations.',
        },
      ],
    },
  },
};
