// Who the sample agency the site ships with is, beyond its facts in content/business.yaml: the
// names its own sentences use for its office city, the street and the landmarks around its office,
// and its founders. Content told only of the sample (the about page's story) is shown while the
// facts still match it (sample-match.ts), and build/sample-agency-words.ts lists every sentence
// naming these for an owner whose facts describe another agency.
import type { BusinessFacts } from './facts-schema.ts';

export const SAMPLE_AGENCY = {
  /** The office city, by its names. */
  cities: ['Gurugram', 'Gurgaon'],
  /** Places named only as the way to the office: its plot and its metro station. */
  officePlaces: ['Plot 42', 'Millennium City Centre'],
  /** Places the office's story names that clients are in too: its sector, its first office's area. */
  sharedPlaces: ['Sector 44', 'Udyog Vihar'],
  founders: ['Rohit Malhotra', 'Ananya Iyer'],
} as const;

/** Whether `facts` keep the sample agency's office city, and name all of its founders. */
export const sampleLikeness = ({
  office,
  founders,
}: Pick<BusinessFacts, 'office' | 'founders'>) => ({
  office: SAMPLE_AGENCY.cities.some((city) => city.toLowerCase() === office.locality.toLowerCase()),
  founders: SAMPLE_AGENCY.founders.every((name) => founders.includes(name)),
});
