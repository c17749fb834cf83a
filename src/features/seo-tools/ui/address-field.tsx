// The web address field that opens each SEO tool: the first way in, checked by our server. The
// second way in, pasting or uploading the HTML, follows it in each tool and needs no server.
import { describedBy, FieldError } from './field-error';

interface Props {
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

export function AddressField({ id, label, help, value, onChange, error, placeholder }: Props) {
  return (
    <div className="tool-field">
      <label htmlFor={id} className="tool-label">
        {label}
      </label>
      <p id={`${id}-help`} className="tool-help">
        {help}
      </p>
      <input
        id={id}
        className="tool-input"
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        autoCapitalize="off"
        placeholder={placeholder ?? 'https://www.example.in/'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
