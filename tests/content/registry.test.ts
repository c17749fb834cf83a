import { describe, expect, it } from 'vitest';
import { notFoundPage, pages } from '../../src/content/registry';
import { registryPages } from '../../src/site/registry-pages';

// Every literal path of SPEC.md 2.1 to 2.5.
const specPaths = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/blog',
  '/quote',
  '/portfolio',
  '/case-studies',
  '/logo',
  '/testimonials',
  '/awards',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/routing-test',
  '/breadcrumb-demo',
  '/accessibility-demo',
  '/services/seo',
  '/services/seo/local',
  '/services/seo/ecommerce',
  '/services/seo/technical',
  '/services/seo/enterprise',
  '/services/seo/haryana',
  '/services/ppc',
  '/services/facebook-ads',
  '/services/linkedin-ads',
  '/services/youtube-marketing',
  '/services/social-media',
  '/services/content',
  '/services/email',
  '/services/web-design',
  '/services/ai-automation',
  '/services/business-automation',
  '/services/marketing-automation',
  '/services/business-development',
  ...[
    'ecommerce',
    'healthcare',
    'b2b',
    'local-business',
    'travel-tourism',
    'real-estate',
    'education',
    'finance',
    'manufacturing',
    'technology',
    'food-restaurant',
    'fashion-retail',
    'automotive',
    'legal-services',
  ].map((niche) => `/services/${niche}-seo`),
  ...[
    'delhi',
    'mumbai',
    'bangalore',
    'chennai',
    'kolkata',
    'hyderabad',
    'pune',
    'ahmedabad',
    'jaipur',
    'lucknow',
    'surat',
    'indore',
    'bhopal',
    'chandigarh',
    'gurgaon',
    'faridabad',
    'sonipat',
  ].map((city) => `/services/seo/${city}`),
  ...[
    'dehradun',
    'bhubaneswar',
    'gandhinagar',
    'shimla',
    'panaji',
    'thiruvananthapuram',
    'raipur',
    'ranchi',
    'guwahati',
    'itanagar',
    'imphal',
  ].map((city) => `/services/seo/${city}`),
  '/services/delhi/ppc',
  '/services/delhi/social-media',
  '/services/delhi/connaught-place/digital-marketing',
  '/services/industries/bangalore-healthcare-digital-marketing',
  ...[
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
  ].map((slug) => `/locations/${slug}`),
  '/locations/delhi/central-delhi',
  '/locations/delhi/south-delhi',
  ...[
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
  ].map((city) => `/locations/haryana/${city}`),
  '/locations/uttar-pradesh/noida',
  ...[
    'real-estate',
    'healthcare',
    'education',
    'ecommerce',
    'manufacturing',
    'financial-services',
    'automotive',
    'agriculture',
    'textile',
    'chemical',
    'pharmaceutical',
    'it',
    'steel-metal-digital-marketing',
  ].map((industry) => `/industries/${industry}`),
  ...[
    'real-estate',
    'healthcare',
    'manufacturing',
    'technology',
    'education',
    'automotive',
  ].flatMap((industry) =>
    ['delhi', 'mumbai', 'bangalore', 'gurgaon', 'haryana'].map(
      (place) => `/industries/${industry}-digital-marketing/${place}`,
    ),
  ),
  '/resources/digital-marketing-guide',
  '/resources/seo-tools',
  '/resources/blog',
  '/resources/case-studies',
  '/resources/ai-automation-resources',
  '/resources/industry-reports-resources',
  '/tools/seo-tools',
  '/tools/seo-audit-tool',
  '/tools/keyword-planner',
  '/tools/seo-analyzer',
  '/tools/page-speed',
  '/tools/competitor-analysis',
];

const paths = new Set(pages.map((page) => page.path));

describe('the page registry', () => {
  it.each(specPaths)('holds %s', (path) => {
    expect(paths.has(path)).toBe(true);
  });

  it('declares each path and each id once', () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
  });

  it('builds city service pages from the matrix, and only those', () => {
    const cityServicePaths = pages.filter(
      (page) => page.template === 'city-service' && !page.canonicalOf,
    );
    expect(cityServicePaths).toHaveLength(7 * 6 + 5 * 4 + 5 * 3 + 12 + 1);
    for (const path of [
      '/services/email/dehradun',
      '/services/content/jaipur',
      '/services/ppc/sonipat',
      '/services/web-development/surat',
    ]) {
      expect(paths.has(path)).toBe(false);
    }
    for (const path of [
      '/services/web-development/gurgaon',
      '/services/ppc/noida',
      '/services/email/pune',
    ]) {
      expect(paths.has(path)).toBe(true);
    }
  });

  it('gives every parent an existing page and no page a cycle', () => {
    for (const page of pages) {
      const seen = new Set<string>();
      for (let id: string | undefined = page.id; id; id = registryPages.byId(id).parent) {
        expect(seen.has(id), `cycle at ${id}`).toBe(false);
        seen.add(id);
      }
      expect(seen.has('home')).toBe(true);
    }
  });

  it('points every canonical at an existing, canonical page', () => {
    for (const page of pages.filter((entry) => entry.canonicalOf)) {
      expect(registryPages.byId(page.canonicalOf!).canonicalOf).toBeUndefined();
    }
  });

  it('keeps demo and not-found pages out of search engines and the palette', () => {
    for (const page of [
      ...pages.filter(
        (entry) => entry.template.endsWith('demo') || entry.template === 'routing-test',
      ),
      notFoundPage,
    ]) {
      expect(page.noindex).toBe(true);
      expect(page.palette).toBe(false);
    }
  });
});
