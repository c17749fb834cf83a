// The audit report's site-wide checks (duplicate titles and descriptions, pages without a
// canonical, thin pages), failed first, each naming what it found: the shared titles or
// descriptions with their pages, or the pages themselves, the first 10 with a button for the rest.
import type { SiteFinding } from '../analysis/site-audit';
import { bySeverity } from '../analysis/by-severity';
import { FindingItem } from './finding-item';
import { FINDING_ITEMS_CLASS, FirstItemsList } from './first-items-list';

/** Shared values or pages a check names before "Show all". */
const FIRST_ITEMS = 10;

function SiteCheck({ item }: { item: SiteFinding }) {
  return (
    <FindingItem item={item}>
      {item.groups.length > 0 ? (
        <FirstItemsList
          items={item.groups}
          first={FIRST_ITEMS}
          noun={item.id === 'duplicate-titles' ? 'titles' : 'descriptions'}
          keyOf={(group) => group.value}
          render={(group) => (
            <>
              <strong>“{group.value}”</strong>: {group.pages.join(', ')}
            </>
          )}
          className={FINDING_ITEMS_CLASS}
        />
      ) : (
        item.pages.length > 0 && (
          <FirstItemsList
            items={item.pages}
            first={FIRST_ITEMS}
            noun="pages"
            keyOf={(page) => page}
            render={(page) => page}
            className={FINDING_ITEMS_CLASS}
          />
        )
      )}
    </FindingItem>
  );
}

export function SiteFindings({ findings }: { findings: SiteFinding[] }) {
  return (
    <ul className="findings mt-3">
      {bySeverity(findings).map((item) => (
        <SiteCheck key={item.id} item={item} />
      ))}
    </ul>
  );
}
