// The offline page: what the service worker shows, at the address asked for, when a page that was
// never visited is opened without a connection. It says so, lists the pages saved on this device,
// offers the palette (which searches every page, and opens the saved ones) and a way to try again.
import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { PageLink } from '../components/page-link';
import type { PageSummary } from '../site/page-summary';
import { usePalette } from '../features/palette/palette-context';
import { SearchHint } from '../features/palette/search-hint';
import { savedPages } from '../features/service-worker/saved-pages';
import type { TemplateProps } from '../site/loading/template-props';
import { searchSite } from '../../shared/visitor-words';

export default function OfflinePage({ page }: TemplateProps) {
  const { openPalette } = usePalette();
  const [saved, setSaved] = useState<PageSummary[]>();
  useEffect(() => {
    let current = true;
    savedPages().then(
      (pages) => current && setSaved(pages),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="container-page py-16">
      <p className="eyebrow flex items-center gap-2">
        <WifiOff size={18} aria-hidden="true" />
        No connection
      </p>
      <h1 className="page-title">{page.title}</h1>
      <p className="lead mt-4 max-w-2xl">
        This page has not been saved on this device yet, so it cannot open without an internet
        connection. The pages you have visited are saved and open offline.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={openPalette}>
          {searchSite}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </div>
      <p className="mt-4 text-muted">
        <SearchHint then="to search the site." />
      </p>
      <h2 id="saved-pages" className="mt-12 text-xl font-bold">
        Pages saved on this device
      </h2>
      {saved && saved.length === 0 && (
        <p className="mt-4">No pages are saved yet: they are saved as you visit them online.</p>
      )}
      {saved && saved.length > 0 && (
        <ul aria-labelledby="saved-pages" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {saved.map((entry) => (
            <li key={entry.id}>
              <PageLink to={entry.id} className="card block font-medium" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
