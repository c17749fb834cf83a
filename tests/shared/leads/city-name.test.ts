// The quote's typed city: how it is tidied, what reads as a place name, and how a stored city
// reads for people, an older lead's place slug included.
import { describe, expect, it } from 'vitest';
import { isCityName, normaliseCity } from '../../../shared/leads/city-name';
import { cityName } from '../../../shared/leads/lead-options';

describe('normaliseCity', () => {
  it('trims and collapses spaces, tabs, line breaks and no-break spaces', () => {
    expect(normaliseCity('  Navi \u00A0 Mumbai\n')).toBe('Navi Mumbai');
    expect(normaliseCity('Nagpur')).toBe('Nagpur');
  });
});

describe('isCityName', () => {
  it.each(['Nagpur', 'Navi Mumbai', 'Thiruvananthapuram', 'नागपुर', 'ಮೈಸೂರು', "Bishop's Town"])(
    'accepts %s',
    (city) => expect(isCityName(city)).toBe(true),
  );

  it.each(['', 'N', '440010', '12 3', '(Nagpur)', '<i>Nagpur</i>', 'Nagpur;', 'Nagpur\u200B'])(
    'refuses %j',
    (city) => expect(isCityName(city)).toBe(false),
  );
});

describe('cityName', () => {
  it('reads a typed city as typed', () => {
    expect(cityName('Nagpur')).toBe('Nagpur');
    expect(cityName('नागपुर')).toBe('नागपुर');
  });

  it("reads an older lead's place slug as the place's name", () => {
    expect(cityName('pune')).toBe('Pune');
    expect(cityName('maharashtra')).toBe('Maharashtra (anywhere in the state)');
    expect(cityName('other')).toBe('Other city or town');
  });

  it('reads no city, or one that is not text, as nothing', () => {
    expect(cityName(undefined)).toBe('');
    expect(cityName(42)).toBe('');
  });
});
