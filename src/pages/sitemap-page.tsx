// The human sitemap (/sitemap): every public page of the page index, grouped by family, with a
// jump list to each group. Demo pages and duplicates of canonical pages are left out, as in
// sitemap.xml.
import { descriptions } from 'virtual:reachmark/page-descriptions/sitemap';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { figure } from 'virtual:company-figures/sitemap';
import { pageIndex } from '../site/page-index';
import { sitemapGroups } from '../site/outlines/sitemap-groups';
import type { TemplateProps } from '../site/loading/template-props';

export default function SitemapPage({ page }: TemplateProps) {
  // At render, not when the module loads: the browser's index may still be a slice then.
  const groups = sitemapGroups(pageIndex);
  const pageCount = groups.reduce(
    (sum, group) =>
      sum + group.sections.reduce((count, section) => count + section.pages.length, 0),
    0,
  );
  return (
    <>
      <PageIntro page={page} intro={<p>{descriptions[page.id]}</p>} figure={figure}>
        <p className="ar-meta">
          {pageCount} pages in {groups.length} groups
        </p>
      </PageIntro>
      <nav aria-label="Sitemap groups" className="section pt-0">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="ar-filter">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} className="section pt-0" aria-labelledby={group.id}>
          <h2 id={group.id} className="section-title ar-focus-target border-b border-line pb-3">
            {group.title}
          </h2>
          {group.sections.map((section) => (
            <div key={section.title ?? group.id} className="mt-6">
              {section.title && group.sections.length > 1 && (
                <h3 className="text-lg font-semibold">{section.title}</h3>
              )}
              <ul className="ar-link-list">
                {section.pages.map((entry) => (
                  <li key={entry.id}>
                    {/* Short labels ('Mumbai'): the section heading says what they are for. */}
                    <PageLink to={entry.id} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
