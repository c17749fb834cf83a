// A long read's body beside its table of contents: the contents come first (above the text on
// phones) and stay in view in a sticky side column on wide screens.
import type { ReactNode } from 'react';
import type { MarkdownHeading } from '../../content/blog/markdown';
import { TableOfContents } from './table-of-contents';

interface Props {
  headings: MarkdownHeading[];
  children: ReactNode;
  /** Only h2 entries, for documents whose h3 list would be too long to scan. */
  topLevelOnly?: boolean;
}

export function ArticleWithToc({ headings, children, topLevelOnly = false }: Props) {
  const entries = topLevelOnly ? headings.filter((heading) => heading.level === 2) : headings;
  return (
    <div className="ar-layout container-page">
      {entries.length > 0 && (
        <div className="ar-layout-toc">
          <TableOfContents headings={entries} />
        </div>
      )}
      <div className="ar-layout-body">{children}</div>
    </div>
  );
}
