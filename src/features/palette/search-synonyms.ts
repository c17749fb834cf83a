// How visitors in India ask, mapped to the words the pages use (issue 24): everyday words and
// Hindi, in Devanagari and in Latin letters, for every service and the common words of a request.
// Typed tables, read by the palette's query parser (a query word also matches its English word)
// and, for Hindi in Latin letters, by content search (the English word is another spelling). Keys
// and values are compared after normalizeText, which drops Devanagari vowel signs as it drops accents, so 'वेबसाइट'
// and 'वबसइट' are one word; keep each line to what a person really types.
import { normalizeText } from './normalize-text';

/** English words of the pages, each with how it is said in Hindi, in Latin letters and Devanagari. */
const IN_HINDI: Readonly<Record<string, string>> = {
  pricing:
    'kitna, kitne, kitni, kharcha, kharch, daam, keemat, kimat, कीमत, कितना, कितने, कितनी, खर्च, दाम, रेट',
  ads: 'vigyapan, vigyaapan, vigyapn, विज्ञापन, prachar, प्रचार, ऐड, एड्स',
  website: 'वेबसाइट, वेब',
  seo: 'एसईओ',
  social: 'सोशल',
  media: 'मीडिया',
  marketing: 'मार्केटिंग',
  google: 'गूगल',
  facebook: 'फेसबुक',
  instagram: 'इंस्टाग्राम',
  youtube: 'यूट्यूब',
  whatsapp: 'व्हाट्सएप, व्हाट्सऐप',
  linkedin: 'लिंक्डइन',
  email: 'ईमेल',
  content: 'कंटेंट',
  design: 'डिज़ाइन, डिजाइन',
  contact: 'sampark, संपर्क',
  careers: 'naukri, नौकरी, rozgar',
  business: 'vyapar, vyapaar, dhandha, व्यापार, बिज़नेस, बिजनेस',
  shop: 'dukaan, dukan, दुकान',
  doctor: 'डॉक्टर, daktar',
  clinic: 'क्लिनिक, dawakhana',
  hospital: 'अस्पताल, aspatal',
  school: 'स्कूल, vidyalaya',
  restaurant: 'रेस्टोरेंट, dhaba, ढाबा',
  property: 'प्रॉपर्टी, zameen, makaan, मकान',
  customers: 'grahak, ग्राहक',
  automation: 'ऑटोमेशन',
};

/**
 * English words of the pages with the everyday English, short forms and misspellings people type
 * for them. Only the palette's page results use these: the text of the pages has the everyday
 * words already ('cost per lead'), so content search looks for them as typed.
 */
const IN_EVERYDAY_ENGLISH: Readonly<Record<string, string>> = {
  pricing: 'price, prices, cost, costs, rate, rates, charges, fees',
  ads: 'advertising, advertisement, advert',
  website: 'site, sites, webpage',
  marketing: 'marketting',
  facebook: 'fb',
  instagram: 'insta',
  whatsapp: 'watsapp, whatsap',
  careers: 'job, jobs',
  customers: 'clients',
  leads: 'enquiries, inquiries, enquiry',
  chatbot: 'chatbots, bot',
};

/**
 * Words of a request that carry no topic, in Hindi and Hinglish: dropped from a query that has
 * other words, as 'in' and 'for' are ('seo kitne ka hai' is 'seo' and 'kitne').
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `hai hain ka ki ke ko se me mein pe par kaise kare karen karna karwana karvana chahiye lagta
  lagti lagega hota hoga mujhe mera meri apna apni liye wala wali wale ek aur bhi kya kab banwana
  banwani banvana banana banani banegi bana banaye है हैं का की के को से में पे पर कैसे करें करना
  चाहिए लगता मुझे मेरा लिए वाला एक और भी क्या बनवाना बनवानी बनाना बनेगी`
    .split(/\s+/)
    .map(normalizeText),
);

/** A table's other ways of saying each word, normalised, with the English word of the pages. */
const reverse = (table: Readonly<Record<string, string>>): [string, string][] =>
  Object.entries(table).flatMap(([english, others]) =>
    others
      .split(', ')
      .map(normalizeText)
      .filter((other) => other && other !== english)
      .map((other): [string, string] => [other, english]),
  );

/** Hindi words (Latin letters and Devanagari), normalised, with the English word of the pages. */
export const ENGLISH_OF_HINDI: ReadonlyMap<string, string> = new Map(reverse(IN_HINDI));

/** Every other way of saying a word, Hindi and everyday English, with the English word of the pages. */
export const ENGLISH_OF: ReadonlyMap<string, string> = new Map([
  ...reverse(IN_HINDI),
  ...reverse(IN_EVERYDAY_ENGLISH),
]);

/** A request the pages answer as a whole: the words that ask for it and the entries that answer. */
export interface SearchIntent {
  /** Normalised words (after ENGLISH_OF) that make a query this request. */
  words: readonly string[];
  /** Palette entry ids that answer it, best first. */
  answers: readonly string[];
}

/** 'price' wants the quote, 'near me' the list of cities and the contact page, 'website' web design. */
export const INTENTS: readonly SearchIntent[] = [
  { words: ['pricing'], answers: ['action:quote'] },
  {
    words: ['near', 'nearby', 'paas', 'najdeek', 'nazdeek', normalizeText('पास')],
    answers: ['sitemap', 'contact'],
  },
  { words: ['website'], answers: ['service:web-design'] },
];
