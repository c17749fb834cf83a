// The not-found page: shown for any path outside the registry, with a way back to the pages
// visitors most often want and a hint about the site search.
import { Search } from 'lucide-react';
import { PageLink } from '../components/page-link';
import { SearchHint } from '../features/palette/search-hint';
import type { TemplateProps } from '../site/loading/template-props';

const popular = [
  'services',
  'service:seo',
  'service:ppc',
  'service:web-design',
  'case-studies',
  'tool:seo-analyzer',
  'blog',
  'contact',
];

export default function NotFoundPage({ page }: TemplateProps) {
  return (
    <section className="container-page py-16">
      <p className="eyebrow">Error 404</p>
      <h1 className="page-title">{page.title}</h1>
      <p className="lead mt-4 max-w-2xl">
        We could not find that page. It may have moved, or the address may have a typo. Here are the
        pages visitors look for most.
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {popular.map((id) => (
          <li key={id}>
            <PageLink to={id} className="card block font-medium" />
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap items-center gap-2 text-muted">
        <Search size={18} aria-hidden="true" />
        Looking for something specific? <SearchHint then="to search every page of the site." />
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <PageLink to="home" className="btn btn-primary">
          Go to the home page
        </PageLink>
        <PageLink to="contact" className="btn btn-secondary">
          Contact us
        </PageLink>
      </div>
    </section>
  );
}
