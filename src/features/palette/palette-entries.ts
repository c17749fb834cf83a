// The command palette's entries: the quick actions, then every registry page flagged for the
// palette, with the synonyms people type added to the registry's keywords. The browser gets them
// as data, from `virtual:reachmark/palette-entries` (build/vite-plugin-build-data.ts), so the
// palette's chunk does not need the registry; tests and the bench import this module.
import { site } from '../../../shared/site.ts';
import type { PageEntry } from '../../content/page-entry.ts';
import { registryPages } from '../../site/registry-pages.ts';
import { pages } from '../../content/registry.ts';
import type { PaletteEntry } from './palette-entry.ts';
import { replyPromise, proposalPromise } from '../../../shared/facts/promise-phrases.ts';
import { quoteAction } from '../../../shared/visitor-words.ts';

/** The path of a registry page, so no path is typed here. */
const pathOf = (id: string): string => registryPages.byId(id).path;

/** A keyword list written as one comma-separated string, which keeps the tables below readable. */
const words = (list: string): string[] => list.split(', ');

/** Quick actions: the things a visitor wants to do rather than read. Ids are 'action:<name>'. */
export const quickActions: PaletteEntry[] = [
  {
    id: 'action:quote',
    title: quoteAction,
    description: `Share your goals and monthly budget; a strategist replies ${replyPromise} and sends a plan with INR pricing ${proposalPromise}.`,
    path: pathOf('quote'),
    icon: 'file-text',
    category: 'Quick Actions',
    keywords: words(
      'quote, free quote, get a quote, pricing, price, cost, estimate, proposal, budget, hire us, free consultation',
    ),
    popular: true,
    external: false,
    shortcut: 'Q',
    badge: 'Free',
  },
  {
    id: 'action:contact',
    title: 'Contact the Team',
    description: `Send a message to our ${site.address.locality} team; we answer ${site.hours}.`,
    path: pathOf('contact'),
    icon: 'users',
    category: 'Quick Actions',
    keywords: words(
      'contact, contact us, get in touch, enquiry, inquiry, talk to us, support, help',
    ),
    popular: true,
    external: false,
    shortcut: 'C',
  },
  {
    id: 'action:call',
    title: 'Call Us',
    description: `Speak to a strategist on ${site.phone}, ${site.hours}.`,
    path: site.phoneHref,
    icon: 'phone',
    category: 'Quick Actions',
    keywords: words(
      'call, phone, phone number, telephone, mobile, contact number, helpline, speak to someone',
    ),
    external: false,
  },
  {
    id: 'action:email',
    title: 'Email Us',
    description: `Write to ${site.email} with your brief or question; we reply ${replyPromise}.`,
    path: site.emailHref,
    icon: 'mail',
    category: 'Quick Actions',
    keywords: words('email, e-mail, mail, email address, write to us, send brief'),
    external: false,
  },
  {
    id: 'action:whatsapp',
    title: 'WhatsApp Us',
    description: `Chat with our team on WhatsApp for a quick answer, ${site.hours}. Opens in a new tab.`,
    path: site.whatsappHref,
    icon: 'message',
    category: 'Quick Actions',
    keywords: words('whatsapp, chat, message us, wa, text us, instant reply'),
    external: true,
  },
];

/** Synonyms people type for a page, by registry id, beyond the registry's own keywords. */
const synonymsById: Record<string, string[]> = {
  home: words(`homepage, ${site.name.toLowerCase()}, landing`),
  about: words(`${site.name.toLowerCase()}, founders, our story, company profile`),
  services: words('services, digital marketing services, service list, packages'),
  contact: words('contact us, get in touch, enquiry, office address'),
  quote: words('get a quote, free quote, request proposal, budget'),
  blog: words('read, learn, latest posts'),
  'case-studies': words('case study, client results, proof'),
  careers: words('vacancies, job openings, apply, internships'),
  testimonials: words('client reviews, google reviews, what clients say'),
  'privacy-policy': words('personal data, data privacy'),
  'service:seo': words('seo company, seo agency, seo services, rank higher, organic seo'),
  'service:seo/local': words('google maps, local listing, gbp'),
  'service:seo/technical': words('website audit, site speed, robots txt, sitemap xml'),
  'service:ppc': words(
    'google adwords, search engine marketing, performance marketing, cpc, bing ads, microsoft ads, performance max',
  ),
  'service:facebook-ads': words('meta, facebook marketing, instagram promotion, boost post'),
  'service:social-media': words(
    'social media, smo, social media optimisation, instagram marketing, social media agency',
  ),
  'service:content': words('content, blogs, content writer, seo content'),
  'service:email': words('email, email campaign, bulk email, edm'),
  'service:web-design': words(
    'web designer, website redesign, wordpress, ecommerce website, web dev',
  ),
  'service:ai-automation': words('ai, genai, chatgpt, ai agents'),
  'service:marketing-automation': words('crm, crm setup, nurture'),
  'service:youtube-marketing': words('youtube, yt, video promotion'),
  'tool:seo-analyzer': words(
    'analyser, seo analysis, meta tags checker, seo grader, on page checker',
  ),
  'tool:seo-audit-tool': words('seo audit, website audit, broken links, duplicate titles'),
  'tool:keyword-planner': words('keyword, keyword tool, keyword finder, search terms'),
  'tool:page-speed': words('pagespeed, speed test, website speed, inp, cls, loading time'),
  'tool:competitor-analysis': words('competitor analysis, compare websites, competitor seo'),
  'resource:digital-marketing-guide': words('digital marketing guide, how to, playbook, basics'),
};

/** Synonyms for every page of a city service (params.service), e.g. all of /services/ppc/{city}. */
const synonymsByCityService: Record<string, string[]> = {
  seo: words('seo company, seo agency, seo expert'),
  ppc: words('google ads agency, ppc agency, performance marketing, sem'),
  'social-media': words('social media agency, smo, instagram marketing'),
  content: words('content writing services, content writer'),
  email: words('email campaigns, bulk email'),
  'web-development': words('website developer, web design company, website design'),
};

function keywordsOf(page: PageEntry): string[] {
  const extra = [
    ...(synonymsById[page.id] ?? []),
    // Every service page has a section of INR prices (service-content/schema.ts).
    ...(page.template === 'service' ? ['pricing'] : []),
    ...(page.template === 'city-service'
      ? (synonymsByCityService[page.params?.service ?? ''] ?? [])
      : []),
  ];
  return [...new Set([...page.keywords, ...extra].map((word) => word.toLowerCase()))];
}

function fromPage(page: PageEntry): PaletteEntry {
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    path: page.path,
    icon: page.icon,
    category: page.category,
    keywords: keywordsOf(page),
    popular: page.popular,
    external: false,
    shortcut: page.shortcut,
    badge: page.badge,
  };
}

/**
 * Every palette entry. Quick actions come first, then pages from general to specific (breadcrumb
 * depth, registry order within a depth): the scorer breaks exact ties by this order, so "mumbai"
 * lists the Mumbai hub before SEO in Mumbai.
 */
export const paletteEntries: PaletteEntry[] = [
  ...quickActions,
  ...pages
    .filter((page) => page.palette && !page.noindex)
    .map((page, order) => ({ page, order, depth: registryPages.trail(page).length }))
    .sort((a, b) => a.depth - b.depth || a.order - b.order)
    .map(({ page }) => fromPage(page)),
];

/** Ids of the entries that received synonyms, so tests can check each still names a page. */
export const synonymIds = Object.keys(synonymsById);
