// A button that shows a spinner and 'Loading...' (or its own text) while its action runs, and is
// disabled and aria-busy meanwhile.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
  loadingText?: string;
  children: ReactNode;
}

export function LoadingButton({
  loading,
  loadingText = 'Loading...',
  children,
  disabled,
  className = '',
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      className={`btn ${className}`}
      disabled={loading || disabled}
      aria-busy={loading}
    >
      {loading ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {loadingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
