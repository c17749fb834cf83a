// Renders one registry page: its head tags, breadcrumbs and template. After a client-side
// navigation it scrolls to the top, moves focus to the new h1 and announces the page's title; a
// navigation to a section ('/path#heading-id', from content search or a table of contents) brings
// that section's heading into view, focuses it and names it in the announcement instead.
import { createElement, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageSummary } from '../site/page-summary';
import { isStandIn } from '../content/page-entry';
import { useAnnouncer } from '../features/a11y/announcer-context';
import { templateComponent } from '../site/loading/template-loader';
import { pageRendered } from '../features/errors/reload-page-once';
import { Breadcrumbs } from '../components/breadcrumbs';
import { firstPageHydrated } from '../site/page-index';

/** The first page shown is the prerendered one; only later pages count as navigations. */
let firstPageShown = false;

function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function PageView({ page }: { page: PageSummary }) {
  const { announce } = useAnnouncer();
  const { hash } = useLocation();
  // The page by its id and title: the full page index, once it arrives, hands out new summaries of
  // the same pages (docs/decisions/0020), and that is no navigation.
  const { id, title } = page;
  useEffect(() => {
    pageRendered();
    // The first page has hydrated: the full page index may take effect from now on
    // (docs/decisions/0020).
    firstPageHydrated();
    const navigated = firstPageShown;
    firstPageShown = true;
    let current = true;
    // On the first page the browser has scrolled to the section; focus follows it, nothing is said.
    const settle = (section: string | undefined) => {
      if (!current || !navigated) return;
      if (!section) {
        window.scrollTo(0, 0);
        focusHeading();
      }
      announce(section ? `${section}, ${title}` : title);
    };
    if (hash) {
      // Section code loads only when a link names a section; without it the page opens at the top.
      // (`module.x` rather than a destructured parameter, which the bundler wraps in an async
      // function: bytes on every page.)
      import('../features/content-search/focus-section')
        .then((module) => (current ? module.focusSection(hash) : undefined))
        .catch(() => undefined)
        .then(settle);
    } else {
      settle(undefined);
    }
    if (navigated) {
      import('./update-head')
        .then((module) => module.updateHead(id))
        .catch(() => {
          // Without the head module the tab keeps the previous title; the page itself is fine.
          document.title = title;
        });
    }
    return () => {
      current = false;
    };
  }, [id, title, hash, announce]);

  return (
    <>
      {page.id !== 'home' && !isStandIn(page) && <Breadcrumbs page={page} />}
      {/* The template's component comes from the loader's cache, so it is stable across renders. */}
      {createElement(templateComponent(page.template), { page })}
    </>
  );
}
