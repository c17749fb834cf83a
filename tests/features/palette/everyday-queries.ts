// Everyday questions as visitors in India type them into the search (issue 24): intents ("price",
// "near me", "website for X"), plain English, Hindi in Devanagari and Hinglish in Latin letters.
// Written before the synonyms were tuned, from what a visitor would want, not from what the scorer
// returned. Each query lists the pages that answer it: a hit is any of them; the first is the best.
// `npm run bench:palette` prints top-1 and top-3 on this set next to the other relevance sets.

export interface EverydayQuery {
  query: string;
  /** Page or action ids that answer the query, best first; any of them counts. */
  expected: readonly string[];
  /** Written in Hindi (Devanagari) or Hinglish (Hindi in Latin letters). */
  hindi?: true;
}

const PRICING = ['action:quote', 'quote'] as const;
const NEAR_ME = ['sitemap', 'contact', 'action:contact'] as const;

export const everydayQueries: EverydayQuery[] = [
  // Prices and costs.
  { query: 'social media marketing price', expected: ['service:social-media', ...PRICING] },
  { query: 'seo price', expected: ['service:seo', ...PRICING] },
  { query: 'seo cost', expected: ['service:seo', ...PRICING] },
  { query: 'google ads cost', expected: ['service:ppc', 'post:google-ads-cost-per-lead-india'] },
  { query: 'website cost', expected: ['service:web-design', ...PRICING] },
  { query: 'digital marketing charges', expected: [...PRICING, 'services'] },
  { query: 'price', expected: PRICING },
  { query: 'how much does seo cost', expected: ['service:seo', ...PRICING] },
  { query: 'packages and pricing', expected: [...PRICING, 'services'] },
  // "Website for X" and "ads for X".
  { query: 'website for clinic', expected: ['service:web-design', 'industry:healthcare'] },
  {
    query: 'website for restaurant',
    expected: ['service:web-design', 'service:food-restaurant-seo'],
  },
  { query: 'website for school', expected: ['service:web-design', 'industry:education'] },
  {
    query: 'instagram ads for restaurant',
    expected: ['service:facebook-ads', 'service:food-restaurant-seo'],
  },
  { query: 'marketing for doctors', expected: ['industry:healthcare', 'service:healthcare-seo'] },
  {
    query: 'leads for real estate',
    expected: ['industry:real-estate', 'post:real-estate-lead-generation-playbook'],
  },
  {
    query: 'online store',
    expected: ['service:seo/ecommerce', 'industry:ecommerce', 'service:web-design'],
  },
  // Near me.
  { query: 'digital marketing near me', expected: NEAR_ME },
  { query: 'seo company near me', expected: ['service:seo/local', ...NEAR_ME] },
  { query: 'agency near me', expected: NEAR_ME },
  { query: 'office address', expected: ['contact', 'action:contact'] },
  // Channels and tasks in plain words.
  { query: 'whatsapp marketing', expected: ['service:whatsapp-marketing'] },
  { query: 'whatsapp business api', expected: ['service:whatsapp-marketing'] },
  { query: 'bulk whatsapp', expected: ['service:whatsapp-marketing'] },
  { query: 'make a website', expected: ['service:web-design'] },
  { query: 'grow on instagram', expected: ['service:social-media', 'service:facebook-ads'] },
  {
    query: 'more customers from google',
    expected: ['service:seo', 'service:ppc', 'service:seo/local'],
  },
  { query: 'chatbot', expected: ['service:ai-automation', 'post:ai-chatbots-that-qualify-leads'] },
  { query: 'talk to someone', expected: ['action:call', 'action:contact', 'contact'] },
  { query: 'job', expected: ['careers'] },
  {
    query: 'free seo check',
    expected: ['tool:seo-analyzer', 'tool:seo-audit-tool', 'tool:seo-tools'],
  },
  // Hindi in Devanagari.
  { query: 'विज्ञापन', expected: ['service:ppc', 'service:facebook-ads'], hindi: true },
  { query: 'वेबसाइट', expected: ['service:web-design'], hindi: true },
  { query: 'एसईओ', expected: ['service:seo'], hindi: true },
  { query: 'सोशल मीडिया', expected: ['service:social-media'], hindi: true },
  { query: 'संपर्क', expected: ['contact', 'action:contact'], hindi: true },
  { query: 'वेबसाइट बनवाना है', expected: ['service:web-design'], hindi: true },
  // Hinglish in Latin letters.
  { query: 'seo kitne ka hai', expected: ['service:seo', ...PRICING], hindi: true },
  { query: 'website banwana hai', expected: ['service:web-design'], hindi: true },
  { query: 'vigyapan', expected: ['service:ppc', 'service:facebook-ads'], hindi: true },
  { query: 'google pe vigyapan', expected: ['service:ppc'], hindi: true },
  { query: 'website kitne ki banegi', expected: ['service:web-design', ...PRICING], hindi: true },
  { query: 'naukri', expected: ['careers'], hindi: true },
  { query: 'whatsapp marketing kaise kare', expected: ['service:whatsapp-marketing'], hindi: true },
  {
    query: 'social media marketing kitna lagta hai',
    expected: ['service:social-media', ...PRICING],
    hindi: true,
  },
];
