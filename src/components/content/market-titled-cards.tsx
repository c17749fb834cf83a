// A grid of titled cards (challenges, strategies, highlights) or, numbered, the steps of a process.
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
    <List className="market-card-grid">
      {items.map((item, index) => (
        <li key={item.title} className={numbered ? 'card market-step-card' : 'card'}>
          {numbered && (
            <span className="market-step" aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-semibold">
            {numbered && <span className="sr-only">Step {index + 1}: </span>}
            {item.title}
          </h3>
          <p className="mt-2 text-muted">{item.body}</p>
        </li>
      ))}
    </List>
  );
}
