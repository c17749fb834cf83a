// A developer page (/breadcrumb-demo, noindex): the site's Breadcrumbs component rendered for
// chosen pages of the page index (shallow, deep, city service, duplicate, home) and for any page a
// visitor picks, with the parent chain each trail is built from.
import { useEffect, useId, useRef, useState } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/breadcrumb-demo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { figure } from 'virtual:content-figure/breadcrumb-trail';
import { PageIntro } from '../components/page-intro';
import { pageIndex } from '../site/page-index';
import type { PageSummary } from '../site/page-summary';
import type { TemplateProps } from '../site/loading/template-props';

const examples: { id: string; variant: string; note: string }[] = [
  {
    id: 'about',
    variant: 'Shallow page',
    note: 'A top-level page has home as its parent, so its trail has two steps.',
  },
  {
    id: 'location:haryana/gurgaon',
    variant: 'Deep location page',
    note: 'Gurgaon’s parent is the Haryana page, whose parent is home: the trail follows the state.',
  },
  {
    id: 'city-service:seo:mumbai',
    variant: 'City service page',
    note: 'A city service page hangs under its service, which hangs under the services hub. Its crumb uses the short label (the city), since the trail already says which service.',
  },
  {
    id: 'resource:blog',
    variant: 'Duplicate page',
    note: 'This page’s canonical URL is the blog index. Its trail still follows its own parent link, so visitors see where they are; only the canonical tag points elsewhere.',
  },
  {
    id: 'post:local-seo-checklist-indian-businesses',
    variant: 'Blog post',
    note: 'A post’s parent is the blog; the last crumb is the post title and is not a link.',
  },
];

/** The id chain from the page up to home, as the registry's parent links give it. */
const chainOf = (page: PageSummary): string =>
  pageIndex
    .trail(page)
    .map((crumb) => crumb.id)
    .reverse()
    .join(' → ');

export default function BreadcrumbDemoPage({ page }: TemplateProps) {
  const [pickedId, setPickedId] = useState('industry-city:healthcare:delhi');
  const picked = pageIndex.byId(pickedId);
  const selectId = useId();
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Developer tools"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: figure }} />}
      />
      <section className="section pt-0" aria-labelledby="how-heading">
        <h2 id="how-heading" className="section-title">
          How trails are built
        </h2>
        <div className="prose-body mt-4">
          <p>
            Every page in the registry names its parent by id. The trail is the chain of parents
            from home down to the page, so a page’s breadcrumbs change only when its parent link
            changes. The same trail feeds the visible breadcrumbs above every page and the
            BreadcrumbList structured data in the page head, so search engines and visitors see the
            same path.
          </p>
          <p>
            Each crumb shows the page’s short label (or its title when it has none). Every crumb but
            the last is a link; the last is the current page, marked with{' '}
            <code>aria-current=&quot;page&quot;</code>. The trail is a navigation landmark named
            “Breadcrumb”, and the home page shows none, since it is the root of every trail.
          </p>
        </div>
      </section>
      <section className="section pt-0" aria-labelledby="variants-heading">
        <h2 id="variants-heading" className="section-title">
          Variants
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          <li className="ar-demo">
            <h3>Home page</h3>
            <p className="mt-1 text-sm text-muted">
              Path <code>/</code> · no parent
            </p>
            <p className="mt-4">
              No trail: home is where every trail starts, so a crumb reading only “Home” would add
              nothing. The page view leaves breadcrumbs out for home and the not-found page.
            </p>
          </li>
          {examples.map((example) => (
            <TrailExample
              key={example.id}
              entry={pageIndex.byId(example.id)}
              variant={example.variant}
              note={example.note}
            />
          ))}
        </ul>
      </section>
      <section className="section pt-0" aria-labelledby="try-heading">
        <h2 id="try-heading" className="section-title">
          Try any page
        </h2>
        <div className="mt-4 max-w-xl">
          <label htmlFor={selectId} className="ar-field">
            Page
            <select
              id={selectId}
              className="ar-input"
              value={pickedId}
              onChange={(event) => setPickedId(event.target.value)}
            >
              {pageIndex.pages.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.path} ({entry.title})
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul className="mt-6">
          {picked.id === 'home' ? (
            <li className="ar-demo">
              <h3>Home page</h3>
              <p className="mt-4">Home has no breadcrumb trail.</p>
            </li>
          ) : (
            <TrailExample entry={picked} variant="Your pick" note="" />
          )}
        </ul>
      </section>
    </>
  );
}

function TrailExample({
  entry,
  variant,
  note,
}: {
  entry: PageSummary;
  variant: string;
  note: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  // Several trails on one page would be several landmarks all named "Breadcrumb"; each example gets
  // a name of its own. The component itself is left as every page uses it.
  useEffect(() => {
    holder.current
      ?.querySelector('nav')
      ?.setAttribute('aria-label', `Example breadcrumb trail: ${entry.title}`);
  }, [entry]);
  return (
    <li className="ar-demo">
      <h3>
        {variant}: {entry.title}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Path <code className="break-all">{entry.path}</code> · {pageIndex.trail(entry).length} steps
        {entry.canonicalOf && ' · duplicate of a canonical page'}
      </p>
      <div ref={holder} className="ar-crumb-example">
        <Breadcrumbs page={entry} />
      </div>
      <p className="mt-3 text-sm">
        Parent links: <code className="break-all">{chainOf(entry)}</code>
      </p>
      {note && <p className="mt-3">{note}</p>}
    </li>
  );
}
