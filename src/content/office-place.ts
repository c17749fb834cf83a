// The place in the places data where the office is, matched from the facts' city and state by name
// or alias ("Gurugram" is Gurgaon, Haryana); none when the facts name a city the data does not know,
// so a page shows no map rather than a wrong one.
import { places, type Place } from './places.ts';

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The city called `locality` (by its name or an alias) in the state `region`, if there is one. */
export function officePlace(locality: string, region: string): Place | undefined {
  return places.find(
    (place) =>
      place.kind === 'city' &&
      same(place.state, region) &&
      [place.name, ...place.aliases].some((name) => same(name, locality)),
  );
}
