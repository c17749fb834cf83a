// Accessible form controls for the lead forms: each has a visible label, optional help text and an
// inline error tied to it with aria-describedby and aria-invalid.
import type { ChangeEvent, ReactNode } from 'react';

interface Common {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  onBlur: (name: string) => void;
}

const describedBy = (name: string, hint?: string, error?: string): string | undefined =>
  [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;

function Messages({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

interface TextProps extends Common {
  value: string;
  onChange: (name: string, value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  maxLength?: number;
  multiline?: boolean;
  /** Values offered as the visitor types (a datalist); any other value may still be typed. */
  suggestions?: readonly string[];
}

export function TextField({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  onBlur,
  type = 'text',
  multiline,
  suggestions,
  ...rest
}: TextProps) {
  const listId = suggestions && `${name}-suggestions`;
  const props = {
    id: name,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
    onBlur: () => onBlur(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
    className: 'field-control',
    ...rest,
  };
  return (
    <div className="field">
      <label htmlFor={name} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea rows={5} {...props} />
      ) : (
        <input type={type} list={listId} {...props} />
      )}
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}

interface SelectProps extends Common {
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  onChange: (name: string, value: string) => void;
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
}: SelectProps) {
  return (
    <div className="field">
      <label htmlFor={name} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={name}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name)}
        className="field-control"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}

interface ChoicesProps extends Common {
  values: string[];
  options: { value: string; label: string }[];
  onChange: (name: string, value: string[]) => void;
}

/** A group of checkboxes; its id (for the error summary's link) is the first box's. */
export function CheckboxGroup({
  name,
  label,
  error,
  hint,
  required,
  values,
  options,
  onChange,
  onBlur,
}: ChoicesProps) {
  const toggle = (value: string, checked: boolean) =>
    onChange(name, checked ? [...values, value] : values.filter((item) => item !== value));
  return (
    <fieldset
      className="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, hint, error)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(name);
      }}
    >
      <legend className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="choice-grid">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              id={index === 0 ? name : undefined}
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Messages name={name} hint={hint} error={error} />
    </fieldset>
  );
}

interface CheckboxProps extends Common {
  checked: boolean;
  onChange: (name: string, value: boolean) => void;
}

export function CheckboxField({
  name,
  label,
  error,
  required,
  checked,
  onChange,
  onBlur,
}: CheckboxProps) {
  return (
    <div className="field">
      <label className="choice items-start">
        <input
          type="checkbox"
          id={name}
          name={name}
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          onChange={(event) => onChange(name, event.target.checked)}
          onBlur={() => onBlur(name)}
        />
        <span>{label}</span>
      </label>
      <Messages name={name} error={error} />
    </div>
  );
}

/** The honeypot: off-screen and out of the tab order, so only bots fill it in. */
export function HoneypotField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={name}>Leave this field empty</label>
      <input
        id={name}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
