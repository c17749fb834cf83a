// A results view loaded only when a tool has results, so the tool page's first download is just
// its form. `preload` starts the download when the job starts, so it is usually there in time; if
// it cannot load (offline), a message replaces the report instead of breaking the page.
import { createElement, lazy, type ComponentType } from 'react';

function Unavailable() {
  return createElement(
    'p',
    { role: 'alert', className: 'tool-error mt-6' },
    'The report could not load. Check your connection, then run the tool again.',
  );
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch(() => {
      loading = undefined;
      return Unavailable as ComponentType<P>;
    });
    return loading;
  };
  const Component = lazy(() => preload().then((view) => ({ default: view })));
  return { Component, preload };
}
