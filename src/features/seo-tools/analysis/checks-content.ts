// Checks of what a visitor reads on the page: the h1 and heading outline, image alt text, amount
// of text and how evenly keywords are used.
import { clip, finding, type CheckText, type Finding } from './findings';
import { plural } from '../../../lib/plural';
import type { PageMeasures } from './page-measures';
import {
  EMPTY_PAGE_WORDS,
  KEYWORD_DENSITY_MIN_WORDS,
  KEYWORD_STUFFING_DENSITY,
  THIN_PAGE_WORDS,
} from './seo-thresholds';

export const H1_CHECK: CheckText = {
  id: 'h1',
  category: 'content',
  title: 'Main heading (h1)',
  why: "The h1 is the headline visitors see first and a strong signal of the page's topic. One clear h1 that matches what people search for helps readers and Google alike; several h1s blur what the page is about.",
  fix: 'Give the page exactly one <h1> naming its topic in plain words (e.g. "Chartered Accountant in Indiranagar, Bengaluru") and use h2 and h3 for the sections below it. If a logo, slider or footer uses an h1, change it to a <p> or <div>.',
};

export const HEADING_ORDER_CHECK: CheckText = {
  id: 'heading-order',
  category: 'content',
  title: 'Heading outline',
  why: 'Headings form the outline of the page. Skipping a level (an h2 followed by an h4) confuses screen-reader users, who jump between headings, and makes the structure harder for search engines to read.',
  fix: 'Go down one level at a time: the h1, then an h2 for each section, then h3s inside a section. Pick heading levels for structure, not for font size; set the size with CSS.',
};

export const IMAGE_ALT_CHECK: CheckText = {
  id: 'image-alt',
  category: 'content',
  title: 'Image alt text',
  why: 'Alt text is how Google Images and screen readers understand a picture. Images without it miss image-search traffic and leave blind visitors guessing.',
  fix: 'Add an alt attribute to every <img> describing what it shows, e.g. alt="Modular kitchen fitted in a 2BHK flat in Wakad, Pune". For purely decorative images use an empty alt (alt="") so screen readers skip them.',
};

export const WORD_COUNT_CHECK: CheckText = {
  id: 'word-count',
  category: 'content',
  title: 'Amount of text',
  why: 'Pages with very little text give Google little to understand and rarely rank for competitive searches. They also give a visitor too little to decide on.',
  fix: `Aim for at least ${THIN_PAGE_WORDS} words of useful, original text on pages you want to rank: what you offer, prices or price ranges in ₹, the areas you serve, how it works and answers to common questions. Write what customers ask; do not pad.`,
};

export const KEYWORD_DENSITY_CHECK: CheckText = {
  id: 'keyword-density',
  category: 'content',
  title: 'Keyword use',
  why: 'The words a page uses most tell search engines what it is about. A word repeated far more often than natural writing would looks like keyword stuffing to Google and reads as spam to visitors.',
  fix: `Check that your top words match the searches you want to rank for. Keep any single word under about ${KEYWORD_STUFFING_DENSITY}% of the text and use related phrases (physiotherapy, physio, back pain treatment) instead of repeating one keyword.`,
};

function h1Finding(headings: PageMeasures['headings']): Finding {
  const h1s = headings.filter((heading) => heading.level === 1);
  const [first] = h1s;
  if (first === undefined) return finding(H1_CHECK, 'fail', 'The page has no <h1>.');
  if (h1s.length > 1)
    return finding(
      H1_CHECK,
      'warn',
      `The page has ${h1s.length} <h1> headings: ${h1s
        .slice(0, 3)
        .map((h) => `"${clip(h.text, 50)}"`)
        .join(', ')}.`,
    );
  if (!first.text) return finding(H1_CHECK, 'warn', 'The <h1> has no text.');
  return finding(H1_CHECK, 'pass', `One <h1>: "${clip(first.text)}".`);
}

function headingOrderFinding(headings: PageMeasures['headings']): Finding {
  if (headings.length === 0)
    return finding(HEADING_ORDER_CHECK, 'warn', 'The page has no headings at all.');
  const skips: string[] = [];
  headings.forEach((heading, index) => {
    const previous = index === 0 ? 0 : (headings[index - 1]?.level ?? 0);
    if (heading.level <= previous + 1) return;
    const from = previous === 0 ? 'starts at' : `h${previous} →`;
    skips.push(`${from} h${heading.level} "${clip(heading.text, 40)}"`);
  });
  if (skips.length > 0)
    return finding(
      HEADING_ORDER_CHECK,
      'warn',
      `${plural(skips.length, 'skipped level')}: ${skips.slice(0, 4).join('; ')}.`,
    );
  return finding(
    HEADING_ORDER_CHECK,
    'pass',
    `${plural(headings.length, 'heading')}, no levels skipped.`,
  );
}

function imageAltFinding(images: PageMeasures['images']): Finding {
  if (images.total === 0)
    return finding(IMAGE_ALT_CHECK, 'pass', 'The page has no <img> elements.');
  if (images.missingAlt === 0)
    return finding(
      IMAGE_ALT_CHECK,
      'pass',
      `All ${plural(images.total, 'image')} have alt text${images.emptyAlt ? ` (${images.emptyAlt} marked decorative with alt="")` : ''}.`,
    );
  const examples = images.missingAltSources
    .slice(0, 3)
    .map((src) => clip(src, 60))
    .join(', ');
  const status = images.missingAlt * 2 >= images.total ? 'fail' : 'warn';
  return finding(
    IMAGE_ALT_CHECK,
    status,
    `${images.missingAlt} of ${plural(images.total, 'image')} ${images.missingAlt === 1 ? 'has' : 'have'} no alt attribute, e.g. ${examples}.`,
  );
}

function wordCountFinding(wordCount: number): Finding {
  const words = plural(wordCount, 'word');
  if (wordCount < EMPTY_PAGE_WORDS)
    return finding(WORD_COUNT_CHECK, 'fail', `Only ${words} of visible text.`);
  if (wordCount < THIN_PAGE_WORDS)
    return finding(
      WORD_COUNT_CHECK,
      'warn',
      `${words} of visible text, under the ${THIN_PAGE_WORDS} that makes a page more than thin.`,
    );
  return finding(WORD_COUNT_CHECK, 'pass', `${words} of visible text.`);
}

function keywordFinding(keywords: PageMeasures['keywords']): Finding {
  const [top] = keywords.unigrams;
  if (top === undefined)
    return finding(KEYWORD_DENSITY_CHECK, 'warn', 'The page has no text to find keywords in.');
  const list = keywords.unigrams
    .slice(0, 3)
    .map((k) => `"${k.phrase}" ${k.density}%`)
    .join(', ');
  if (keywords.wordCount >= KEYWORD_DENSITY_MIN_WORDS && top.density > KEYWORD_STUFFING_DENSITY)
    return finding(
      KEYWORD_DENSITY_CHECK,
      'warn',
      `"${top.phrase}" makes up ${top.density}% of the words (${top.count} times), above ${KEYWORD_STUFFING_DENSITY}%. Top words: ${list}.`,
    );
  return finding(KEYWORD_DENSITY_CHECK, 'pass', `Top words: ${list}.`);
}

export function checkContent(measures: PageMeasures): Finding[] {
  return [
    h1Finding(measures.headings),
    headingOrderFinding(measures.headings),
    imageAltFinding(measures.images),
    wordCountFinding(measures.keywords.wordCount),
    keywordFinding(measures.keywords),
  ];
}
