// The page registry: every page of the site, built once from the data tables. Routes, the palette,
// breadcrumbs, head tags, prerendered HTML and the sitemaps all read this list and nothing else.
import { FAMILIES, type TemplateKey } from './families.ts';
import type { IconName, PageEntry } from './page-entry.ts';
import { getPlace, type Place } from './places.ts';
import { cityServiceMatrix, cityServices, services } from './services.ts';
import { cityIndustries, cityIndustryPlaces, industries } from './industries.ts';
import { posts } from './blog/posts.ts';
import { caseStudies, figuresShown } from './case-studies/studies.ts';
import { businessFacts } from '../../shared/facts/business-facts.ts';
import { headline } from '../../shared/facts/fact-phrases.ts';
import { replyPromise } from '../../shared/facts/promise-phrases.ts';
import { site } from '../../shared/site.ts';
import { quoteCta, quoteShortLabel } from '../../shared/visitor-words.ts';

type Defaulted = 'palette' | 'noindex' | 'keywords' | 'category';
type Draft = Omit<PageEntry, Defaulted> & Partial<Pick<PageEntry, Defaulted>>;

/** A page, in its family's palette category unless the draft names another. */
const page = (draft: Draft): PageEntry => ({
  palette: true,
  noindex: false,
  keywords: [],
  category: FAMILIES[draft.template].category,
  ...draft,
});

const nav = (
  id: string,
  path: string,
  template: TemplateKey,
  title: string,
  description: string,
  icon: IconName,
  extra: Partial<Draft> = {},
): PageEntry =>
  page({
    id,
    path,
    template,
    title,
    description,
    icon,
    parent: 'home',
    ...extra,
  });

const placeWords = (place: Place): string[] => [
  place.name.toLowerCase(),
  ...place.aliases,
  ...(place.kind === 'state' ? [] : [place.state.toLowerCase()]),
];

/** The city of the agency's head office (Gurugram, by the facts: the place's name or another name of it). */
const isHeadOfficeCity = (place: Place): boolean =>
  place.kind === 'city' && placeWords(place).includes(businessFacts.office.locality.toLowerCase());

