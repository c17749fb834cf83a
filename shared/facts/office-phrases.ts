// The agency's office as words for prose: "Sector 44", "Plot 42, Sector 44, Gurugram", and whether
// the office is still in a given place. Content that says where the office is builds the sentence
// from these, and a sentence true only while the office is in one city (the metro station nearby,
// "we look out on this hospital") is chosen with officeIn(), so the page reads right wherever the
// facts put the office. Reads only the brand facts (brand-facts.ts).
import { brandFacts } from './brand-facts';

const { office, contact } = brandFacts;

/** The city or town of the office, e.g. 'Gurugram'. */
export const officeLocality = office.locality;

/** The state of the office, e.g. 'Haryana'. */
export const officeRegion = office.region;

/** The area part of the street address (its last part): 'Plot 42, Sector 44' → 'Sector 44'. */
export const officeArea = office.street.slice(office.street.lastIndexOf(',') + 1).trim();

/** Where the office is, for a sentence: 'Sector 44, Gurugram'. */
export const officeAreaLine = `${officeArea}, ${office.locality}`;

/** The street address with the city: 'Plot 42, Sector 44, Gurugram'. */
export const officeAddressLine = `${office.street}, ${office.locality}`;

/** The opening hours without the time zone, for running text: 'Monday to Saturday, 9:30 am to 6:30 pm'. */
export const officeHours = contact.hours.replace(/\s+IST$/, '');

/**
 * True while the office is in one of `places` (a city's names, e.g. 'Gurugram', 'Gurgaon'):
 * content that only holds for an office there is shown only then.
 */
export const officeIn = (...places: string[]): boolean =>
  places.some((place) => place.toLowerCase() === office.locality.toLowerCase());

/** True while the office is in the state `region`, e.g. 'Haryana'. */
export const officeInRegion = (region: string): boolean =>
  region.toLowerCase() === office.region.toLowerCase();
