// Loads page templates on demand, one chunk per template. It remembers loaded modules so a page can
// render without suspending (before hydration, main.tsx preloads the current template), counts the
// loads a render is waiting for (the 'Loading page...' indicator), and forgets failed loads so
// 'Try Again' fetches the chunk afresh: React.lazy would keep the rejected promise forever.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TemplateKey } from '../../content/families';
import type { PageRef, TemplateProps } from './template-props';
import { RouteLoadError } from './route-load-error';

type TemplateModule = {
  default: ComponentType<TemplateProps>;
  /** Starts loading the page's own content, so rendering it need not suspend. */
  preloadContent?: (page: PageRef) => Promise<unknown>;
};
type Template = ComponentType<TemplateProps> | LazyExoticComponent<ComponentType<TemplateProps>>;

const importers = import.meta.glob<TemplateModule>('../../pages/*-page.tsx');

const loaded = new Map<TemplateKey, ComponentType<TemplateProps>>();
const inFlight = new Map<TemplateKey, Promise<TemplateModule>>();
const lazies = new Map<TemplateKey, Template>();
/** Templates whose lazy component holds a failed load; it stays failed until a retry. */
const failed = new Set<TemplateKey>();

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The module file of a template, relative to src/; the prerender script maps it to its chunk. */
export const templateSource = (key: TemplateKey): string => `src/pages/${key}-page.tsx`;

/** Loads a page's template and content; used before hydration and before prerendering. */
export async function preloadPage(page: PageRef): Promise<void> {
  const module = await preloadTemplate(page.template);
  await module.preloadContent?.(page);
}

/** Starts (or joins) the load of a template's chunk. */
export function preloadTemplate(key: TemplateKey): Promise<TemplateModule> {
  const existing = inFlight.get(key);
  if (existing) return existing;
  const importer = importers[`../../pages/${key}-page.tsx`];
  if (!importer) return Promise.reject(new RouteLoadError(`the ${key} template`, 'no such module'));
  const promise = importer().then(
    (module) => {
      loaded.set(key, module.default);
      return module;
    },
    (error: unknown) => {
      inFlight.delete(key);
      failed.add(key);
      throw new RouteLoadError(`the ${key} template`, error);
    },
  );
  inFlight.set(key, promise);
  return promise;
}

function track<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  promise.then(settle, settle);
  return promise;
}

/** Drops lazy components whose chunk failed to load, so the next render imports them afresh. */
export function forgetFailedTemplates(): void {
  for (const key of failed) lazies.delete(key);
  failed.clear();
}

/** The component to render for a template: the module itself once loaded, else a lazy wrapper. */
export function templateComponent(key: TemplateKey): Template {
  const ready = loaded.get(key);
  if (ready) return ready;
  let component = lazies.get(key);
  if (!component) {
    component = lazy(() => track(preloadTemplate(key)));
    lazies.set(key, component);
  }
  return component;
}

/** For useSyncExternalStore: whether a render is waiting for a template chunk. */
export const pendingTemplates = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPending: (): boolean => pending > 0,
  isPendingOnServer: (): boolean => false,
};