function companyPages(): PageEntry[] {
  return [
    page({
      id: 'home',
      path: '/',
      template: 'home',
      title: 'Digital Marketing Agency in India',
      label: 'Home',
      description: `${site.name} is a digital marketing agency for Indian businesses: SEO, Google Ads, social media, content, email, websites and automation that bring leads.`,
      keywords: ['home', 'start', 'main page', 'digital marketing agency'],
      icon: 'home',
      shortcut: 'H',
    }),
    nav(
      'about',
      '/about',
      'about',
      `About ${site.name}`,
      `Who we are: a ${businessFacts.office.locality}-based team of ${headline.teamSize} marketers, engineers and writers who have grown ${headline.clientsServed} Indian businesses since ${businessFacts.foundingYear}.`,
      'info',
      { label: 'About', keywords: ['about us', 'company', 'team', 'who we are', 'story'] },
    ),
    nav(
      'services',
      '/services',
      'services-index',
      'Digital Marketing Services',
      'Every service we offer, from SEO and Google Ads to social media, content, email, websites and AI automation, with prices.',
      'briefcase',
      { label: 'Services', keywords: ['all services', 'what we do', 'offerings', 'pricing'] },
    ),
    nav(
      'contact',
      '/contact',
      'contact',
      'Contact Us',
      `Call, email, WhatsApp or visit our office. Tell us about your business and a strategist will reply ${replyPromise}.`,
      'mail',
      {
        label: 'Contact',
        keywords: ['contact', 'phone', 'email', 'address', 'office', 'reach us', 'support'],
        popular: true,
      },
    ),
    nav(
      'quote',
      '/quote',
      'quote',
      quoteCta,
      'Tell us your goals and budget and get a tailored digital marketing proposal with pricing in INR, free and without obligation.',
      'file-text',
      {
        label: quoteShortLabel,
        keywords: [
          'quote',
          'pricing',
          'proposal',
          'estimate',
          'cost',
          'price',
          'free consultation',
        ],
        popular: true,
      },
    ),
    nav(
      'blog',
      '/blog',
      'blog-index',
      'Digital Marketing Blog',
      'Practical guides on SEO, Google Ads, social media, email and automation for Indian businesses, written by our specialists.',
      'book',
      { label: 'Blog', keywords: ['blog', 'articles', 'guides', 'news', 'insights', 'tips'] },
    ),
    nav(
      'case-studies',
      '/case-studies',
      'case-study-index',
      'Case Studies',
      caseStudies.every(figuresShown)
        ? 'Real campaigns for Indian businesses: the challenge, what we did and the results in leads, sales and cost per acquisition.'
        : 'Real campaigns for Indian businesses: the challenge and what we did, with the figures on request.',
      'bar-chart',
      { keywords: ['case studies', 'results', 'success stories', 'clients', 'work'] },
    ),
    nav(
      'portfolio',
      '/portfolio',
      'portfolio',
      'Our Portfolio',
      'Websites, campaigns and brand work we have shipped for clients across India, with what each one achieved.',
      'palette',
      {
        label: 'Portfolio',
        keywords: ['portfolio', 'our work', 'projects', 'websites we built', 'showcase'],
      },
    ),
    nav(
      'testimonials',
      '/testimonials',
      'testimonials',
      'Client Testimonials',
      `What founders, marketing heads and clinic owners say about working with ${site.name}, in their own words.`,
      'star',
      {
        label: 'Testimonials',
        keywords: ['testimonials', 'reviews', 'feedback', 'clients say', 'ratings'],
      },
    ),
    nav(
      'awards',
      '/awards',
      'awards',
      'Awards and Recognition',
      'Awards, partner statuses and certifications we can prove, each linked to its source, and how to check any agency’s credentials yourself.',
      'trophy',
      {
        label: 'Awards',
        keywords: ['awards', 'recognition', 'certifications', 'partner status', 'credentials'],
      },
    ),
    nav(
      'careers',
      '/careers',
      'careers',
      `Careers at ${site.name}`,
      'Open roles in SEO, paid media, content, design and engineering, in our office and remote, and how to apply.',
      'users',
      {
        label: 'Careers',
        keywords: ['careers', 'jobs', 'hiring', 'work with us', 'openings', 'internship'],
      },
    ),
    nav(
      'logo',
      '/logo',
      'logo',
      'Logo and Brand Assets',
      `Download the ${site.name} logo in SVG, see our brand colours and the rules for using the mark in print and on screen.`,
      'palette',
      {
        label: 'Logo',
        keywords: ['logo', 'brand', 'press kit', 'media kit', 'brand assets', 'colours'],
      },
    ),
    nav(
      'privacy-policy',
      '/privacy-policy',
      'legal',
      'Privacy Policy',
      'What this site stores, why, for how long, and your rights under the Digital Personal Data Protection Act 2023.',
      'shield',
      { keywords: ['privacy', 'data protection', 'dpdp', 'cookies', 'gdpr'] },
    ),
    nav(
      'terms-of-service',
      '/terms-of-service',
      'legal',
      'Terms of Service',
      `The terms for using this website and our free tools, and how they relate to a signed engagement with ${site.name}.`,
      'shield',
      { keywords: ['terms', 'conditions', 'legal', 'tos'] },
    ),
    nav(
      'sitemap',
      '/sitemap',
      'sitemap',
      'Sitemap',
      `Every page of the ${site.name} website in one place, grouped by services, locations, industries, resources and tools.`,
      'map',
      { keywords: ['sitemap', 'all pages', 'index', 'site map'] },
    ),
  ];
}

function demoPages(): PageEntry[] {
  const demo = (id: string, title: string, description: string, template: TemplateKey) =>
    nav(id, `/${id}`, template, title, description, 'code', { palette: false, noindex: true });
  return [
    demo(
      'routing-test',
      'Routing Test',
      'A developer page that lists every route of the site and checks that each one loads.',
      'routing-test',
    ),
    demo(
      'breadcrumb-demo',
      'Breadcrumb Demo',
      'A developer page that shows the breadcrumb trail in each of its variants.',
      'breadcrumb-demo',
    ),
    demo(
      'accessibility-demo',
      'Accessibility Demo',
      'A developer page that shows skip links, live announcements, focus handling and the contrast checker.',
      'accessibility-demo',
    ),
  ];
}

