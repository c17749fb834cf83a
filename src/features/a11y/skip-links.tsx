// Skip links: the first focusable elements of every page, visible when focused. Activating one
// moves focus to its target and announces where the visitor landed, for 1 s.
import type { MouseEvent } from 'react';
import { useAnnouncer, type Announcer } from './announcer-context';
import { SKIP_LINK_ANNOUNCEMENT_MS } from './a11y-constants';

const links = [
  { target: 'main-content', label: 'Skip to main content', landed: 'Main content' },
  { target: 'primary-navigation', label: 'Skip to navigation', landed: 'Navigation' },
];

function skip(
  event: MouseEvent<HTMLAnchorElement>,
  target: string,
  landed: string,
  announce: Announcer['announce'],
): void {
  const element = document.getElementById(target);
  if (!element) return;
  event.preventDefault();
  // On small screens the primary navigation is hidden; the menu button stands in for it.
  const visible =
    element.offsetParent !== null
      ? element
      : document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]');
  visible?.focus();
  announce(landed, 'polite', SKIP_LINK_ANNOUNCEMENT_MS);
}

export function SkipLinks() {
  const { announce } = useAnnouncer();
  return (
    <div className="skip-links">
      {links.map(({ target, label, landed }) => (
        <a
          key={target}
          href={`#${target}`}
          className="skip-link"
          onClick={(event) => skip(event, target, landed, announce)}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
