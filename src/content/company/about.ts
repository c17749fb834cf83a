// The about page: how the agency started and grew, what it believes, how an engagement runs, who does
// the work and where the office is. Leadership names match the blog authors; the founding year,
// founders, team size, languages, figures, promises and the office come from the business facts.
import { businessFacts } from '../../../shared/facts/business-facts';
import { sampleFounders, sampleOffice } from '../../../shared/facts/sample-match';
import { figureWords, headline, listWords } from '../../../shared/facts/fact-phrases';
import { numberWord, proposalPromise, replyPromise } from '../../../shared/facts/promise-phrases';
import type { About } from './schema';
import { site } from '../../../shared/site';

const { foundingYear, founders, team, figures } = businessFacts;
const [firstLanguage, ...indianLanguages] = team.writingLanguages;
const { address } = site;
// The sample agency's story (its founders' careers, its first office and clients in Gurugram) is
// told only while the facts name the same founders and city, and their bios only while the facts
// name them. Other facts get the short story and the founders built from them below until the owner
// writes their own here; `npm run facts` lists these lines.
const sampleStory = sampleOffice && sampleFounders;
const todayMilestone = {
  year: 2026,
  text: `${headline.teamSize} specialists, ${figureWords(figures.clientsServed)} clients served and live campaigns in ${figureWords(figures.citiesWithCampaigns)} cities.`,
};

