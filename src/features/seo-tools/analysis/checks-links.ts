// Checks of the page's links: enough internal links to other pages, and nofollow used only where
// it belongs.
import { finding, type CheckText, type Finding } from './findings';
import { plural } from '../../../lib/plural';
import type { PageMeasures } from './page-measures';

export const INTERNAL_LINKS_CHECK: CheckText = {
  id: 'internal-links',
  category: 'links',
  title: 'Internal and external links',
  why: 'Internal links let Google find your other pages and share ranking strength between them, and they lead visitors to the next step: services, prices, contact. A page without them is a dead end.',
  fix: 'Link to related pages from the text with words that describe the target ("our GST filing packages" rather than "click here"), and keep navigation to your main services and contact page.',
};

export const NOFOLLOW_CHECK: CheckText = {
  id: 'nofollow-links',
  category: 'links',
  title: 'Nofollow links',
  why: 'rel="nofollow" tells Google not to pass ranking strength through a link. It is right for paid, sponsored or visitor-submitted links to other sites, but on links to your own pages it throws away your own ranking signals.',
  fix: 'Remove nofollow from links to your own pages. For links to other sites, use rel="sponsored" on paid links and rel="ugc" on comments and reviews; ordinary links to good sources can stay followed.',
};

function internalFinding(links: PageMeasures['links']): Finding {
  const counts = `${plural(links.internal, 'internal link')} and ${plural(links.external, 'external link')}`;
  const unknownHost = links.host
    ? ''
    : ' The page address is unknown, so full https:// links all count as external; enter the URL to tell them apart.';
  const emptyText = links.emptyText
    ? ` ${plural(links.emptyText, 'link')} without any text or label.`
    : '';
  if (links.internal === 0)
    return finding(
      INTERNAL_LINKS_CHECK,
      'warn',
      `${counts}: no links to other pages of the site.${unknownHost}${emptyText}`,
    );
  return finding(
    INTERNAL_LINKS_CHECK,
    links.emptyText > 0 ? 'warn' : 'pass',
    `${counts}.${unknownHost}${emptyText}`,
  );
}

function nofollowFinding(links: PageMeasures['links']): Finding {
  if (links.internalNofollow > 0)
    return finding(
      NOFOLLOW_CHECK,
      'warn',
      `${plural(links.internalNofollow, 'link')} to this site's own pages ${links.internalNofollow === 1 ? 'is' : 'are'} marked nofollow.`,
    );
  return finding(
    NOFOLLOW_CHECK,
    'pass',
    `No internal links are nofollow; ${plural(links.externalNofollow, 'external link')} ${links.externalNofollow === 1 ? 'is' : 'are'} nofollow, sponsored or ugc.`,
  );
}

export function checkLinks(measures: PageMeasures): Finding[] {
  return [internalFinding(measures.links), nofollowFinding(measures.links)];
}
