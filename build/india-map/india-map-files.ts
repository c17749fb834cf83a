// The map of India's files and what the browser learns of them (docs/decisions/0022-india-map.md):
// the base maps (the whole country with the served states tinted, and one per served state: the
// view around it, it in full colour) by their content-hashed path on the site, and the exports of two data modules
// (served by build/vite-plugin-build-data.ts):
// - india-map: the country map's address and view, the served cities' map positions;
// - india-map-states: each served state's map (address and view) by state name (only location pages need
//   them, so the home page does not download them).
import { createHash } from 'node:crypto';
import { baseMapSvg, countryView, servedCities, servedStates, stateView } from './india-map.ts';

const kebab = (name: string): string => name.toLowerCase().replaceAll(/[^a-z]+/g, '-');

function drawFiles() {
  const files: Record<string, string> = {};
  const add = (name: string, svg: string): string => {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
    const path = `/assets/india-map-${name}-${hash}.svg`;
    files[path] = svg;
    return path;
  };
  const countryMap = add('served', baseMapSvg(servedStates));
  const stateMaps = Object.fromEntries(
    servedStates.map((state) => [
      state,
      { src: add(kebab(state), baseMapSvg(servedStates, state)), view: stateView(state) },
    ]),
  );
  return {
    files,
    modules: {
      'india-map': {
        countryMap: { src: countryMap, view: countryView },
        servedCities,
        servedStateCount: servedStates.length,
      },
      'india-map-states': { stateMaps },
    } as Record<string, Record<string, unknown>>,
  };
}

let drawn: ReturnType<typeof drawFiles> | undefined;

/** The map files and data modules, drawn once per process. */
export function indiaMapFiles(): ReturnType<typeof drawFiles> {
  drawn ??= drawFiles();
  return drawn;
}
