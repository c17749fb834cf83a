// A city-service page's map figure: a city marked on its state's map, a state with every city we
// serve in it, the areas in the caption, the words escaped.
import { describe, expect, it } from 'vitest';
import { placeMapMarkup } from '../../../src/components/content/place-map-markup';

describe('placeMapMarkup', () => {
  it('marks a city on its state map and names the areas in the caption', () => {
    const markup = placeMapMarkup('pune', ['Baner', 'Hinjewadi & Wakad'])!;
    expect(markup).toMatch(/^<figure class="rm-map rm-map-aside rm-map-inset rm-map-top">/);
    expect(markup).toMatch(
      /<img src="\/[^"]*maharashtra[^"]*\.svg" alt="Map of India with Maharashtra highlighted and Pune marked"/,
    );
    expect(markup.match(/class="rm-map-chosen"/g)).toHaveLength(1);
    expect(markup).toContain('2 areas we cover in Pune');
    expect(markup).toContain('Baner, Hinjewadi &amp; Wakad.');
  });

  it('marks every city we serve in a state', () => {
    const markup = placeMapMarkup('haryana', ['Gurugram', 'Faridabad', 'Panipat', 'Karnal'])!;
    const dots = markup.match(/class="rm-map-dot"/g) ?? [];
    expect(markup).toContain(`Map of India: Haryana highlighted, with the ${dots.length} cities`);
    expect(dots.length).toBeGreaterThan(1);
  });
});
