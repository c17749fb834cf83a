// Every place the site names: cities, states, Delhi districts and one Delhi locality, with the
// other names people type for them (Bengaluru, Bombay, Gurugram...).

export type PlaceKind = 'city' | 'state' | 'district' | 'locality';

export interface Place {
  slug: string;
  name: string;
  kind: PlaceKind;
  /** The state or union territory the place is in (for states, the state itself). */
  state: string;
  aliases: string[];
}

const city = (slug: string, name: string, state: string, aliases: string[] = []): Place => ({
  slug,
  name,
  kind: 'city',
  state,
  aliases,
});

export const places: Place[] = [
  city('delhi', 'Delhi', 'Delhi', ['new delhi', 'ncr', 'dilli']),
  city('mumbai', 'Mumbai', 'Maharashtra', ['bombay', 'navi mumbai', 'thane']),
  city('bangalore', 'Bangalore', 'Karnataka', ['bengaluru', 'blr', 'bangaluru']),
  city('chennai', 'Chennai', 'Tamil Nadu', ['madras']),
  city('kolkata', 'Kolkata', 'West Bengal', ['calcutta']),
  city('hyderabad', 'Hyderabad', 'Telangana', ['cyberabad', 'secunderabad', 'hyd']),
  city('pune', 'Pune', 'Maharashtra', ['poona', 'pimpri chinchwad']),
  city('ahmedabad', 'Ahmedabad', 'Gujarat', ['amdavad']),
  city('jaipur', 'Jaipur', 'Rajasthan', ['pink city']),
  city('lucknow', 'Lucknow', 'Uttar Pradesh', ['lko']),
  city('chandigarh', 'Chandigarh', 'Chandigarh', ['tricity', 'mohali']),
  city('gurgaon', 'Gurgaon', 'Haryana', ['gurugram', 'ggn']),
  city('surat', 'Surat', 'Gujarat', ['diamond city']),
  city('indore', 'Indore', 'Madhya Pradesh'),
  city('bhopal', 'Bhopal', 'Madhya Pradesh'),
  city('faridabad', 'Faridabad', 'Haryana'),
  city('noida', 'Noida', 'Uttar Pradesh', ['greater noida', 'gautam buddh nagar']),
  city('sonipat', 'Sonipat', 'Haryana', ['sonepat']),
  city('dehradun', 'Dehradun', 'Uttarakhand', ['doon']),
  city('bhubaneswar', 'Bhubaneswar', 'Odisha', ['bbsr']),
  city('gandhinagar', 'Gandhinagar', 'Gujarat', ['gift city']),
  city('shimla', 'Shimla', 'Himachal Pradesh', ['simla']),
  city('panaji', 'Panaji', 'Goa', ['panjim']),
  city('thiruvananthapuram', 'Thiruvananthapuram', 'Kerala', ['trivandrum', 'tvm']),
  city('raipur', 'Raipur', 'Chhattisgarh'),
  city('ranchi', 'Ranchi', 'Jharkhand'),
  city('guwahati', 'Guwahati', 'Assam', ['gauhati']),
  city('itanagar', 'Itanagar', 'Arunachal Pradesh'),
  city('imphal', 'Imphal', 'Manipur'),
  city('panipat', 'Panipat', 'Haryana'),
  city('ambala', 'Ambala', 'Haryana'),
  city('yamunanagar', 'Yamunanagar', 'Haryana', ['jagadhri']),
  city('rohtak', 'Rohtak', 'Haryana'),
  city('hisar', 'Hisar', 'Haryana', ['hissar']),
  city('karnal', 'Karnal', 'Haryana'),
  city('panchkula', 'Panchkula', 'Haryana'),
  city('bhiwani', 'Bhiwani', 'Haryana'),
  city('sirsa', 'Sirsa', 'Haryana'),
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