function servicePages(): PageEntry[] {
  return services.map((service) => {
    return page({
      id: `service:${service.slug}`,
      path: `/services/${service.slug}`,
      template: 'service',
      title: service.name,
      description: service.description,
      keywords: service.keywords,
      icon: service.icon,
      parent: service.kind === 'core' ? 'services' : 'service:seo',
      popular: service.popular,
      shortcut: service.shortcut,
      badge: service.slug === 'seo/enterprise' ? 'Pro' : undefined,
      params: { service: service.slug },
    });
  });
}

const cityServiceTitle: Record<string, (place: string) => string> = {
  seo: (place) => `SEO Services in ${place}`,
  ppc: (place) => `PPC & Google Ads in ${place}`,
  'social-media': (place) => `Social Media Marketing in ${place}`,
  content: (place) => `Content Marketing in ${place}`,
  email: (place) => `Email Marketing in ${place}`,
  'web-development': (place) => `Web Development in ${place}`,
};

const cityServicePitch: Record<string, string> = {
  seo: 'rank on Google and win enquiries from local searches',
  ppc: 'get leads from Google Ads at a cost per lead you can plan around',
  'social-media': 'build an Instagram, Facebook and LinkedIn following that buys',
  content: 'publish articles and landing pages that rank and convert',
  email: 'turn subscribers into repeat customers with email journeys',
  'web-development': 'launch a fast website that ranks and converts',
};

function cityServicePages(): PageEntry[] {
  const pairs = cityServiceMatrix.flatMap((row) =>
    row.services.flatMap((service) => row.places.map((place) => ({ service, place }))),
  );
  // /services/seo/haryana covers the whole state rather than one city.
  pairs.push({ service: 'seo', place: 'haryana' });
  return pairs.map(({ service, place }) => {
    const where = getPlace(place);
    const svc = cityServices.find((candidate) => candidate.slug === service)!;
    const region = where.kind === 'state' ? 'across the state' : `in ${where.state}`;
    return page({
      id: `city-service:${service}:${place}`,
      path: `/services/${service}/${place}`,
      template: 'city-service',
      title: cityServiceTitle[service]!(where.name),
      label: where.name,
      description: `${svc.name} for ${where.name} businesses: we help companies ${region} ${cityServicePitch[service]}. INR pricing.`,
      keywords: [...svc.keywords, ...placeWords(where)],
      icon: 'map-pin',
      parent: `service:${svc.serviceSlug}`,
      params: { service, place },
    });
  });
}

