// Place names (localities, industrial estates, clusters) as a wrapped list of chips.
import { MapPin } from 'lucide-react';

export function MarketChips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="market-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="market-chip">
          <MapPin size={14} aria-hidden="true" className="shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}
