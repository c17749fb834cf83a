// One header menu: a disclosure button whose panel lists the section's pages and ends with a link
// to its full list on /sitemap (not an ARIA menu, so links keep their ordinary keyboard behaviour).
import { useId } from 'react';
import { ShellIcon } from '../../components/shell-icon';
import { PageLink } from '../../components/page-link';
import type { NavSection } from '../../site/outlines/nav-sections';

interface Props {
  section: NavSection;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

export function NavMenu({ section, open, onToggle, onNavigate }: Props) {
  const panelId = useId();
  return (
    <li className="relative">
      <button
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {section.label}
        <ShellIcon name="chevron-down" size={16} className={open ? 'rotate-180' : ''} />
      </button>
      <div id={panelId} className="nav-panel" hidden={!open}>
        <ul className={section.items.length > 8 ? 'sm:columns-2 gap-4' : ''}>
          {section.items.map((id) => (
            <li key={id}>
              <PageLink to={id} className="nav-panel-link" onClick={onNavigate} />
            </li>
          ))}
        </ul>
        {section.all && (
          <PageLink
            to="sitemap"
            hash={`#${section.all}`}
            className="nav-panel-hub"
            onClick={onNavigate}
          >
            All {section.label.toLowerCase()}
          </PageLink>
        )}
      </div>
    </li>
  );
}