function specialServicePages(): PageEntry[] {
  return [
    page({
      id: 'special:delhi-ppc',
      path: '/services/delhi/ppc',
      template: 'city-service',
      title: 'PPC Management Company in Delhi',
      label: 'PPC in Delhi',
      description:
        'Pay-per-click management for Delhi businesses: Google Ads and Microsoft Ads run by a team that knows the Delhi NCR market.',
      keywords: ['ppc', 'google ads', 'delhi', 'new delhi', 'ncr'],
      icon: 'map-pin',
      parent: 'location:delhi',
      canonicalOf: 'city-service:ppc:delhi',
      palette: false,
      params: { service: 'ppc', place: 'delhi' },
    }),
    page({
      id: 'special:delhi-social-media',
      path: '/services/delhi/social-media',
      template: 'city-service',
      title: 'Social Media Agency in Delhi',
      label: 'Social Media in Delhi',
      description:
        'A social media agency for Delhi brands: Instagram, Facebook and LinkedIn content and ads for the Delhi NCR audience.',
      keywords: ['social media', 'smm', 'delhi', 'new delhi', 'ncr'],
      icon: 'map-pin',
      parent: 'location:delhi',
      canonicalOf: 'city-service:social-media:delhi',
      palette: false,
      params: { service: 'social-media', place: 'delhi' },
    }),
    page({
      id: 'special:connaught-place',
      path: '/services/delhi/connaught-place/digital-marketing',
      template: 'location',
      title: 'Digital Marketing in Connaught Place',
      label: 'Connaught Place',
      description:
        'Digital marketing for businesses in and around Connaught Place, Delhi: local SEO, Google Ads and social media for CP firms.',
      keywords: ['connaught place', 'cp', 'rajiv chowk', 'delhi', 'digital marketing'],
      icon: 'map-pin',
      parent: 'location:delhi',
      params: { place: 'connaught-place' },
    }),
    page({
      id: 'special:bangalore-healthcare',
      path: '/services/industries/bangalore-healthcare-digital-marketing',
      template: 'industry-city',
      title: 'Healthcare Marketing Agency in Bangalore',
      label: 'Bangalore Healthcare',
      description:
        'Healthcare digital marketing for Bangalore hospitals, clinics and diagnostic centres: patient acquisition with local SEO and ads.',
      keywords: ['healthcare', 'hospital', 'clinic', 'bangalore', 'bengaluru'],
      icon: 'building',
      parent: 'industry:healthcare',
      canonicalOf: 'industry-city:healthcare:bangalore',
      palette: false,
      params: { industry: 'healthcare', place: 'bangalore' },
    }),
  ];
}

function locationPages(): PageEntry[] {
  const location = (place: Place, path: string, parent: string): PageEntry =>
    page({
      id: `location:${path.slice('/locations/'.length)}`,
      path,
      template: 'location',
      title: `Digital Marketing Agency in ${place.name}`,
      label: place.name,
      description:
        place.kind === 'state'
          ? `Digital marketing across ${place.name}: SEO, Google Ads and social media for businesses in every major city of the state.`
          : `Digital marketing for ${place.name} businesses (${place.state}): the services we run there, the areas we cover and local results.`,
      keywords: ['digital marketing agency', 'marketing company', ...placeWords(place)],
      icon: 'map-pin',
      parent,
      params: { place: place.slug, ...(isHeadOfficeCity(place) ? { office: 'head' } : {}) },
    });
  const top = [
    'mumbai',
    'delhi',
    'bangalore',
    'chennai',
    'kolkata',
    'hyderabad',
    'pune',
    'jaipur',
    'lucknow',
    'surat',
    'maharashtra',
    'gujarat',
    'karnataka',
    'tamil-nadu',
    'haryana',
  ];
  const haryana = [
    'gurgaon',
    'faridabad',
    'panipat',
    'ambala',
    'yamunanagar',
    'rohtak',
    'hisar',
    'karnal',
    'sonipat',
    'panchkula',
    'bhiwani',
    'sirsa',
  ];
  return [
    ...top.map((slug) => location(getPlace(slug), `/locations/${slug}`, 'home')),
    ...['central-delhi', 'south-delhi'].map((slug) =>
      location(getPlace(slug), `/locations/delhi/${slug}`, 'location:delhi'),
    ),
    ...haryana.map((slug) =>
      location(getPlace(slug), `/locations/haryana/${slug}`, 'location:haryana'),
    ),
    location(getPlace('noida'), '/locations/uttar-pradesh/noida', 'home'),
  ];
}

function industryPages(): PageEntry[] {
  const own = industries.map((industry) =>
    page({
      id: `industry:${industry.slug}`,
      path: `/industries/${industry.slug}`,
      template: 'industry',
      title: `${industry.name} Digital Marketing`,
      label: industry.name,
      description: industry.description,
      keywords: ['industry', ...industry.keywords, industry.name.toLowerCase()],
      icon: 'building',
      parent: 'home',
      popular: industry.popular,
      params: { industry: industry.slug },
    }),
  );
  const byCity = cityIndustries.flatMap((industry) =>
    cityIndustryPlaces.map((slug) => {
      const place = getPlace(slug);
      return page({
        id: `industry-city:${industry.slug}:${slug}`,
        path: `/industries/${industry.slug}-digital-marketing/${slug}`,
        template: 'industry-city',
        title: `${industry.name} Digital Marketing in ${place.name}`,
        label: place.name,
        description: `Digital marketing for ${industry.name.toLowerCase()} businesses in ${place.name}: the local market, the channels that work there and what results cost.`,
        keywords: [
          industry.name.toLowerCase(),
          industry.slug.replace('-', ' '),
          ...placeWords(place),
        ],
        icon: 'building',
        parent: `industry:${industry.industry}`,
        params: { industry: industry.slug, place: slug },
      });
    }),
  );
  return [...own, ...byCity];
}

