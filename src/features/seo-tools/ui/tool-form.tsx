// The form every SEO tool starts from: posted, replayed when it was sent before the scripts ran
// (replay-submits.ts), checked by the tool rather than the browser, named by its heading, and
// ending in its row of buttons: the tool's own action first, then any others, then the sample.
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** Id of the heading that names the form. */
  titleId: string;
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text; without it the form shows no buttons (e.g. while it crawls). */
  submit?: ReactNode;
  busy?: boolean;
  /** Buttons after the submit button. */
  more?: ReactNode;
  onSample?: () => void;
  /** A form of its own, drawn as a card (not one of two forms that share a card). */
  card?: boolean;
  children: ReactNode;
}

export function ToolForm({
  titleId,
  title,
  onSubmit,
  submit,
  busy,
  more,
  onSample,
  card,
  children,
}: Props) {
  return (
    <form
      method="post"
      data-replay-submit=""
      className={card ? 'card tool-form' : 'tool-form'}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
      {submit && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {submit}
          </button>
          {more}
          {onSample && (
            <button type="button" className="btn btn-secondary" onClick={onSample}>
              Try a sample
            </button>
          )}
        </div>
      )}
    </form>
  );
}
