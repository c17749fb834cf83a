// The crawl's progress while it runs: a progress bar of pages checked out of the page limit,
// the pages found and checked so far (announced politely), and a Cancel button.
interface Props {
  found: number;
  checked: number;
  limit: number;
  onCancel: () => void;
}

export function CrawlProgress({ found, checked, limit, onCancel }: Props) {
  const goal = Math.min(limit, Math.max(found, 1));
  return (
    <div className="tool-field">
      <label className="tool-label" htmlFor="crawl-progress">
        Crawling your site
      </label>
      <progress id="crawl-progress" className="tool-progress" max={goal} value={checked} />
      <p className="tool-help" aria-live="polite">
        {checked} of {found} pages found checked{found > limit ? ` (stopping at ${limit})` : ''}.
      </p>
      <button type="button" className="btn btn-secondary self-start" onClick={onCancel}>
        Cancel crawl
      </button>
    </div>
  );
}