/**
 * A maker of pages in one section (/resources/<slug>, /tools/<slug>): id '<kind>:<slug>', the
 * section's template and parent, and params { <kind>: slug }; `extra` overrides any. Every page
 * of the section, of whatever family, is in the palette category of the section's own family.
 */
function sectionPage(section: {
  kind: string;
  section: string;
  template: TemplateKey;
  parent: string;
  badge?: PageEntry['badge'];
}) {
  return (
    slug: string,
    title: string,
    description: string,
    icon: IconName,
    extra: Partial<Draft> = {},
  ) =>
    page({
      id: `${section.kind}:${slug}`,
      path: `/${section.section}/${slug}`,
      template: section.template,
      title,
      description,
      category: FAMILIES[section.template].category,
      icon,
      parent: section.parent,
      badge: section.badge,
      params: { [section.kind]: slug },
      ...extra,
    });
}

function resourcePages(): PageEntry[] {
  const resource = sectionPage({
    kind: 'resource',
    section: 'resources',
    template: 'resource',
    parent: 'home',
  });
  return [
    resource(
      'digital-marketing-guide',
      'The Digital Marketing Guide',
      'A complete, practical guide to digital marketing for Indian businesses: strategy, SEO, ads, social, email, analytics and budgets.',
      'book',
      {
        keywords: ['guide', 'ebook', 'learn digital marketing', 'beginners', 'strategy'],
        popular: true,
      },
    ),
    resource(
      'seo-tools',
      'SEO Tools and Resources',
      'Our free SEO tools in one place, with guides on how to use each to find and fix the issues holding your site back.',
      'wrench',
      {
        template: 'tools-hub',
        keywords: ['seo tools', 'free tools', 'resources'],
        canonicalOf: 'tool:seo-tools',
      },
    ),
    resource(
      'blog',
      'Marketing Articles and Guides',
      'All our articles on SEO, paid ads, social media, content, email and automation, newest first, filterable by topic.',
      'book',
      {
        template: 'blog-index',
        keywords: ['blog', 'articles'],
        canonicalOf: 'blog',
        palette: false,
      },
    ),
    resource(
      'case-studies',
      'Client Results and Case Studies',
      caseStudies.every(figuresShown)
        ? 'Case studies from our client work, with the numbers: leads, sales, cost per acquisition and return on ad spend.'
        : 'Case studies from our client work: the challenge, what we did and what we learned.',
      'bar-chart',
      {
        template: 'case-study-index',
        keywords: ['case studies', 'results'],
        canonicalOf: 'case-studies',
        palette: false,
      },
    ),
    resource(
      'ai-automation-resources',
      'AI Automation Resources',
      'Guides, prompt libraries and workflow templates for using AI in marketing and sales, tested on real client work.',
      'bot',
      { keywords: ['ai', 'automation', 'prompts', 'chatgpt', 'templates', 'workflows'] },
    ),
    resource(
      'industry-reports-resources',
      'Industry Reports',
      'Our benchmark reports on digital marketing in India: cost per lead, click-through and conversion rates by industry and city.',
      'bar-chart',
      { keywords: ['reports', 'benchmarks', 'statistics', 'data', 'research', 'cpl'] },
    ),
  ];
}

