// An error message tied to a form field (by id, for aria-describedby) and announced when it
// appears, because role="alert" content is read out as soon as it is inserted.
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="tool-error">
      {message}
    </p>
  );
}

/** The ids a field's aria-describedby lists: its help text and, when shown, its error. */
export const describedBy = (id: string, error: string | undefined): string =>
  error ? `${id}-help ${id}-error` : `${id}-help`;
