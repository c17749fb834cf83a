// A link to a page of the site, named by registry id: a plain anchor whose ordinary left click
// navigates inside the app (modified clicks keep the browser's new-tab and download behaviour). It
// starts loading the page's template when the visitor points at or focuses it, so the click
// usually finds the chunk already there (and the full page index, should it not have arrived yet). React Router's <Link> is not used: its prefetching
// machinery for framework mode would add about 2 KB gzip to every page for nothing.
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { loadFullIndex, pageIndex } from '../site/page-index';
import { preloadTemplate } from '../site/loading/template-loader';

interface Props {
  to: string;
  children?: ReactNode;
  className?: string;
  /** Extra query string, e.g. '?service=seo'. */
  search?: string;
  /** A section of the page, e.g. '#locations'. */
  hash?: string;
  onClick?: () => void;
  'aria-current'?: 'page';
}

/** A primary-button click without modifier keys: the one the app handles itself. */
const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function PageLink({ to, children, search = '', hash = '', onClick, ...rest }: Props) {
  const navigate = useNavigate();
  const target = pageIndex.byId(to);
  const href = target.path + search + hash;
  const preload = () => {
    // A failed prefetch is retried by the navigation itself, which shows its own error.
    preloadTemplate(target.template).catch(() => undefined);
    loadFullIndex().catch(() => undefined);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    // Following a link to the page already shown replaces its history entry, as browsers do.
    const current = window.location.pathname + window.location.search + window.location.hash;
    void navigate(href, { replace: current === href });
  };
  return (
    <a href={href} onClick={follow} onPointerEnter={preload} onFocus={preload} {...rest}>
      {children ?? target.label ?? target.title}
    </a>
  );
}
