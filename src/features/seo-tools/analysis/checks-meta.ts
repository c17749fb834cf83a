// Checks of the tags in a page's head that shape its search result and mobile display: title, meta
// description, language and viewport.
import { clip, finding, type CheckText, type Finding } from './findings';
import { plural } from '../../../lib/plural';
import type { PageMeasures, TextMeasure } from './page-measures';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './seo-thresholds';

export const TITLE_CHECK: CheckText = {
  id: 'title',
  category: 'meta',
  title: 'Title tag',
  why: 'The title is the blue headline of your result on Google and the text on the browser tab. It is one of the strongest on-page signals of what the page is about, and a clear, specific title wins more clicks than a vague one.',
  fix: `Write one unique <title> per page, ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters long: main keyword first, then what sets you apart, then the brand, e.g. "Dental Implants in Kothrud, Pune | Smile Studio". Never reuse the same title on several pages.`,
};

export const DESCRIPTION_CHECK: CheckText = {
  id: 'meta-description',
  category: 'meta',
  title: 'Meta description',
  why: 'Google often shows the meta description as the grey text under your title. It does not change rankings by itself, but a specific description with a reason to click (price, area, offer) brings more visitors from the same position.',
  fix: `Add <meta name="description" content="..."> of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters that tells a searcher what you offer, where, and why you: e.g. "Same-day AC repair in Andheri and Powai from ₹499. Certified technicians, 90-day service warranty. Call or WhatsApp to book."`,
};

export const LANG_CHECK: CheckText = {
  id: 'lang',
  category: 'meta',
  title: 'Page language',
  why: 'The lang attribute on <html> tells search engines, browsers and screen readers which language the page is written in, so Google can show it to the right searchers, Chrome offers translation correctly and screen readers pronounce words properly.',
  fix: 'Set it on the <html> tag: <html lang="en-IN"> for English written for India, <html lang="hi"> for Hindi, <html lang="mr"> for Marathi, <html lang="ta"> for Tamil, and so on.',
};

export const VIEWPORT_CHECK: CheckText = {
  id: 'viewport',
  category: 'mobile',
  title: 'Mobile viewport',
  why: 'Google ranks the mobile version of your page (mobile-first indexing), and most Indian searchers are on phones. Without a viewport tag, phones show a shrunken desktop layout that is hard to read and tap, and visitors leave.',
  fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>. Do not turn off zooming (user-scalable=no or maximum-scale=1): people with weak eyesight rely on it.',
};

/** Judges a title or description against its length range; `tag` names it in the detail. */
function lengthFinding(
  text: CheckText,
  measure: TextMeasure,
  range: { min: number; max: number },
  tag: string,
): Finding {
  if (measure.value === undefined) return finding(text, 'fail', `The page has no ${tag}.`);
  if (measure.length === 0) return finding(text, 'fail', `The ${tag} is empty.`);
  const quoted = `"${clip(measure.value)}"`;
  const extra =
    measure.count > 1
      ? ` The page has ${measure.count} of them; search engines use the first, so remove the others.`
      : '';
  const size = plural(measure.length, 'character');
  if (measure.length < range.min)
    return finding(
      text,
      'warn',
      `${size}, shorter than the ${range.min}–${range.max} that use the space Google gives: ${quoted}.${extra}`,
    );
  if (measure.length > range.max)
    return finding(
      text,
      'warn',
      `${size}, longer than ${range.max}: Google will cut it off with "…". ${quoted}.${extra}`,
    );
  return finding(
    text,
    measure.count > 1 ? 'warn' : 'pass',
    `${size}, within ${range.min}–${range.max}: ${quoted}.${extra}`,
  );
}

function langFinding(lang: string | undefined): Finding {
  if (lang === undefined)
    return finding(LANG_CHECK, 'warn', 'The <html> tag has no lang attribute.');
  // BCP 47 shape: a 2–3 letter language, then optional subtags such as IN or Deva.
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang))
    return finding(LANG_CHECK, 'warn', `lang="${clip(lang, 40)}" is not a valid language code.`);
  return finding(LANG_CHECK, 'pass', `The page declares its language as "${lang}".`);
}

function viewportFinding(viewport: string | undefined): Finding {
  if (viewport === undefined)
    return finding(VIEWPORT_CHECK, 'fail', 'The page has no viewport meta tag.');
  const content = viewport.toLowerCase().replace(/\s+/g, '');
  if (!content.includes('width=device-width'))
    return finding(
      VIEWPORT_CHECK,
      'warn',
      `The viewport "${clip(viewport, 60)}" does not set width=device-width.`,
    );
  const maxScale = /maximum-scale=([\d.]+)/.exec(content)?.[1];
  if (/user-scalable=(no|0)/.test(content) || (maxScale !== undefined && Number(maxScale) < 2))
    return finding(
      VIEWPORT_CHECK,
      'warn',
      `The viewport "${clip(viewport, 60)}" stops visitors from zooming.`,
    );
  return finding(VIEWPORT_CHECK, 'pass', `The viewport is set: "${clip(viewport, 60)}".`);
}

export function checkMeta(measures: PageMeasures): Finding[] {
  return [
    lengthFinding(TITLE_CHECK, measures.title, TITLE_LENGTH, '<title> tag'),
    lengthFinding(DESCRIPTION_CHECK, measures.description, DESCRIPTION_LENGTH, 'meta description'),
    langFinding(measures.lang),
    viewportFinding(measures.viewport),
  ];
}
