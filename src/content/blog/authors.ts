// The people who write the blog, keyed by the author name used in posts.ts: shown in each post's
// byline and author box, and in the Article JSON-LD.
import { site } from '../../../shared/site';

export interface Author {
  name: string;
  role: string;
  bio: string;
}

export const authors: Record<string, Author> = {
  'Ananya Iyer': {
    name: 'Ananya Iyer',
    role: 'Head of SEO',
    bio: 'Ananya has run search programmes for hospitals, law firms and multi-city retailers since 2013, and leads our local SEO practice across 40 Indian cities. She also owns our DPDP Act compliance checklist for client forms and CRMs.',
  },
  'Rohit Malhotra': {
    name: 'Rohit Malhotra',
    role: 'Director, Paid Media',
    bio: 'Rohit leads the paid media team, which runs the Google Ads and Meta accounts of our Indian advertisers, and set up our WhatsApp Business Platform practice. He judges every campaign by cost per qualified lead.',
  },
  'Karan Sethi': {
    name: 'Karan Sethi',
    role: 'Technical SEO Lead',
    bio: `Karan is an engineer who moved into search: he audits crawl logs, Core Web Vitals and site migrations for manufacturers, SaaS companies and large e-commerce catalogues. Before ${site.name} he built B2B portals for exporters in Ludhiana and Pune.`,
  },
  'Meera Kapoor': {
    name: 'Meera Kapoor',
    role: 'Head of Content and Social',
    bio: 'Meera leads a team of writers and video editors who produce content in English, Hindi, Tamil and Marathi for D2C brands and B2B firms. She started her career as a features journalist in Mumbai and still edits every pillar piece we publish.',
  },
  'Vikram Chauhan': {
    name: 'Vikram Chauhan',
    role: 'Growth and Automation Lead',
    bio: 'Vikram designs the lead funnels, CRM workflows and AI assistants behind our real estate and education campaigns. He has spent a decade in Gurugram and Noida property marketing and now builds automations that hand every enquiry to the right salesperson within minutes.',
  },
};
