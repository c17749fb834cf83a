// The home hero's figure: the map of India with every city we serve marked, the states they are in
// tinted, and a caption that names them by state, so the figure reads without its image.
import { countryMap, servedCities, servedStateCount } from 'virtual:reachmark/india-map';
import { officeLocality } from '../../../shared/facts/office-phrases';
import { IndiaMapFigure } from './india-map-figure';

const statesInOrder = [...new Set(servedCities.map((city) => city.state))];
const citiesByState = statesInOrder
  .map((state) => {
    const names = servedCities.filter((city) => city.state === state).map((city) => city.name);
    return `${state}: ${names.join(', ')}.`;
  })
  .join(' ');

export function ServedPlacesMap({ labelled }: { labelled: readonly string[] }) {
  return (
    <IndiaMapFigure
      className="rm-map-aside rm-hero-map"
      map={countryMap}
      alt={`Map of India: the ${servedCities.length} cities we serve, in ${servedStateCount} states and union territories`}
      cities={servedCities}
      labelled={labelled}
      priority
      caption={
        <>
          <strong className="rm-map-count">
            {servedCities.length} cities in {servedStateCount} states and union territories
          </strong>
          <span className="block">
            Run from our {officeLocality} office, with local research for each city.
          </span>
          <span className="sr-only">{citiesByState}</span>
        </>
      }
    />
  );
}
