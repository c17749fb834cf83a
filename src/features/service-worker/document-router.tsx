// The router of the offline document (the page the service worker shows for a page never visited):
// it stays at the address asked for, and every navigation loads a whole document, which the worker
// answers with the saved page (its content is in its HTML) or the offline page again. Rendering the
// next page in place would need its content chunk, which a visit by document load never fetched;
// pushing history entries first would leave Chromium treating them as the next document's own.
import type { ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

const wholeDocuments: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={wholeDocuments}>
      {children}
    </Router>
  );
}
