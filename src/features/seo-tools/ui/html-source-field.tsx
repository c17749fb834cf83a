// A page's HTML for the SEO tools: pasted into a textarea or loaded from an .html file, with the
// 2 MB limit checked before a file is read.
import { useState, type ChangeEvent } from 'react';
import { describedBy, FieldError } from './field-error';
import { HTML_FILE_TYPES, MAX_HTML_BYTES, readTextFile } from './input-limits';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Called with the file's name when a file was loaded into the field. */
  onFile?: (name: string) => void;
  error?: string;
  help?: string;
  rows?: number;
}

const DEFAULT_HELP =
  'Open the page in Chrome or Edge, press Ctrl+U (Option+Command+U on a Mac; on a phone, type view-source: before the address in Chrome) to view its source, select all and paste it here. Up to 2 MB.';

export function HtmlSourceField({
  id,
  label,
  value,
  onChange,
  onFile,
  error,
  help,
  rows = 8,
}: Props) {
  const [fileError, setFileError] = useState<string>();
  const shownError = fileError ?? error;
  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readTextFile(file, MAX_HTML_BYTES);
    input.value = '';
    if (!read.ok) {
      setFileError(read.message);
      return;
    }
    setFileError(undefined);
    onChange(read.text);
    onFile?.(file.name);
  };
  return (
    <div className="tool-field">
      <label htmlFor={id} className="tool-label">
        {label}
      </label>
      <p id={`${id}-help`} className="tool-help">
        {help ?? DEFAULT_HELP}
      </p>
      <textarea
        id={id}
        className="tool-input tool-code"
        rows={rows}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder="<!DOCTYPE html>"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, shownError)}
        onChange={(event) => {
          setFileError(undefined);
          onChange(event.target.value);
        }}
      />
      <div className="tool-file">
        <label htmlFor={`${id}-file`}>Or upload an .html file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={HTML_FILE_TYPES}
          onChange={(event) => void loadFile(event)}
        />
      </div>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
