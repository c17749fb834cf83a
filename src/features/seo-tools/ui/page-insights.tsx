// The measured side of the analyzer's report: top keywords with their density, link counts and the
// page's headings outline, as tables and lists a visitor can scan.
import type { KeywordStat, KeywordSummary } from '../keywords/keyword-density';
import type { LinkSummary } from '../analysis/link-summary';
import type { HeadingFact } from '../analysis/page-facts';
import { ToolTable } from './tool-table';

const formatCount = (value: number) => value.toLocaleString('en-IN');
const KEYWORD_COLUMNS = [
  { label: 'Keyword' },
  { label: 'Uses', num: true },
  { label: 'Density', num: true },
];

function KeywordTable({ caption, stats }: { caption: string; stats: KeywordStat[] }) {
  if (stats.length === 0)
    return <p className="text-muted">{caption}: none repeated often enough.</p>;
  return (
    <div className="tool-table-scroll">
      <ToolTable caption={caption} columns={KEYWORD_COLUMNS}>
        {stats.map((stat) => (
          <tr key={stat.phrase}>
            <th scope="row">{stat.phrase}</th>
            <td className="num">{formatCount(stat.count)}</td>
            <td className="num">{stat.density}%</td>
          </tr>
        ))}
      </ToolTable>
    </div>
  );
}

export function KeywordTables({ keywords }: { keywords: KeywordSummary }) {
  return (
    <div className="card space-y-4">
      <h3 className="text-xl font-bold">Top keywords</h3>
      <p className="text-muted">
        {formatCount(keywords.wordCount)} words of visible text. Density is the share of those words
        a keyword accounts for; above about 5% reads as stuffing.
      </p>
      <KeywordTable caption="Single words" stats={keywords.unigrams} />
      <KeywordTable caption="Two-word phrases" stats={keywords.bigrams} />
    </div>
  );
}

export function LinkCounts({ links }: { links: LinkSummary }) {
  const rows: [string, number][] = [
    ['Internal links', links.internal],
    ['External links', links.external],
    ['Phone, email and #anchor links', links.other],
    ['Internal links marked nofollow', links.internalNofollow],
    ['External links marked nofollow, sponsored or ugc', links.externalNofollow],
    ['Links without any text', links.emptyText],
  ];
  return (
    <div className="card space-y-4">
      <h3 className="text-xl font-bold">Links</h3>
      <p className="text-muted">
        {links.host
          ? `Links to ${links.host} count as internal.`
          : 'Without the page address only relative links count as internal; add it above to count full links to your own domain too.'}
      </p>
      <dl className="tool-stats">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function HeadingsOutline({ headings }: { headings: HeadingFact[] }) {
  return (
    <div className="card space-y-4">
      <h3 className="text-xl font-bold">Headings outline</h3>
      {headings.length === 0 ? (
        <p className="text-muted">The page has no headings.</p>
      ) : (
        <ol className="headings-outline">
          {headings.slice(0, 60).map((heading, index) => (
            <li key={index} style={{ paddingInlineStart: `${(heading.level - 1) * 1.25}rem` }}>
              <span className="heading-level">h{heading.level}</span> {heading.text || '(empty)'}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
