// The legal pages (/privacy-policy and /terms-of-service): the policy text from Markdown (its own
// chunk) with a table of contents, the dates it was last updated and took effect, and who to ask;
// on the first screen, a figure of what the policy sets out, loaded with it.
import { use } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/legal';
import { ArticleWithToc } from '../components/content/article-with-toc';
import { ProseHtml } from '../components/content/prose-html';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { site } from '../../shared/site';
import type { RenderedMarkdown } from '../content/blog/markdown';
import { LEGAL_LAST_UPDATED, legalEffectiveDates, type LegalPageId } from '../content/legal/meta';
import { familyContent } from '../site/loading/family-content';
import { formatDateEnIn } from '../lib/format-date-en-in';
import type { TemplateProps } from '../site/loading/template-props';

// Each policy with its first-screen figure as HTML (build/company-figures/), loaded and embedded
// in the page together, so the figure's words cost no JavaScript.
const withFigure =
  (doc: () => Promise<{ default: RenderedMarkdown }>, figure: () => Promise<{ html: string }>) =>
  () =>
    Promise.all([doc(), figure()]);

const policy = familyContent('legal', {
  modules: {
    'privacy-policy': withFigure(
      () => import('../content/legal/privacy-policy.md'),
      () => import('virtual:company-figures/html/privacy-policy'),
    ),
    'terms-of-service': withFigure(
      () => import('../content/legal/terms-of-service.md'),
      () => import('virtual:company-figures/html/terms-of-service'),
    ),
  },
  value: ([doc, figure]) => ({ ...doc.default, figureHtml: figure.html }),
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
        figure={doc.figureHtml && <div dangerouslySetInnerHTML={{ __html: doc.figureHtml }} />}
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
