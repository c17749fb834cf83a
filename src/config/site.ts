// Site-wide facts: brand, contact details and the public URL every absolute link is built from.
export const SITE_URL = 'https://www.reachmark.in';

export const site = {
  name: 'Reachmark',
  legalName: 'Reachmark Digital Private Limited',
  tagline: 'Digital marketing that brings Indian businesses customers, not just clicks',
  foundingYear: 2014,
  phone: '+91 124 400 5500',
  phoneHref: 'tel:+911244005500',
  email: 'hello@reachmark.in',
  emailHref: 'mailto:hello@reachmark.in',
  whatsappHref: 'https://wa.me/919811045500',
  address: {
    street: 'Plot 42, Sector 44',
    locality: 'Gurugram',
    region: 'Haryana',
    postalCode: '122003',
    country: 'IN',
  },
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;

/** Prefix of every local and session storage key the site owns (except `theme`, named by the spec). */
export const STORAGE_PREFIX = 'reachmark:';
