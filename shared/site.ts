// The public URL every absolute link is built from (the facts' siteUrl), the storage prefix, and the brand and contact
// details the layout, JSON-LD and palette use, taken from the business facts' brand part
// (shared/facts/brand-facts.ts), so each is written once.
import { brandFacts } from './facts/brand-facts.ts';

/** The site's public address from the facts, e.g. 'https://www.reachmark.in' (no trailing slash). */
export const SITE_URL = brandFacts.siteUrl;

const { brand, contact, office } = brandFacts;

export const site = {
  name: brand.name,
  legalName: brand.legalName,
  tagline: brand.tagline,
  foundingYear: brandFacts.foundingYear,
  phone: contact.phone,
  phoneHref: contact.phoneHref,
  email: contact.email,
  emailHref: `mailto:${contact.email}`,
  whatsappHref: contact.whatsappHref,
  address: office,
  hours: contact.hours,
} as const;

/**
 * Prefix of every local and session storage key the site owns (except `theme`, named by the spec):
 * the same whatever the brand, as the privacy policy lists the keys by name.
 */
export const STORAGE_PREFIX = 'site:';

/** The prefix the keys had while it was the sample agency's name (src/lib/legacy-storage-key.ts). */
export const LEGACY_STORAGE_PREFIX = 'reachmark:';
