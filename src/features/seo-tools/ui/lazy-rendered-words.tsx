// The rendered word counts (rendered-words.tsx) loaded when a report first shows them, so the
// reports' own downloads, and the tool pages that list them, stay as they were. Nothing shows
// while it loads, and nothing if it cannot load: the finding reads complete without it.
import { lazy, Suspense } from 'react';
import type { RenderedWordsProps } from './rendered-words';

const RenderedWords = lazy(() =>
  import('./rendered-words').then(
    (module) => ({ default: module.RenderedWords }),
    () => ({ default: () => null }),
  ),
);

export function LazyRenderedWords(props: RenderedWordsProps) {
  return (
    <Suspense fallback={null}>
      <RenderedWords {...props} />
    </Suspense>
  );
}
