// The crawl finding about the files pages load (images, icons, stylesheets, scripts on the site's
// own host): the broken ones, each with its error and the pages that use it. Pure.
import { plural } from '../../../lib/plural';
import type { BrokenAsset, CrawledPage } from '../../../../shared/tools-api-contract';
import { errorInWords, findingOfItems, type CrawlFinding } from './crawl-finding';

export interface AssetCheck {
  checked: number;
  broken: BrokenAsset[];
}

export function brokenAssets(pages: CrawledPage[], assets: AssetCheck): CrawlFinding {
  const users = new Map<string, string[]>();
  for (const page of pages)
    for (const asset of page.assets ?? [])
      users.set(asset, [...(users.get(asset) ?? []), page.url]);
  const items = assets.broken.map((asset) => {
    const on = users.get(asset.url) ?? [];
    const shown = on.slice(0, 3).join(', ');
    const more = on.length > 3 ? ` and ${on.length - 3} more` : '';
    return {
      url: asset.url,
      note: `${errorInWords(asset, 'file')}${on.length > 0 ? `; used on ${shown}${more}` : ''}`,
    };
  });
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
