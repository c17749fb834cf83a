// Titled items (challenges, strategies, highlights) or, numbered, the steps of a process: each title
// a native disclosure that opens on its text, so the list scans on a phone and every word stays in
// the HTML for crawlers and for visitors without JavaScript.
interface Item {
  title: string;
  body: string;
}

interface Props {
  items: Item[];
  numbered?: boolean;
}

export function MarketTitledCards({ items, numbered = false }: Props) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="market-fold-list">
      {items.map((item, index) => (
        <li key={item.title}>
          <details className="faq">
            <summary>
              <span>
                {numbered && <span className="market-step-number">{index + 1}. </span>}
                {item.title}
              </span>
            </summary>
            <p>{item.body}</p>
          </details>
        </li>
      ))}
    </List>
  );
}
