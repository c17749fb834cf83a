// How to open the site search, said for the visitor's device: 'Press Ctrl K' for a keyboard, 'Tap
// Search' on a touch screen (issue 24). Both are in the prerendered HTML and a CSS media query
// (.keys-only / .touch-only in src/styles/palette.css) shows one before the first paint, so the text is right
// without JavaScript and never shifts when the page hydrates.
import { ShortcutHint } from './shortcut-hint';

/** `then` finishes the sentence: 'to search the site.' */
export function SearchHint({ then }: { then: string }) {
  return (
    <>
      <span className="keys-only">
        Press <ShortcutHint /> {then}
      </span>
      <span className="touch-only">
        Tap <strong>Search</strong> (the magnifying glass at the top of the page) {then}
      </span>
    </>
  );
}
