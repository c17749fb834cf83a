// The legal pages (/privacy-policy and /terms-of-service): the policy text from Markdown (its own
// chunk) with a table of contents, the dates it was last updated and took effect, and who to ask.
import { use } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/legal';
import { ArticleWithToc } from '../components/content/article-with-toc';
import { ProseHtml } from '../components/content/prose-html';
import { figure as privacyFigure } from 'virtual:company-figures/privacy-policy';
import { figure as termsFigure } from 'virtual:company-figures/terms-of-service';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { site } from '../../shared/site';
import type { RenderedMarkdown } from '../content/blog/markdown';
import { LEGAL_LAST_UPDATED, legalEffectiveDates, type LegalPageId } from '../content/legal/meta';
import { familyContent } from '../site/loading/family-content';
import { formatDateEnIn } from '../lib/format-date-en-in';
import type { TemplateProps } from '../site/loading/template-props';

const policy = familyContent('legal', {
  modules: import.meta.glob<{ default: RenderedMarkdown }>('../content/legal/*.md'),
  value: (module) => module.default,
  file: (page) => page.id,
});

export const preloadContent = policy.load;

const isLegalPageId = (id: string): id is LegalPageId => id in legalEffectiveDates;

/** The other legal page, so each points to its companion. */
const companion: Record<LegalPageId, LegalPageId> = {
  'privacy-policy': 'terms-of-service',
  'terms-of-service': 'privacy-policy',
};

export default function LegalPage({ page }: TemplateProps) {
  const doc = use(policy.load(page));
  const effective = isLegalPageId(page.id) ? legalEffectiveDates[page.id] : undefined;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Legal"
        intro={<p>{descriptions[page.id]}</p>}
        figure={page.id === 'terms-of-service' ? termsFigure : privacyFigure}
      >
        <p className="ar-meta">
          <span>
            Last updated{' '}
            <time dateTime={LEGAL_LAST_UPDATED}>{formatDateEnIn(LEGAL_LAST_UPDATED)}</time>
          </span>
          {effective && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                In effect from <time dateTime={effective}>{formatDateEnIn(effective)}</time>
              </span>
            </>
          )}
        </p>
      </PageIntro>
      <ArticleWithToc headings={doc.headings} topLevelOnly>
        <ProseHtml html={doc.html} />
        <aside className="ar-note mt-12 max-w-3xl" aria-label="Questions about this policy">
          <p>
            Questions about this page? Write to{' '}
            <a href={site.emailHref} className="link">
              {site.email}
            </a>{' '}
            or call{' '}
            <a href={site.phoneHref} className="link">
              {site.phone}
            </a>{' '}
            ({site.hours}).
            {isLegalPageId(page.id) && (
              <>
                {' '}
                See also our <PageLink to={companion[page.id]} className="link" />.
              </>
            )}
          </p>
        </aside>
      </ArticleWithToc>
    </>
  );
}
