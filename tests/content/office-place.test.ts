// Checks that the office's city is matched to a place on the map from the facts' city and state, by
// name or alias, and that a city or state the places data does not know matches nothing.
import { describe, expect, it } from 'vitest';
import { officePlace } from '../../src/content/office-place';

describe('officePlace', () => {
  it('finds the city by its name or an alias, in any case', () => {
    expect(officePlace('Gurugram', 'Haryana')?.slug).toBe('gurgaon');
    expect(officePlace('gurgaon', 'haryana')?.slug).toBe('gurgaon');
    expect(officePlace('Bombay', 'Maharashtra')?.slug).toBe('mumbai');
  });

  it('finds nothing for an unknown city, a city in another state, or a state', () => {
    expect(officePlace('Kurukshetra', 'Haryana')).toBeUndefined();
    expect(officePlace('Gurugram', 'Punjab')).toBeUndefined();
    expect(officePlace('Haryana', 'Haryana')).toBeUndefined();
  });
});
