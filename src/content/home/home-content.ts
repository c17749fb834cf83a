// The home page's words and figures. The figures, founding year, promises, terms and prices come
// from the business facts (shared/facts), so the page never repeats one as a literal.
import { businessFacts } from '../../../shared/facts/business-facts';
import { gstNote, headline, priceWords } from '../../../shared/facts/fact-phrases';
import { numberWord, proposalPromise, replyPromise } from '../../../shared/facts/promise-phrases';
import type { HomeContent } from './schema';
import { site } from '../../../shared/site';
import { sampleOffice } from '../../../shared/facts/sample-match';
import { quoteCta, seeResults } from '../../../shared/visitor-words';

const { foundingYear, terms, pricing, office } = businessFacts;
const minimumTerm = `${numberWord(terms.minimumTermMonths)}-month`;

export const homeContent: HomeContent = {
  hero: {
    eyebrow: `Digital marketing agency · ${office.locality} · since ${foundingYear}`,
    headline: 'More enquiries from the customers you actually want',
    subheadline: `${site.name} plans and runs SEO, Google Ads, social media, content, email and automation for Indian businesses, and reports every month in the numbers your sales team cares about: leads, cost per lead and revenue.`,
    primary: { label: quoteCta, pageId: 'quote' },
    secondary: { label: seeResults, pageId: 'case-studies' },
    highlights: [
      `Proposal with INR pricing ${proposalPromise}`,
      `${minimumTerm.charAt(0).toUpperCase()}${minimumTerm.slice(1)} minimum, then month to month`,
      'You own every account, page and report',
    ],
    // Far enough apart to name without overlapping at a phone's 160 px.
    mapLabels: ['delhi', 'mumbai', 'bangalore', 'chennai', 'kolkata', 'hyderabad', 'lucknow'],
  },
  proof: {
    heading: 'Results in figures',
    figures: [
      {
        value: headline.clientsServed,
        label: 'Indian businesses grown',
        detail: `Clinics, builders, exporters, D2C brands and SaaS companies since ${foundingYear}.`,
      },
      {
        value: headline.averageLeadGrowth,
        label: 'average lead growth',
        detail:
          'Site visits, appointments, demo requests and admissions across our published case studies.',
      },
      {
        value: headline.monthlyAdSpend,
        label: 'ad spend managed a month',
        detail: 'On Google Ads, Meta, LinkedIn and YouTube, judged by cost per qualified lead.',
      },
      {
        value: headline.citiesWithCampaigns,
        label: 'cities with live campaigns',
        detail: 'From Delhi NCR, Mumbai and Bengaluru to Surat, Jaipur, Indore and Lucknow.',
      },
      {
        value: headline.teamSize,
        label: 'in-house specialists',
        detail: `Strategists, engineers, writers and designers on our payroll, based in ${office.locality}.`,
      },
    ],
  },
  services: {
    heading: 'What we do',
    intro:
      'Most clients start with one channel and add others once the first pays for itself. Every service is priced in rupees and measured against leads or sales.',
    items: [
      {
        pageId: 'service:seo',
        benefit:
          'Rank for the searches your buyers make and get enquiries without paying per click.',
      },
      {
        pageId: 'service:seo/local',
        benefit: 'Appear in Google Maps and "near me" results for every branch you run.',
      },
      {
        pageId: 'service:ppc',
        benefit: 'Google Ads built around a cost per lead you can plan a quarter on.',
      },
      {
        pageId: 'service:facebook-ads',
        benefit: 'Weekly creative tests on Instagram and Facebook that keep return on ad spend up.',
      },
      {
        pageId: 'service:social-media',
        benefit:
          'A content calendar, Reels and community management that build trust before the sale.',
      },
      {
        pageId: 'service:content',
        benefit:
          'Articles and landing pages, in English and Indian languages, that rank and convert.',
      },
      {
        pageId: 'service:web-design',
        benefit: 'Websites that load in under two seconds on a mid-range Android phone on 4G.',
      },
      {
        pageId: 'service:ai-automation',
        benefit: 'WhatsApp assistants and CRM workflows that reply to every lead within minutes.',
      },
    ],
    more: { label: 'All services and prices', pageId: 'services' },
  },
  process: {
    heading: 'How we work',
    steps: [
      {
        title: 'Audit and benchmark',
        body: 'In the first two weeks we audit your site, ad accounts and analytics, and compare your cost per lead with our benchmarks for your industry and city.',
      },
      {
        title: 'A 90-day plan with targets',
        body: 'You get a written plan: channels, budget split in INR, the leads we expect each month and what we will do if a channel misses.',
      },
      {
        title: 'Launch and test weekly',
        body: 'Campaigns, pages and content go live in stages. Every week we test one thing, keep what wins and stop what does not.',
      },
      {
        title: 'Report in business numbers',
        body: 'A monthly report and call covers leads, cost per lead, sales where your CRM shows them, and the next month’s priorities.',
      },
      {
        title: 'Scale what works',
        body: 'Once a channel hits its target, we add budget, cities or services to it, and hand your team the playbook.',
      },
    ],
  },
  industries: {
    heading: 'Industries we know well',
    intro:
      'Each sector has its own rules, seasons and buyers: RERA for property, medical advertising norms for clinics, admission calendars for education.',
    pageIds: [
      'industry:real-estate',
      'industry:healthcare',
      'industry:education',
      'industry:ecommerce',
      'industry:manufacturing',
      'industry:financial-services',
      'industry:it',
      'industry:textile',
    ],
  },
  cities: {
    heading: 'Cities we serve',
    intro: `Our team works from ${office.locality} and runs campaigns for businesses across India, with local research for every city we target.`,
    pageIds: [
      'location:delhi',
      'location:haryana/gurgaon',
      'location:uttar-pradesh/noida',
      'location:mumbai',
      'location:bangalore',
      'location:hyderabad',
      'location:chennai',
      'location:pune',
      'location:kolkata',
      'location:jaipur',
      'location:lucknow',
      'location:surat',
    ],
  },
  testimonials: {
    heading: 'What clients say',
    testimonialIds: ['delhi-dental-chain', 'mumbai-skincare-founder', 'chennai-auto-components'],
    more: { label: 'Read all testimonials', pageId: 'testimonials' },
  },
  faqs: {
    heading: 'Questions we are asked most',
    items: [
      {
        question: `How much does digital marketing cost with ${site.name}?`,
        answer: `Our national starting fees are ${priceWords('seo/local')} for local SEO, ${priceWords('ppc')} for Google Ads and ${priceWords('seo')} for full SEO, ${gstNote}, and your ad spend goes to Google or Meta directly. A few smaller cities have lower starting fees, stated on their own pages as city prices. For a fair test of paid search we suggest at least ₹50,000 a month in spend. Every proposal lists each line in INR, with ${pricing.gstPercent}% GST shown separately.`,
      },
      {
        question: 'How soon will we see results?',
        answer:
          'Paid campaigns usually produce leads in the first two to three weeks and settle at a stable cost per lead by the third month. SEO takes longer: most clients see rankings move in three to four months and enquiries grow from the fourth to the sixth month.',
      },
      {
        question: 'Do you sign long contracts?',
        answer: `No. Engagements have a ${minimumTerm} minimum term and then run month to month, with ${terms.noticeDays} days’ notice. Ad accounts, Google Business Profiles, analytics and content are set up in your name, so you keep everything if you leave.`,
      },
      {
        question: 'Can you guarantee first place on Google?',
        answer:
          'No honest agency can, because Google decides rankings. We commit to the work, to targets for leads and cost per lead that we agree with you, and to telling you early when something is not working.',
      },
      {
        question: `Do you work with businesses outside ${sampleOffice ? 'Delhi NCR' : office.locality}?`,
        answer: `Yes. Most of our clients are outside ${office.locality}, ${
          sampleOffice ? 'from Surat and Jaipur to Chennai and Kolkata' : 'all over India'
        }. We meet on video, visit for launches where it helps, and research each city’s market before we plan.`,
      },
      {
        question: 'How do you handle our customers’ data?',
        answer:
          'We follow the Digital Personal Data Protection Act 2023: consent wording on every form, access to lead data only for the people who need it, and deletion schedules agreed in writing.',
      },
    ],
  },
  closing: {
    heading: 'Tell us where you want to grow',
    body: `Share your goals, cities and monthly budget. A strategist will reply ${replyPromise} with first ideas, and a full proposal in INR follows ${proposalPromise}.`,
    primary: { label: quoteCta, pageId: 'quote' },
    secondary: { label: 'Talk to us', pageId: 'contact' },
  },
};
