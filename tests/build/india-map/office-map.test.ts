// Checks that the about and contact pages' map data puts the office in the facts' city, on its
// state's map: Gurugram (the places data's Gurgaon) on the map of Haryana.
import { describe, expect, it } from 'vitest';
import { officeMap } from '../../../build/india-map/office-map';

describe('officeMap', () => {
  it("marks the facts' office city on its state's map", () => {
    const office = officeMap();
    expect(office?.city).toMatchObject({ slug: 'gurgaon', name: 'Gurugram', state: 'Haryana' });
    expect(office?.map.src).toMatch(/^\/assets\/india-map-haryana-[0-9a-f]{8}\.svg$/);
  });
});
