// A report's list of the pages (or files) a finding names, shortened on screen to its first few
// with a "Show all N pages" button that reveals the rest and moves focus to the first one revealed.
// Printing shows every item.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrinting } from './use-printing';

/** A finding's list of pages or files: long addresses break anywhere, words only where they must. */
export const FINDING_ITEMS_CLASS = 'mt-2 list-disc space-y-1 pl-6 text-sm wrap-anywhere';

interface Props<T> {
  items: readonly T[];
  /** How many items show before "Show all". */
  first: number;
  /** What the items are, in the plural: "pages", "files". */
  noun: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  className: string;
}

export function FirstItemsList<T>({ items, first, noun, keyOf, render, className }: Props<T>) {
  const [all, setAll] = useState(false);
  const printing = usePrinting();
  const firstRevealed = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (all) firstRevealed.current?.focus();
  }, [all]);

  const shown = all || printing ? items : items.slice(0, first);
  return (
    <>
      <ul className={className}>
        {shown.map((item, index) => (
          <li
            key={`${index}:${keyOf(item)}`}
            ref={index === first ? firstRevealed : undefined}
            tabIndex={index === first && all ? -1 : undefined}
          >
            {render(item)}
          </li>
        ))}
      </ul>
      {shown.length < items.length && (
        <button
          type="button"
          className="btn btn-secondary mt-2 tool-no-print"
          onClick={() => setAll(true)}
        >
          Show all {items.length} {noun}
        </button>
      )}
    </>
  );
}
