// The agency's mark and wordmark (its name from the business facts), inline so the header paints
// without another request. The mark carries the name's first letter (shared/logo-mark.ts).
import { site } from '../../../shared/site';
import { markLetter } from '../../../shared/facts/mark-letter';
import { MARK_R, MARK_TEXT } from '../../../shared/logo-mark';

export function BrandLogo() {
  return (
    <span className="flex items-center gap-2 font-bold text-lg tracking-tight">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        {markLetter === 'R' ? (
          <path d={MARK_R} fill="#fff" />
        ) : (
          <text {...MARK_TEXT} textAnchor="middle" fill="#fff">
            {markLetter}
          </text>
        )}
      </svg>
      <span>{site.name}</span>
    </span>
  );
}
