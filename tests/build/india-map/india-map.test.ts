// The map of India is true by construction: the projection fitted to the states' known extents
// puts every city of the places data inside its own state's outline, every served state names an
// outline on the map, and the base map tints exactly the served states.
import { describe, expect, it } from 'vitest';
import {
  baseMapSvg,
  indiaProjection,
  mapStateNamed,
  mapStates,
  servedCities,
  servedStates,
  stateView,
} from '../../../build/india-map/india-map';
import { project } from '../../../build/india-map/map-projection';
import { boundsOf, containsPoint } from '../../../build/india-map/svg-path';
import { places } from '../../../src/content/places';
import { stateExtents } from '../../../build/india-map/state-extents';

describe('the map of India', () => {
  it('marks every city of the places data, each inside its own state or territory', () => {
    const cities = places.filter((place) => place.kind === 'city');
    expect(servedCities.map((city) => city.slug)).toEqual(cities.map((city) => city.slug));
    const outside = servedCities.filter(
      (city) => !containsPoint(mapStateNamed(city.state).rings, [city.x, city.y]),
    );
    expect(outside).toEqual([]);
  });

  it('puts no city inside another state', () => {
    const misplaced = servedCities.flatMap((city) =>
      mapStates
        .filter(
          (state) => state.name !== city.state && containsPoint(state.rings, [city.x, city.y]),
        )
        .map((state) => `${city.name} in ${state.name}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('fits the projection to the known extents within a map unit', () => {
    for (const { id, west, east, south, north } of stateExtents) {
      const [minX, minY, maxX, maxY] = boundsOf(mapStates.find((state) => state.id === id)!.rings);
      const [x0, y0] = project(indiaProjection, north, west);
      const [x1, y1] = project(indiaProjection, south, east);
      for (const [drawn, known] of [
        [x0, minX],
        [y0, minY],
        [x1, maxX],
        [y1, maxY],
      ] as const)
        expect(Math.abs(drawn - known), id).toBeLessThan(1.5);
    }
  });

  it('counts the states and territories of the served cities once each', () => {
    expect(servedStates).toContain('Haryana');
    expect(servedStates).toContain('Delhi');
    expect(new Set(servedStates).size).toBe(servedStates.length);
    expect(servedStates.length).toBe(new Set(servedCities.map((city) => city.state)).size);
  });

  it('draws every state once on the country map, tinting the served ones', () => {
    const svg = baseMapSvg(servedStates);
    expect(svg.match(/<path /g)).toHaveLength(mapStates.length);
    const served = svg.slice(svg.indexOf('fill-opacity=".4"'));
    expect(served.match(/<path /g)).toHaveLength(servedStates.length);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 612 696"/);
  });

  it("draws a state's map around the state, the state alone in full colour", () => {
    const view = stateView('Haryana');
    const svg = baseMapSvg(servedStates, 'Haryana');
    expect(svg).toContain(`viewBox="${view.join(' ')}"`);
    const chosen = svg.slice(svg.indexOf('fill-opacity=".85"'));
    expect(chosen.match(/<path /g)).toHaveLength(1);
    expect(svg).not.toContain('fill-opacity=".4"');
    const [minX, minY, maxX, maxY] = boundsOf(mapStateNamed('Haryana').rings);
    expect(view[0]).toBeLessThan(minX);
    expect(view[1]).toBeLessThan(minY);
    expect(view[0] + view[2]).toBeGreaterThan(maxX);
    expect(view[1] + view[3]).toBeGreaterThan(maxY);
    expect(svg.match(/<path /g)!.length).toBeLessThan(mapStates.length / 2);
  });
});
