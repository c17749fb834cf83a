// Checks of the tags that shape a shared link's preview on WhatsApp, Facebook, LinkedIn and X:
// Open Graph and the Twitter card.
import { finding, type CheckText, type Finding } from './findings';
import { OPEN_GRAPH_TAGS, type PageMeasures } from './page-measures';

export const OPEN_GRAPH_CHECK: CheckText = {
  id: 'open-graph',
  category: 'social',
  title: 'Open Graph tags',
  why: 'Open Graph tags build the preview card when someone shares your link on WhatsApp, Facebook, LinkedIn or Instagram. Without them the preview can show the wrong picture, a cut-off text or no image at all, and fewer people tap it.',
  fix: 'Add og:title, og:description, og:image and og:url to the <head>, with og:image as a full https:// address of a 1200×630 px image, e.g. <meta property="og:image" content="https://www.yoursite.in/images/share.jpg">.',
};

export const TWITTER_CARD_CHECK: CheckText = {
  id: 'twitter-card',
  category: 'social',
  title: 'Twitter (X) card',
  why: 'The twitter:card tag decides how your link looks when shared on X. Without it X shows a small plain link; with summary_large_image it shows a large picture card that draws more clicks. X takes the title and image from Open Graph when twitter: tags are missing.',
  fix: 'Add <meta name="twitter:card" content="summary_large_image"> and keep your Open Graph tags for the title, description and image.',
};

const TWITTER_CARD_TYPES = ['summary', 'summary_large_image', 'app', 'player'];

function openGraphFinding(openGraph: PageMeasures['openGraph']): Finding {
  const missing = OPEN_GRAPH_TAGS.filter((tag) => !openGraph[tag]);
  const present = OPEN_GRAPH_TAGS.length - missing.length;
  if (present === 0)
    return finding(
      OPEN_GRAPH_CHECK,
      'fail',
      'The page has none of og:title, og:description, og:image and og:url.',
    );
  if (missing.length > 0)
    return finding(
      OPEN_GRAPH_CHECK,
      'warn',
      `${present} of ${OPEN_GRAPH_TAGS.length} tags present; missing ${missing.join(', ')}.`,
    );
  const image = openGraph['og:image'] ?? '';
  if (!/^https?:\/\//i.test(image))
    return finding(
      OPEN_GRAPH_CHECK,
      'warn',
      `og:image "${image}" is not a full https:// address, so WhatsApp and Facebook cannot load it.`,
    );
  return finding(
    OPEN_GRAPH_CHECK,
    'pass',
    'og:title, og:description, og:image and og:url are all present.',
  );
}

function twitterFinding(twitter: PageMeasures['twitter'], hasOgImage: boolean): Finding {
  const { card } = twitter;
  if (!card)
    return finding(
      TWITTER_CARD_CHECK,
      'warn',
      `No twitter:card tag${hasOgImage ? '; X will fall back to a small summary with the og:image' : ''}.`,
    );
  if (!TWITTER_CARD_TYPES.includes(card.toLowerCase()))
    return finding(
      TWITTER_CARD_CHECK,
      'warn',
      `twitter:card "${card}" is not a card type X knows (${TWITTER_CARD_TYPES.join(', ')}).`,
    );
  return finding(TWITTER_CARD_CHECK, 'pass', `twitter:card is "${card}".`);
}

export function checkSocial(measures: PageMeasures): Finding[] {
  return [
    openGraphFinding(measures.openGraph),
    twitterFinding(measures.twitter, !!measures.openGraph['og:image']),
  ];
}
