// A location page's map: a state's page marks and names the cities we serve in it, a city's page
// marks the city in its state; both highlight the state, and the caption says in words what the
// map shows (for a city, the areas it covers).
import { servedCities } from 'virtual:reachmark/india-map';
import { stateMaps } from 'virtual:reachmark/india-map-states';
import { getPlace } from '../../content/places';
import { IndiaMapFigure } from './india-map-figure';

interface Props {
  /** The page's place slug (a state, a city, or a district or locality of one). */
  place: string;
  /** For a city: the areas it covers, named in the caption. */
  areas: readonly string[];
}

/** A list in words: "A, B and C". */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function PlaceMap({ place, areas }: Props) {
  const where = getPlace(place);
  const state = where.state;
  const map = stateMaps[state];
  if (!map) return null;
  if (where.kind === 'state') {
    const cities = servedCities.filter((city) => city.state === state);
    const names = cities.map((city) => city.name);
    return (
      <IndiaMapFigure
        className="rm-map-aside rm-map-inset rm-map-top"
        map={map}
        alt={`Map of India: ${state} highlighted, with the ${cities.length} cities we serve there`}
        cities={cities}
        labelled={cities.map((city) => city.slug)}
        caption={
          <>
            <strong className="rm-map-count">
              {cities.length} cities in {state}
            </strong>
            {listed(names)}.
          </>
        }
      />
    );
  }
  // A district or locality is marked where its city is (Central Delhi with Delhi).
  const city =
    servedCities.find((candidate) => candidate.slug === place) ??
    servedCities.find((candidate) => candidate.name === state);
  if (!city) return null;
  return (
    <IndiaMapFigure
      className="rm-map-aside rm-map-inset rm-map-top"
      map={map}
      alt={
        state === city.name
          ? `Map of India with ${city.name} marked`
          : `Map of India with ${state} highlighted and ${city.name} marked`
      }
      cities={[city]}
      labelled={[city.slug]}
      chosen={city.slug}
      caption={
        <>
          <strong className="rm-map-count">Areas we cover in {where.name}</strong>
          {/* Areas often pair two names with "and" themselves: commas keep them apart. */}
          {areas.join(', ')}.
        </>
      }
    />
  );
}
