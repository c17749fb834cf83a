// Titled items (challenges, strategies, deliverables, values) or, numbered, the steps of a process:
// each title a native disclosure that opens on its text, so the list scans on a phone and every
// word stays in the HTML for crawlers and for visitors without JavaScript. A step's time (`meta`)
// opens with its text. Each title is a heading in its summary, so the item stays a section that
// content search can find and land on (focus-section.ts opens it).
interface Item {
  title: string;
  body: string;
  meta?: string;
}

interface Props {
  items: Item[];
  numbered?: boolean;
}

export function TitledFolds({ items, numbered = false }: Props) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="fold-list">
      {items.map((item, index) => (
        <li key={item.title}>
          <details className="faq">
            <summary>
              <h3>
                {numbered && <span className="fold-step-number">{index + 1}. </span>}
                {item.title}
              </h3>
            </summary>
            {item.meta && <p className="fold-meta">{item.meta}</p>}
            <p>{item.body}</p>
          </details>
        </li>
      ))}
    </List>
  );
}
