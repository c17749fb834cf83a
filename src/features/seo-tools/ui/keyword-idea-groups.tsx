// The keyword planner's ideas, one card per search intent, each with what the intent means, where
// to use the keywords, and a button to copy the group.
import type { KeywordGroup } from '../keywords/keyword-ideas';

interface Props {
  groups: KeywordGroup[];
  onCopy: (keywords: string[], what: string) => void;
}

export function KeywordIdeaGroups({ groups, onCopy }: Props) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.intent}
          className="card keyword-group"
          aria-labelledby={`keywords-${group.intent}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={`keywords-${group.intent}`} className="text-xl font-bold">
              {group.label} <span className="text-muted">({group.keywords.length})</span>
            </h3>
            <button
              type="button"
              className="btn btn-secondary tool-no-print"
              onClick={() => onCopy(group.keywords, `the ${group.label.toLowerCase()} ideas`)}
            >
              Copy<span className="sr-only"> {group.label.toLowerCase()} ideas</span>
            </button>
          </div>
          <p className="mt-2 text-sm text-muted">{group.description}</p>
          <ul className="keyword-list">
            {group.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
