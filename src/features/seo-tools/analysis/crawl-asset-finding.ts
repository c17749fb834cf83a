// The crawl findings about the files pages load (images, icons, stylesheets, scripts on the site's
// own host): the broken ones, each with its error, and those robots.txt blocks, each with the line
// that does; both name the pages that use each file. Pure.
import { plural } from '../../../lib/plural';
import type {
  BlockedAddress,
  BrokenAsset,
  CrawledPage,
} from '../../../../shared/tools-api-contract';
import {
  blockedNote,
  errorInWords,
  finding,
  findingOfItems,
  type CrawlFinding,
} from './crawl-finding';

export interface AssetCheck {
  checked: number;
  broken: BrokenAsset[];
  blocked: BlockedAddress[];
}

/** "; used on a, b, c and 2 more": the pages that load each file. */
function usedOn(pages: CrawledPage[]): (url: string) => string {
  const users = new Map<string, string[]>();
  for (const page of pages)
    for (const asset of page.assets ?? [])
      users.set(asset, [...(users.get(asset) ?? []), page.url]);
  return (url) => {
    const on = users.get(url) ?? [];
    const more = on.length > 3 ? ` and ${on.length - 3} more` : '';
    return on.length > 0 ? `; used on ${on.slice(0, 3).join(', ')}${more}` : '';
  };
}

export function brokenAssets(pages: CrawledPage[], assets: AssetCheck): CrawlFinding {
  const users = usedOn(pages);
  const items = assets.broken.map((asset) => ({
    url: asset.url,
    note: `${errorInWords(asset, 'file')}${users(asset.url)}`,
  }));
  return findingOfItems(
    {
      id: 'broken-assets',
      title: 'Broken images and files',
      why: 'A missing image shows as a broken icon or a gap; a missing stylesheet or script can leave a page unstyled or a form that does nothing. Google sees the page as broken too, and image search cannot show a missing image.',
      fix: 'Upload the missing file again, or change the page to point at the right address (check the spelling and capital letters of the file name). Remove references to files you no longer use.',
      items,
    },
    `All ${plural(assets.checked, 'image, icon, stylesheet and script', 'images, icons, stylesheets and scripts')} we checked loaded.`,
    'fail',
    (count) =>
      `${plural(count, 'file')} your pages use ${count === 1 ? 'is' : 'are'} missing or broken.`,
  );
}

/** Files robots.txt keeps search engines from: Google renders a page with its stylesheets and
 * scripts, and shows images in image search, only when it may fetch them. */
export function blockedAssets(
  pages: CrawledPage[],
  blocked: BlockedAddress[],
): CrawlFinding | undefined {
  if (blocked.length === 0) return undefined;
  const users = usedOn(pages);
  const items = blocked.map(({ url, rule }) => ({
    url,
    note: `${blockedNote(rule)}${users(url)}`,
  }));
  return finding(
    {
      id: 'blocked-assets',
      title: 'Files robots.txt keeps search engines from',
      why: 'Google draws each page with its stylesheets and scripts before judging it. When robots.txt blocks them, Google may see a page without its layout or its content, and rank it as a poor page on phones. A blocked image cannot appear in Google Images.',
      fix: 'Remove or narrow the robots.txt line named next to each file so search engines may fetch your stylesheets, scripts and images. Keep blocking only images you do not want in image search.',
      items,
    },
    'warn',
    `robots.txt asks search engines not to fetch ${plural(blocked.length, 'file')} your pages use, so we did not check ${blocked.length === 1 ? 'it' : 'them'}.`,
  );
}
