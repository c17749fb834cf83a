// The pages an audit runs over: uploaded .html files and the sample as compact rows, pasted
// documents with a textarea; each has a name (its address or file name) and a remove button.
import { FieldError } from './field-error';
import { HtmlSourceField } from './html-source-field';
import { formatFileSize } from './input-limits';

export interface PageDraft {
  key: number;
  name: string;
  html: string;
  /** Pasted drafts show a textarea; files and the sample a one-line summary. */
  from: 'paste' | 'file' | 'sample';
  /** Bytes of a file or sample, measured once when it was added. */
  bytes?: number;
}

interface Props {
  baseId: string;
  drafts: PageDraft[];
  errors: Record<number, string>;
  onChange: (key: number, change: Partial<PageDraft>) => void;
  onRemove: (key: number) => void;
}

export function AuditPageInputs({ baseId, drafts, errors, onChange, onRemove }: Props) {
  return (
    <ol className="audit-pages">
      {drafts.map((draft, index) => {
        const id = `${baseId}-page-${draft.key}`;
        const error = errors[draft.key];
        const pasted = draft.from === 'paste';
        const remove = (
          <button
            type="button"
            className="btn btn-secondary self-start sm:self-end"
            onClick={() => onRemove(draft.key)}
          >
            Remove<span className="sr-only"> page {index + 1}</span>
          </button>
        );
        return (
          <li key={draft.key}>
            <fieldset className="tool-fieldset">
              <legend className="tool-label">Page {index + 1}</legend>
              <div className={pasted ? 'tool-field' : 'audit-page-row'}>
                <div className="tool-field min-w-0 flex-1">
                  <label htmlFor={`${id}-name`} className="text-sm font-medium">
                    Address or name
                  </label>
                  <input
                    id={`${id}-name`}
                    className="tool-input"
                    type="text"
                    autoComplete="off"
                    placeholder="https://www.example.in/contact/"
                    value={draft.name}
                    onChange={(event) => onChange(draft.key, { name: event.target.value })}
                  />
                </div>
                {!pasted && (
                  <p className="tool-help whitespace-nowrap">
                    {draft.from === 'sample' ? 'Sample' : 'File'},{' '}
                    {formatFileSize(draft.bytes ?? 0)}
                  </p>
                )}
                {!pasted && remove}
              </div>
              {pasted ? (
                <>
                  <HtmlSourceField
                    id={`${id}-html`}
                    label="HTML"
                    value={draft.html}
                    rows={5}
                    error={error}
                    onChange={(html) => onChange(draft.key, { html })}
                    onFile={(name) => (draft.name ? undefined : onChange(draft.key, { name }))}
                  />
                  {remove}
                </>
              ) : (
                <FieldError id={`${id}-error`} message={error} />
              )}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
