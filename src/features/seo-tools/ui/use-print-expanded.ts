// Opens every <details> inside a report while it prints, so a PDF has all of it, and closes the
// ones the visitor had closed afterwards. Works for the print button and for Ctrl+P alike.
import { useEffect, type RefObject } from 'react';

export function usePrintExpanded(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const expand = () => {
      opened = [...(container.current?.querySelectorAll('details:not([open])') ?? [])].map(
        (item) => item as HTMLDetailsElement,
      );
      opened.forEach((item) => (item.open = true));
    };
    const restore = () => {
      opened.forEach((item) => (item.open = false));
      opened = [];
    };
    window.addEventListener('beforeprint', expand);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', expand);
      window.removeEventListener('afterprint', restore);
    };
  }, [container]);
}
