// A table of contents from Markdown headings: a nav landmark with in-page links.
import type { MarkdownHeading } from '../../content/blog/markdown';

export function TableOfContents({ headings }: { headings: MarkdownHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="Table of contents" className="toc" data-pagefind-ignore>
      <h2 className="text-sm font-semibold uppercase tracking-wide">On this page</h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'ml-4' : ''}>
            <a href={`#${heading.id}`} className="toc-link">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
