// Every place the site names: cities (with where they are, for the map of India), states, Delhi
// districts and one Delhi locality, with the other names people type for them (Bengaluru, Bombay,
// Gurugram...).

export type PlaceKind = 'city' | 'state' | 'district' | 'locality';

export interface Place {
  slug: string;
  name: string;
  kind: PlaceKind;
  /** The state or union territory the place is in (for states, the state itself). */
  state: string;
  aliases: string[];
  /** For cities: latitude and longitude in degrees (the city centre), where the map marks it. */
  position?: readonly [latitude: number, longitude: number];
}

const city = (
  slug: string,
  name: string,
  state: string,
  position: readonly [number, number],
  aliases: string[] = [],
): Place => ({ slug, name, kind: 'city', state, aliases, position });

export const places: Place[] = [
  city('delhi', 'Delhi', 'Delhi', [28.6139, 77.209], ['new delhi', 'ncr', 'dilli']),
  city('mumbai', 'Mumbai', 'Maharashtra', [19.076, 72.8777], ['bombay', 'navi mumbai', 'thane']),
  city(
    'bangalore',
    'Bangalore',
    'Karnataka',
    [12.9716, 77.5946],
    ['bengaluru', 'blr', 'bangaluru'],
  ),
  city('chennai', 'Chennai', 'Tamil Nadu', [13.0827, 80.2707], ['madras']),
  city('kolkata', 'Kolkata', 'West Bengal', [22.5726, 88.3639], ['calcutta']),
  city(
    'hyderabad',
    'Hyderabad',
    'Telangana',
    [17.385, 78.4867],
    ['cyberabad', 'secunderabad', 'hyd'],
  ),
  city('pune', 'Pune', 'Maharashtra', [18.5204, 73.8567], ['poona', 'pimpri chinchwad']),
  city('ahmedabad', 'Ahmedabad', 'Gujarat', [23.0225, 72.5714], ['amdavad']),
  city('jaipur', 'Jaipur', 'Rajasthan', [26.9124, 75.7873], ['pink city']),
  city('lucknow', 'Lucknow', 'Uttar Pradesh', [26.8467, 80.9462], ['lko']),
  city('chandigarh', 'Chandigarh', 'Chandigarh', [30.7333, 76.7794], ['tricity', 'mohali']),
  city('gurgaon', 'Gurgaon', 'Haryana', [28.4595, 77.0266], ['gurugram', 'ggn']),
  city('surat', 'Surat', 'Gujarat', [21.1702, 72.8311], ['diamond city']),
  city('indore', 'Indore', 'Madhya Pradesh', [22.7196, 75.8577]),
  city('bhopal', 'Bhopal', 'Madhya Pradesh', [23.2599, 77.4126]),
  city('faridabad', 'Faridabad', 'Haryana', [28.4089, 77.3178]),
  city(
    'noida',
    'Noida',
    'Uttar Pradesh',
    [28.5355, 77.391],
    ['greater noida', 'gautam buddh nagar'],
  ),
  city('sonipat', 'Sonipat', 'Haryana', [28.9931, 77.0151], ['sonepat']),
  city('dehradun', 'Dehradun', 'Uttarakhand', [30.3165, 78.0322], ['doon']),
  city('bhubaneswar', 'Bhubaneswar', 'Odisha', [20.2961, 85.8245], ['bbsr']),
  city('gandhinagar', 'Gandhinagar', 'Gujarat', [23.2156, 72.6369], ['gift city']),
  city('shimla', 'Shimla', 'Himachal Pradesh', [31.1048, 77.1734], ['simla']),
  city('panaji', 'Panaji', 'Goa', [15.4909, 73.8278], ['panjim']),
  city(
    'thiruvananthapuram',
    'Thiruvananthapuram',
    'Kerala',
    [8.5241, 76.9366],
    ['trivandrum', 'tvm'],
  ),
  city('raipur', 'Raipur', 'Chhattisgarh', [21.2514, 81.6296]),
  city('ranchi', 'Ranchi', 'Jharkhand', [23.3441, 85.3096]),
  city('guwahati', 'Guwahati', 'Assam', [26.1445, 91.7362], ['gauhati']),
  city('itanagar', 'Itanagar', 'Arunachal Pradesh', [27.0844, 93.6053]),
  city('imphal', 'Imphal', 'Manipur', [24.817, 93.9368]),
  city('panipat', 'Panipat', 'Haryana', [29.3909, 76.9635]),
  city('ambala', 'Ambala', 'Haryana', [30.3782, 76.7767]),
  city('yamunanagar', 'Yamunanagar', 'Haryana', [30.129, 77.2674], ['jagadhri']),
  city('rohtak', 'Rohtak', 'Haryana', [28.8955, 76.6066]),
  city('hisar', 'Hisar', 'Haryana', [29.1492, 75.7217], ['hissar']),
  city('karnal', 'Karnal', 'Haryana', [29.6857, 76.9905]),
  city('panchkula', 'Panchkula', 'Haryana', [30.6942, 76.8606]),
  city('bhiwani', 'Bhiwani', 'Haryana', [28.7975, 76.1322]),
  city('sirsa', 'Sirsa', 'Haryana', [29.5349, 75.028]),
  {
    slug: 'maharashtra',
    name: 'Maharashtra',
    kind: 'state',
    state: 'Maharashtra',
    aliases: ['mh'],
  },
  { slug: 'gujarat', name: 'Gujarat', kind: 'state', state: 'Gujarat', aliases: ['gj'] },
  { slug: 'karnataka', name: 'Karnataka', kind: 'state', state: 'Karnataka', aliases: ['ka'] },
  { slug: 'tamil-nadu', name: 'Tamil Nadu', kind: 'state', state: 'Tamil Nadu', aliases: ['tn'] },
  { slug: 'haryana', name: 'Haryana', kind: 'state', state: 'Haryana', aliases: ['hr'] },
  {
    slug: 'central-delhi',
    name: 'Central Delhi',
    kind: 'district',
    state: 'Delhi',
    aliases: ['karol bagh', 'paharganj', 'daryaganj'],
  },
  {
    slug: 'south-delhi',
    name: 'South Delhi',
    kind: 'district',
    state: 'Delhi',
    aliases: ['saket', 'hauz khas', 'greater kailash', 'nehru place'],
  },
  {
    slug: 'connaught-place',
    name: 'Connaught Place',
    kind: 'locality',
    state: 'Delhi',
    aliases: ['cp', 'rajiv chowk', 'janpath'],
  },
];

const bySlug = new Map(places.map((place) => [place.slug, place]));

/** The place with this slug; throws for an unknown slug, which is a data error caught by tests. */
export function getPlace(slug: string): Place {
  const place = bySlug.get(slug);
  if (!place) throw new Error(`Unknown place "${slug}"`);
  return place;
}