function toolPages(): PageEntry[] {
  const tool = sectionPage({
    kind: 'tool',
    section: 'tools',
    template: 'tool',
    parent: 'tool:seo-tools',
    badge: 'Free',
  });
  return [
    tool(
      'seo-tools',
      'Free SEO Tools',
      'Free SEO tools that run in your browser: page analyzer, site audit, keyword planner, page speed and competitor comparison.',
      'wrench',
      { template: 'tools-hub', parent: 'home', keywords: ['free tools', 'seo tools', 'toolkit'] },
    ),
    tool(
      'seo-audit-tool',
      'SEO Audit Tool',
      'Audit several pages at once: duplicate titles, missing canonicals, thin pages and every on-page issue, as a report or CSV.',
      'search',
      { keywords: ['audit', 'site audit', 'seo check', 'website checker'] },
    ),
    tool(
      'keyword-planner',
      'Keyword Planner',
      'Turn one seed keyword, a service and a city into keyword ideas grouped by intent: local, questions, comparisons.',
      'search',
      {
        keywords: ['keywords', 'keyword research', 'keyword ideas', 'keyword generator'],
        shortcut: 'K',
      },
    ),
    tool(
      'seo-analyzer',
      'SEO Analyzer',
      "Paste a page's HTML and get a scored checklist: title, meta, headings, images, canonical, schema, links and keywords.",
      'gauge',
      {
        keywords: ['analyzer', 'seo checker', 'on-page seo', 'seo score', 'analyse'],
        popular: true,
        shortcut: 'A',
      },
    ),
    tool(
      'page-speed',
      'Page Speed Checker',
      'See the Core Web Vitals of your own visit and analyse a Lighthouse report or HAR file: what slows a page down.',
      'gauge',
      {
        keywords: [
          'page speed',
          'core web vitals',
          'lighthouse',
          'site speed',
          'performance',
          'lcp',
        ],
      },
    ),
    tool(
      'competitor-analysis',
      'Competitor Analysis',
      'Compare two or three pages side by side on every SEO measure and see who wins each row.',
      'bar-chart',
      { keywords: ['competitor', 'compare', 'competition', 'benchmark', 'vs'] },
    ),
  ];
}

function articlePages(): PageEntry[] {
  const postPages = posts.map((post) =>
    page({
      id: `post:${post.slug}`,
      path: `/blog/${post.slug}`,
      template: 'blog-post',
      title: post.title,
      description: post.description,
      keywords: ['blog', 'article', ...post.tags.map((tag) => tag.toLowerCase())],
      icon: 'file-text',
      parent: 'blog',
      params: { post: post.slug },
    }),
  );
  const studyPages = caseStudies.map((study) =>
    page({
      id: `case-study:${study.slug}`,
      path: `/case-studies/${study.slug}`,
      template: 'case-study',
      title: study.title,
      description: study.description,
      keywords: ['case study', 'results', study.industry.toLowerCase(), study.city.toLowerCase()],
      icon: 'bar-chart',
      parent: 'case-studies',
      params: { study: study.slug },
    }),
  );
  return [...postPages, ...studyPages];
}

/** Every page of the site, in a stable order. */
export const pages: PageEntry[] = [
  ...companyPages(),
  ...servicePages(),
  ...cityServicePages(),
  ...specialServicePages(),
  ...locationPages(),
  ...industryPages(),
  ...resourcePages(),
  ...toolPages(),
  ...articlePages(),
  ...demoPages(),
];

/** The page shown for any path not in the registry. It has no path of its own. */
export const notFoundPage: PageEntry = page({
  id: 'not-found',
  path: '/404',
  template: 'not-found',
  title: 'Page Not Found',
  description:
    'The page you asked for is not on this site. Search for it, or start from one of our most visited pages.',
  icon: 'search',
  palette: false,
  noindex: true,
});

/**
 * The page the service worker shows, at the address asked for, for a page never visited while the
 * visitor is offline (dist/offline.html). It has no path of its own either.
 */
export const offlinePage: PageEntry = page({
  id: 'offline',
  path: '/offline',
  template: 'offline',
  title: 'You are offline',
  description:
    'This page has not been saved on this device yet. Open a page you have visited, or search the site.',
  icon: 'search',
  palette: false,
  noindex: true,
});
