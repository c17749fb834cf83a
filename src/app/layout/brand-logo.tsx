// The agency's mark and wordmark (its name from the business facts), inline so the header paints
// without another request.
import { site } from '../../../shared/site';

export function BrandLogo() {
  return (
    <span className="flex items-center gap-2 font-bold text-lg tracking-tight">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 1.4 8.8L23 23h-4.2l-4.4-4.8H12.6V23H9Zm3.6-8h3.7a1.6 1.6 0 0 0 0-3.2h-3.7V15Z"
          fill="#fff"
        />
      </svg>
      <span>{site.name}</span>
    </span>
  );
}