export const about: About = {
  intro: `${site.name} is a digital marketing agency of ${team.size} people, based in ${address.locality}. We plan and run search, paid media, social, content, email and automation for Indian businesses, and we judge our work the way our clients do: by enquiries, sales and what each one cost.`,
  story: {
    heading: 'Our story',
    paragraphs: sampleStory
      ? [
          `${site.name} started in ${foundingYear} as a search consultancy in a shared office in Udyog Vihar, Gurugram, run by its founders, ${listWords(founders)}, and one analyst, their first hire. Rohit Malhotra had been running Google Ads for property developers, Ananya Iyer had been doing SEO for hospitals, and both were tired of agency reports full of impressions and "reach" that no sales team could use. The first clients were two dental clinics, a coaching centre in Sector 14 and a builder on Golf Course Extension Road, and every one of them was measured on enquiries from the first month.`,
          'Growth came mostly from referrals. Clinics recommended us to other clinics, developers to their channel partners, and exporters to their suppliers. By 2019 we had a content team writing in Hindi and English, and had moved into a larger office. During the 2020 lockdowns we spent months helping clinics take teleconsultation bookings and restaurants take orders directly, which taught us more about websites and WhatsApp than any training could.',
          `Since then we have added an engineering team for technical SEO and websites, and an automation practice that connects ads, CRMs and WhatsApp so leads are answered in minutes. We have worked with ${figureWords(figures.clientsServed)} businesses, from single-location clinics to listed manufacturers, our campaigns now run in ${figureWords(figures.citiesWithCampaigns)} Indian cities, and we are still owner-run.`,
        ]
      : [
          `${site.name} started in ${foundingYear} in ${address.locality}, founded by ${listWords(founders)}. From the first month, every client has been measured on enquiries, not impressions or reach.`,
          `We have worked with ${figureWords(figures.clientsServed)} businesses, and our campaigns now run in ${figureWords(figures.citiesWithCampaigns)} Indian cities.`,
        ],
    milestones: sampleStory
      ? [
          {
            year: foundingYear,
            text: `Founded in Udyog Vihar, Gurugram, by ${listWords(founders)}, with one analyst as the first hire.`,
          },
          {
            year: 2016,
            text: 'First real estate launches on Golf Course Extension Road; the team grows to 12.',
          },
          {
            year: 2017,
            text: 'Took on the first clients outside Delhi NCR, a hospital in Jaipur and a coaching institute in Lucknow.',
          },
          {
            year: 2019,
            text: 'Hindi and English content team formed; moved into a larger office.',
          },
          {
            year: 2020,
            text: 'Moved clinics and restaurants online during the lockdowns: teleconsultation bookings and direct ordering.',
          },
          {
            year: 2022,
            text: 'Launched the marketing automation practice, connecting ads, CRMs and WhatsApp.',
          },
          {
            year: 2024,
            text: 'Built WhatsApp AI assistants for lead qualification and a DPDP Act checklist for client forms.',
          },
          todayMilestone,
        ]
      : [
          {
            year: foundingYear,
            text: `Founded in ${address.locality} by ${listWords(founders)}.`,
          },
          todayMilestone,
        ],
  },
  mission: {
    heading: 'Our mission',
    statement: 'Help Indian businesses win customers online at a cost they can plan around.',
    body: 'Most small and mid-size businesses in India now compete online with national brands and marketplaces that have far bigger budgets. We think they can still win, by being more specific, more local and faster to respond, and we build their marketing around those advantages.',
  },
  values: [
    {
      title: 'Measure what the business measures',
      body: 'We agree one number with each client before we start, such as cost per site visit, cost per admission or return on ad spend, and report against it every month. Clicks and followers come second.',
    },
    {
      title: 'Say what we do not know',
      body: 'When a channel is not working, you hear it from us first, along with what we will try next and when we will stop. We do not promise rankings, and we say so in writing.',
    },
    {
      title: 'You own everything',
      body: 'Ad accounts, analytics, Google Business Profiles, domains and content are created in your name. If you leave, nothing has to be handed back or rebuilt.',
    },
    {
      title: 'Local detail over templates',
      body: 'Buyers in Surat, Chennai and Lucknow search differently, in different languages and seasons. We research each city and sector before we write a word or set a bid.',
    },
    {
      title: 'Privacy by default',
      body: 'We collect only what a campaign needs, write consent into every form and follow the Digital Personal Data Protection Act 2023 in our own systems and in what we build for clients.',
    },
  ],
  process: {
    heading: 'How an engagement runs',
    steps: [
      {
        title: 'First conversation',
        duration: `30 to 45 minutes, ${replyPromise} of your enquiry`,
        body: 'A strategist learns your business, margins, sales process and what has been tried before, and tells you honestly whether we are the right fit.',
      },
      {
        title: 'Proposal in INR',
        duration: `${proposalPromise.charAt(0).toUpperCase()}${proposalPromise.slice(1)} of your enquiry`,
        body: 'A written proposal with the channels we recommend, monthly fees, suggested ad spend, the targets we expect to reach in 90 days and the assumptions behind them.',
      },
      {
        title: 'Onboarding and audit',
        duration: 'Weeks 1 and 2',
        body: 'We take access to your accounts, fix tracking, audit the website and ad accounts, and benchmark your cost per lead against our data for your industry and city.',
      },
      {
        title: 'Launch',
        duration: 'Weeks 3 to 6',
        body: 'Campaigns, landing pages and the first content go live in stages, so we can see what each change does. Lead routing to your sales team is tested before any money is spent.',
      },
      {
        title: 'Optimise and report',
        duration: 'Every week, with a monthly report',
        body: 'One test a week on each channel, a short weekly update and a monthly report and call covering leads, cost per lead, sales where your CRM shows them, and next month’s plan.',
      },
      {
        title: 'Quarterly review',
        duration: 'Every three months',
        body: 'We review targets with your leadership, move budget towards what works and agree the next 90 days, including when to add a channel, a city or a service.',
      },
    ],
  },
  team: {
    heading: 'Who does the work',
    size: team.size,
    intro: `Everyone who works on your account is on our payroll, at our ${address.locality} office or working remotely from elsewhere in India. We do not resell work to other agencies or offshore teams. The one exception is writing in ${listWords(team.freelanceWritingLanguages)}: native-speaking freelance writers draft it, and our editors brief and check every piece. You meet the specialists, not only an account manager.`,
    roles: [
      {
        role: 'Strategists and account directors',
        count: 5,
        does: 'Own each client relationship, set the targets and budget split, and run the monthly and quarterly reviews.',
      },
      {
        role: 'SEO specialists',
        count: 11,
        does: 'Research keywords, plan site structure, manage Google Business Profiles and links, and fix technical issues with our engineers.',
      },
      {
        role: 'Paid media specialists',
        count: 9,
        does: `Build and run Google Ads, Meta, LinkedIn and YouTube campaigns, test creative and bids weekly, and import offline conversions from CRMs. Each runs at most ${team.maxAccountsPerSpecialist} client accounts at a time.`,
      },
      {
        role: 'Writers and editors',
        count: 9,
        does: `Write articles, landing pages, ad copy and scripts in ${firstLanguage} and ${numberWord(indianLanguages.length)} Indian languages (${listWords(indianLanguages)}), working from interviews with your experts.`,
      },
      {
        role: 'Designers and video editors',
        count: 7,
        does: 'Design websites, ads and social posts, and shoot and edit Reels, Shorts and product videos.',
      },
      {
        role: 'Web engineers',
        count: 6,
        does: 'Build and speed up websites and landing pages, handle migrations and Core Web Vitals, and maintain tracking.',
      },
      {
        role: 'Automation and analytics engineers',
        count: 5,
        does: 'Connect forms, CRMs and WhatsApp, build AI assistants and dashboards, and keep GA4 and conversion tracking accurate.',
      },
      {
        role: 'Client success managers',
        count: 5,
        does: 'Run day-to-day communication, collect approvals and make sure deadlines and reports go out on time.',
      },
      {
        role: 'Finance, people and operations',
        count: 3,
        does: 'Handle invoicing and GST, hiring and training, and the office, so everyone else can focus on client work.',
      },
    ],
    leadership: [
      ...(sampleFounders
        ? [
            {
              name: 'Rohit Malhotra',
              role: 'Co-founder and Director, Paid Media',
              focus:
                'Leads Google Ads, Meta and WhatsApp Business work, and approves every paid media plan above ₹5 lakh a month.',
            },
            {
              name: 'Ananya Iyer',
              role: 'Co-founder and Head of SEO',
              focus:
                'Leads the SEO practice in every city we work in and owns our DPDP Act compliance checklist.',
            },
          ]
        : founders.map((name) => ({
            name,
            role: 'Co-founder',
            focus: `Founded ${site.name} in ${foundingYear} and leads its work for clients.`,
          }))),
      {
        name: 'Meera Kapoor',
        role: 'Head of Content and Social',
        focus: 'Runs the writing, social and video teams and edits every pillar piece we publish.',
      },
      {
        name: 'Karan Sethi',
        role: 'Technical SEO Lead',
        focus:
          'Leads the engineers who handle audits, migrations, Core Web Vitals and our free SEO tools.',
      },
      {
        name: 'Vikram Chauhan',
        role: 'Growth and Automation Lead',
        focus:
          'Designs lead funnels, CRM workflows and AI assistants for real estate, education and B2B clients.',
      },
    ],
  },
  office: {
    heading: 'Visit our office',
    description: `Our office is in ${address.locality}${
      sampleOffice
        ? ', close to the city’s business district on Golf Course Road and Cyber City'
        : ''
    }. Clients are welcome to visit for planning sessions; please book a time so the right specialists are in.`,
    gettingThere: [
      ...(sampleOffice
        ? [
            'Metro: Millennium City Centre Gurugram station on the Yellow Line, then a short auto or cab ride.',
            'From IGI Airport: about 20 km via NH-48, usually 35 to 60 minutes depending on traffic.',
          ]
        : [
            `Directions: we send a map pin with your booking, or call us on ${site.phone} on the way.`,
          ]),
      `Visitor parking is available in the building; tell reception you are visiting ${site.name}.`,
    ],
  },
};
