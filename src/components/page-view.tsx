// Renders one registry page: its head tags, breadcrumbs and template. After a client-side
// navigation it scrolls to the top, moves focus to the new h1 and announces the page's title.
import { createElement, useEffect } from 'react';
import type { PageSummary } from '../content/page-summary';
import { isStandIn } from '../content/page-entry';
import { useAnnouncer } from '../features/a11y/announcer-context';
import { templateComponent } from '../features/loading/template-loader';
import { pageRendered } from '../features/errors/reload-page-once';
import { Breadcrumbs } from './breadcrumbs';

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
  useEffect(() => {
    pageRendered();
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    if (window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    focusHeading();
    announce(page.title);
    import('../features/seo/update-head')
      .then(({ updateHead }) => updateHead(page.id))
      .catch(() => {
        // Without the head module the tab keeps the previous title; the page itself is fine.
        document.title = page.title;
      });
  }, [page, announce]);

  return (
    <>
      {page.id !== 'home' && !isStandIn(page) && <Breadcrumbs page={page} />}
      {/* The template's component comes from the loader's cache, so it is stable across renders. */}
      {createElement(templateComponent(page.template), { page })}
    </>
  );
}
