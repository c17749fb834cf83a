// How a visitor can check an agency's awards, partner statuses and certifications at the source,
// shown on the awards page beside whatever recognition the business facts can prove.
import type { CredentialChecks } from './schema';

export const credentialChecks: CredentialChecks = {
  heading: 'How to check an agency’s credentials',
  intro:
    'A badge is an image anyone can copy. Each kind of recognition below can be checked in a few minutes at the organisation that grants it, for any agency, including us.',
  checks: [
    {
      title: 'Google Partner status',
      body: 'Google lists current Google Partners and Premier Partners in its own Partners directory. Search it for the agency’s name. Google reviews the status regularly, so a badge dated years ago proves nothing about today.',
    },
    {
      title: 'Meta Business Partners',
      body: 'Meta’s partner directory lists the agencies it has vetted and the services each is approved for. Running Facebook and Instagram ads for clients does not make an agency a partner.',
    },
    {
      title: 'HubSpot, Shopify and other platform programmes',
      body: 'HubSpot’s Solutions Directory shows each partner’s current tier, and Shopify’s Partner Directory lists agencies that build stores. Look the agency up there rather than trusting a tier quoted in a pitch.',
    },
    {
      title: 'Certificates held by people',
      body: 'Google Ads and Google Analytics certifications belong to individuals and expire after a year. Ask for the certificate links of the specialists who will work on your account; Google issues each certificate a page you can open yourself.',
    },
    {
      title: 'ISO/IEC 27001 and other company certifications',
      body: 'A genuine certificate names the certification body, the certificate number, the scope and the expiry date. Check the number on the certification body’s register or on IAF CertSearch, and check that the body is accredited, in India by NABCB.',
    },
    {
      title: 'Industry awards',
      body: 'Organisers publish their shortlists and winners. Check the year, the category and whether the agency won or was a finalist, and remember that many awards charge an entry fee for each category entered.',
    },
  ],
  nothingToShow:
    'This page lists an award, partner status or certification only when it links to the organisation that granted it or cites a document you can ask to see. When there is nothing we can prove that way, we show nothing rather than a badge you cannot check. Our case studies and client testimonials show the work itself.',
};
