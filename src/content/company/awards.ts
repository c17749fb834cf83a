// Platform partnerships, certifications and industry awards, grouped by kind. Partner
// badges are programmes run by the platforms themselves; we list the status we hold, not awards.
import type { Award } from './schema';

export const awards: Award[] = [
  {
    id: 'google-partner',
    name: 'Google Partner',
    issuer: 'Google Partners programme',
    kind: 'partnership',
    status: 'Partner',
    year: 2017,
    recognises:
      'Our Google Ads team meets Google’s requirements for certified staff, ad spend managed across client accounts and account performance, which gives our clients access to Google’s partner support.',
    pageId: 'service:ppc',
  },
  {
    id: 'meta-business-partner',
    name: 'Meta Business Partner',
    issuer: 'Meta Business Partners programme',
    kind: 'partnership',
    status: 'Partner',
    year: 2020,
    recognises:
      'Vetted by Meta for running Facebook and Instagram advertising for clients, including measurement with the Conversions API.',
    pageId: 'service:facebook-ads',
  },
  {
    id: 'hubspot-solutions-partner',
    name: 'HubSpot Solutions Partner',
    issuer: 'HubSpot Solutions Partner Program',
    kind: 'partnership',
    status: 'Gold tier',
    year: 2022,
    recognises:
      'Certified to set up and run HubSpot’s marketing, sales and service tools for clients: CRM migrations, lead scoring and nurture workflows.',
    pageId: 'service:marketing-automation',
  },
  {
    id: 'shopify-partner',
    name: 'Shopify Partner',
    issuer: 'Shopify Partner Program',
    kind: 'partnership',
    status: 'Partner',
    year: 2019,
    recognises:
      'Registered to build, migrate and maintain Shopify stores for clients, including theme development and app integrations.',
    pageId: 'service:web-design',
  },
  {
    id: 'google-ads-certifications',
    name: 'Google Ads certifications for every paid media specialist',
    issuer: 'Google Skillshop',
    kind: 'certification',
    status: 'Held by all 9 paid media specialists',
    year: 2026,
    recognises:
      'Each member of the paid media team holds current Google Ads Search, Display, Video and Measurement certifications, renewed every year.',
    pageId: 'service:ppc',
  },
  {
    id: 'ga4-certifications',
    name: 'Google Analytics certification',
    issuer: 'Google Skillshop',
    kind: 'certification',
    status: 'Held by all analytics and SEO staff',
    year: 2026,
    recognises:
      'Our analytics engineers and SEO specialists are certified in Google Analytics 4 set-up, reporting and measurement.',
  },
  {
    id: 'iso-27001',
    name: 'ISO/IEC 27001:2022 information security certification',
    issuer: 'A certification body accredited by NABCB, India',
    kind: 'certification',
    status: 'Certified',
    year: 2024,
    recognises:
      'Our information security management system, covering how we store client data, ad account access and lead data, passed an external audit and is re-audited every year.',
  },
  {
    id: 'e4m-idma-search',
    name: 'Best Use of Search, Real Estate',
    issuer: 'exchange4media Indian Digital Marketing Awards',
    kind: 'award',
    status: 'Finalist',
    year: 2025,
    recognises:
      'The search and WhatsApp follow-up programme that cut a Gurugram developer’s cost per site visit by 58%.',
    pageId: 'case-study:gurgaon-real-estate-developer-site-visits',
  },
  {
    id: 'iamai-digital-awards-healthcare',
    name: 'Best Use of Local Search, Healthcare',
    issuer: 'IAMAI India Digital Awards',
    kind: 'award',
    status: 'Finalist',
    year: 2025,
    recognises:
      'Local SEO for a Bengaluru hospital that took online appointments from 410 to 960 a month across three branches.',
    pageId: 'case-study:bangalore-multispecialty-hospital-appointments',
  },
];
