// The office's city on its state's map, for the about and contact pages: the facts' city matched to
// a place in the places data (src/content/office-place.ts), its projected position and its state's
// base map, the city named as the facts name it; null when the facts name a city the data does not know, so no page shows a wrong map.
import { brandFacts } from '../../shared/facts/brand-facts.ts';
import { officePlace } from '../../src/content/office-place.ts';
import type { BaseMap } from '../../src/components/content/india-map-figure.tsx';
import { servedCities, type MapCity } from './india-map.ts';
import { indiaMapFiles } from './india-map-files.ts';

export function officeMap(): { city: MapCity; map: BaseMap } | null {
  const { locality, region } = brandFacts.office;
  const place = officePlace(locality, region);
  const city = servedCities.find((candidate) => candidate.slug === place?.slug);
  const { stateMaps } = indiaMapFiles().modules['india-map-states'] as {
    stateMaps: Record<string, BaseMap>;
  };
  const map = city && stateMaps[city.state];
  // Named as the facts name it (Gurugram), not as the places data does (Gurgaon).
  return city && map ? { city: { ...city, name: locality }, map } : null;
}
