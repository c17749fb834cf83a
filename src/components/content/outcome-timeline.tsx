// What happens when: a vertical timeline of periods and the outcomes expected by then.
export interface TimelineItem {
  period: string;
  outcome: string;
}

export function OutcomeTimeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="rm-timeline mt-6">
      {items.map((item) => (
        <li key={item.period}>
          <p className="font-semibold">{item.period}</p>
          <p className="mt-1 text-muted">{item.outcome}</p>
        </li>
      ))}
    </ol>
  );
}
