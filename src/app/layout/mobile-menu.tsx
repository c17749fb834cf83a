// The navigation on small screens: every header section as a disclosure ending with a link to its
// full list on /sitemap, plus the quote link. The Back button closes it (lib/history-layer.ts), and
// a link followed from it takes the place of its history entry.
import { useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ShellIcon } from '../../components/shell-icon';
import { PageLink } from '../../components/page-link';
import { navLinks, navSections } from '../../site/outlines/nav-sections';
import { leaveLayers, onLayerEntry } from '../../lib/history-layer';
import { useBackCloses } from '../../lib/use-back-closes';
import { quoteCta } from '../../../shared/visitor-words';

interface Props {
  open: boolean;
  /** Closes the menu (its links call it as they navigate). */
  onNavigate: () => void;
}

export function MobileMenu({ open, onNavigate }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useBackCloses(open, () => {
    // Focus inside the menu would be lost as it hides: it goes to the menu button.
    if (nav.current?.contains(document.activeElement))
      document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')?.focus();
    onNavigate();
  });
  // Before PageLink's own handler, which would push the page over the menu's entry: a plain click
  // navigates in its place instead (PageLink still closes the menu, and leaves the default alone).
  const replaceEntry = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!link || event.button !== 0 || modified || !onLayerEntry()) return;
    event.preventDefault();
    const href = link.pathname + link.search + link.hash;
    // The page shown already: closing the menu takes its entry back, and that is all.
    if (href !== location.pathname + location.search + location.hash)
      void navigate(href, { replace: leaveLayers() });
  };
  return (
    <nav
      ref={nav}
      id="mobile-menu"
      aria-label="Mobile"
      className="mobile-menu lg:hidden"
      hidden={!open}
      onClickCapture={replaceEntry}
    >
      <ul className="container-page py-3">
        {navSections().map((section) => {
          const isOpen = expanded === section.label;
          const panelId = `mobile-${section.label.toLowerCase()}`;
          return (
            <li key={section.label} className="border-b border-line">
              <button
                type="button"
                className="flex w-full items-center justify-between py-3 font-medium"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setExpanded(isOpen ? null : section.label)}
              >
                {section.label}
                <ShellIcon name="chevron-down" size={18} className={isOpen ? 'rotate-180' : ''} />
              </button>
              <ul
                id={panelId}
                hidden={!isOpen}
                className="grid grid-cols-1 gap-1 pb-3 sm:grid-cols-2"
              >
                {section.items.map((id) => (
                  <li key={id}>
                    <PageLink
                      to={id}
                      className="block rounded-md px-2 py-2 hover:bg-subtle"
                      onClick={onNavigate}
                    />
                  </li>
                ))}
                {section.all && (
                  <li className="sm:col-span-2">
                    <PageLink
                      to="sitemap"
                      hash={`#${section.all}`}
                      className="block rounded-md px-2 py-2 font-semibold text-[var(--link)] hover:bg-subtle"
                      onClick={onNavigate}
                    >
                      All {section.label.toLowerCase()}
                    </PageLink>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
        {navLinks.map((id) => (
          <li key={id} className="border-b border-line">
            <PageLink to={id} className="block py-3 font-medium" onClick={onNavigate} />
          </li>
        ))}
        <li className="pt-4">
          <PageLink to="quote" className="btn btn-primary w-full" onClick={onNavigate}>
            {quoteCta}
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
