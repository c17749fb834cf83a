// What visitors actually type into the palette, each with the page they want. The relevance test
// and the benchmark (bench/bench-palette.ts) both score engines against this list; an id is the
// page a person would expect first, not whatever the scorer happens to return.

export interface RelevanceQuery {
  query: string;
  expected: string;
}

export const relevanceQueries: RelevanceQuery[] = [
  // A service in a city, in either order, with the names people use.
  { query: 'mumbai seo', expected: 'city-service:seo:mumbai' },
  { query: 'seo mumbai', expected: 'city-service:seo:mumbai' },
  { query: 'seo in mumbai', expected: 'city-service:seo:mumbai' },
  { query: 'google ads delhi', expected: 'city-service:ppc:delhi' },
  { query: 'ppc jaipur', expected: 'city-service:ppc:jaipur' },
  { query: 'social media pune', expected: 'city-service:social-media:pune' },
  { query: 'web development chennai', expected: 'city-service:web-development:chennai' },
  { query: 'seo haryana', expected: 'city-service:seo:haryana' },
  { query: 'ahmedabad seo', expected: 'city-service:seo:ahmedabad' },
  // Misspellings of city names.
  { query: 'banglore seo', expected: 'city-service:seo:bangalore' },
  { query: 'hydrabad ppc', expected: 'city-service:ppc:hyderabad' },
  { query: 'gurgoan', expected: 'location:haryana/gurgaon' },
  // Other names of cities.
  { query: 'gurugram', expected: 'location:haryana/gurgaon' },
  { query: 'bengaluru', expected: 'location:bangalore' },
  { query: 'bombay', expected: 'location:mumbai' },
  { query: 'calcutta', expected: 'location:kolkata' },
  { query: 'madras', expected: 'location:chennai' },
  { query: 'poona', expected: 'location:pune' },
  { query: 'trivandrum', expected: 'city-service:seo:thiruvananthapuram' },
  { query: 'panjim', expected: 'city-service:seo:panaji' },
  { query: 'amdavad', expected: 'city-service:seo:ahmedabad' },
  // Places.
  { query: 'noida', expected: 'location:uttar-pradesh/noida' },
  { query: 'south delhi', expected: 'location:delhi/south-delhi' },
  { query: 'connaught place', expected: 'special:connaught-place' },
  { query: 'hyderabad', expected: 'location:hyderabad' },
  // Services by their synonyms and abbreviations.
  { query: 'adwords', expected: 'service:ppc' },
  { query: 'smm', expected: 'service:social-media' },
  { query: 'website design', expected: 'service:web-design' },
  { query: 'local seo', expected: 'service:seo/local' },
  { query: 'google my business', expected: 'service:seo/local' },
  { query: 'instagram ads', expected: 'service:facebook-ads' },
  { query: 'linkedin ads', expected: 'service:linkedin-ads' },
  { query: 'youtube', expected: 'service:youtube-marketing' },
  { query: 'content writing', expected: 'service:content' },
  { query: 'email marketing', expected: 'service:email' },
  { query: 'hubspot', expected: 'service:marketing-automation' },
  { query: 'technical seo', expected: 'service:seo/technical' },
  { query: 'seo servces', expected: 'service:seo' },
  { query: 'socail media', expected: 'service:social-media' },
  // Niche SEO and industries.
  { query: 'doctor seo', expected: 'service:healthcare-seo' },
  { query: 'lawyer seo', expected: 'service:legal-services-seo' },
  { query: 'restaurant seo', expected: 'service:food-restaurant-seo' },
  { query: 'hotel seo', expected: 'service:travel-tourism-seo' },
  { query: 'hospital marketing', expected: 'industry:healthcare' },
  { query: 'real estate gurgaon', expected: 'industry-city:real-estate:gurgaon' },
  { query: 'healthcare mumbai', expected: 'industry-city:healthcare:mumbai' },
  { query: 'pharma', expected: 'industry:pharmaceutical' },
  { query: 'textile marketing', expected: 'industry:textile' },
  // Tools and resources.
  { query: 'keyword', expected: 'tool:keyword-planner' },
  { query: 'page speed', expected: 'tool:page-speed' },
  { query: 'seo audit', expected: 'tool:seo-audit-tool' },
  { query: 'seo analyser', expected: 'tool:seo-analyzer' },
  { query: 'competitor', expected: 'tool:competitor-analysis' },
  { query: 'free seo tools', expected: 'tool:seo-tools' },
  { query: 'digital marketing guide', expected: 'resource:digital-marketing-guide' },
  { query: 'industry reports', expected: 'resource:industry-reports-resources' },
  { query: 'google ads cost', expected: 'post:google-ads-cost-per-lead-india' },
  // Company pages and quick actions.
  { query: 'quote', expected: 'action:quote' },
  { query: 'contact', expected: 'action:contact' },
  { query: 'call', expected: 'action:call' },
  { query: 'whatsapp', expected: 'action:whatsapp' },
  { query: 'jobs', expected: 'careers' },
  { query: 'reviews', expected: 'testimonials' },
  { query: 'about', expected: 'about' },
  { query: 'privacy', expected: 'privacy-policy' },
  { query: 'case studies', expected: 'case-studies' },
  { query: 'portfolio', expected: 'portfolio' },
];
