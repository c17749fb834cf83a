// Reading minutes of each blog post, for the blog index cards. The figures come from the rendered
// Markdown (readingMinutesFor in markdown.ts); they are kept here as a tiny table so the index need
// not load every post's HTML, and a unit test fails when a post's text changes its reading time.

export const readingMinutes: Record<string, number> = {
  'local-seo-checklist-indian-businesses': 8,
  'google-ads-cost-per-lead-india': 7,
  'core-web-vitals-for-marketers': 8,
  'instagram-reels-strategy-for-brands': 7,
  'whatsapp-marketing-rules-and-results': 7,
  'dpdp-act-what-marketers-must-change': 8,
  'real-estate-lead-generation-playbook': 7,
  'b2b-seo-for-manufacturers': 7,
  'email-deliverability-gmail-yahoo-rules': 7,
  'ai-chatbots-that-qualify-leads': 7,
  'choosing-a-digital-marketing-agency': 7,
  'regional-language-content-marketing': 7,
};
