// A titled section of short cards, each a heading and a sentence or two: the about page's values,
// the careers page's benefits.
interface Item {
  title: string;
  body: string;
}

interface Props {
  /** The heading's id, which also names the section. */
  id: string;
  title: string;
  items: readonly Item[];
}

export function TitledCardGrid({ id, title, items }: Props) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="card">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
