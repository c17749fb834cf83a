// A service's pricing tiers as cards: the "starting from" price in INR (en-IN grouping, before GST)
// and who it suits, open; what each tier includes under one quiet line (a native disclosure, its
// words in the HTML), so the tiers scan on a phone.
import { Check } from 'lucide-react';
import type { PricingTier } from '../../content/service-content/schema';
import { formatInr } from '../../../shared/indian-numbers';

export function PricingTiers({ tiers }: { tiers: PricingTier[] }) {
  return (
    <ul className={`mt-6 grid gap-4 md:grid-cols-2 ${tiers.length === 3 ? 'xl:grid-cols-3' : ''}`}>
      {tiers.map((tier) => (
        <li key={tier.name} className="card flex flex-col">
          <h3 className="text-lg font-semibold">{tier.name}</h3>
          <p className="mt-3 text-sm text-muted">Starting from</p>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="rm-figure">{formatInr(tier.startingFromInr)}</span>
            <span className="text-sm text-muted">{tier.unit} + GST</span>
          </p>
          <p className="mt-3 text-sm">
            <span className="font-semibold">Best for:</span> {tier.bestFor}
          </p>
          <details className="fold border-t border-line pt-1">
            <summary>What {tier.name} includes</summary>
            <ul className="space-y-2 text-sm">
              {tier.includes.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check size={16} aria-hidden="true" className="mt-1 shrink-0 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
