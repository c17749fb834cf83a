// Lets the browser's Back button close what is open over the page (the palette, the phone menu)
// before it leaves the page, as a phone's own sheets do. Opening a layer pushes a history entry for
// the same address, marked in its state (the router's own state is kept in it); Back returns to the
// entry below, and the layer closes. React Router never hears of these returns: the event stops in
// the listener popstate-first.ts added before the router's, so the page neither re-renders nor
// scrolls. Closed any other way (Escape, a tap outside, a choice), the layer takes its entry back,
// so history does not grow; a navigation from inside it replaces the entry instead
// (`leaveLayers`), so Back from the new page returns to the page the layer was opened on.
import { handPopStateFirst } from './popstate-first';

/** The key of the state property that marks a layer's entry, with the layer's id. */
const MARK = 'reachmarkLayer';

interface Layer {
  id: string;
  /** The address it was opened at: Back to it is no navigation. */
  href: string;
  onBack: () => void;
  /** Its entry is in history (it waits while one of ours is being taken back). */
  pushed: boolean;
}

/** Open layers, the topmost last. */
const layers: Layer[] = [];
/** Entries taken back by `history.back()` whose popstate has not arrived yet. */
let takingBack = 0;

const markOf = (state: unknown): unknown =>
  typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[MARK]
    : undefined;

/** True while the current history entry is a layer's. */
export const onLayerEntry = (): boolean => markOf(history.state) !== undefined;

/**
 * Call just before navigating from inside the open layers: the open layers leave their entries to
 * the navigation (closing, they no longer take them back; a whole-document navigation is still on
 * its way then). Returns whether it should replace the current entry: it is a layer's.
 */
export function leaveLayers(): boolean {
  layers.length = 0;
  return onLayerEntry();
}

function push(layer: Layer): void {
  history.pushState({ ...(history.state as object | null), [MARK]: layer.id }, '');
  layer.pushed = true;
}

function onPopState(event: PopStateEvent): void {
  if (takingBack > 0) {
    takingBack -= 1;
    event.stopImmediatePropagation();
    if (takingBack === 0) layers.filter((layer) => !layer.pushed).forEach(push);
    return;
  }
  // Every layer above the entry returned to closes (one, unless Back was held to go further).
  const here = layers.findIndex((layer) => layer.id === markOf(event.state));
  const closing = layers.splice(here + 1).reverse();
  if (closing.length === 0) return;
  if (location.href === closing.at(-1)?.href) event.stopImmediatePropagation();
  closing.forEach((layer) => layer.onBack());
}

/**
 * Opens a layer: Back now calls `onBack` instead of leaving the page. Returns what to call when the
 * layer closes any other way (which does nothing if Back closed it, or `leaveLayers` left it).
 */
export function openLayer(onBack: () => void): () => void {
  handPopStateFirst(onPopState);
  // Random, not counted: entries keep their state across reloads, and a count would start again.
  const id = Math.random().toString(36).slice(2);
  const layer: Layer = { id, href: location.href, onBack, pushed: false };
  layers.push(layer);
  if (takingBack === 0) push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index === -1) return;
    layers.splice(index, 1);
    // Unless its entry is no longer the current one: another layer's is above it, or a navigation
    // replaced it.
    if (layer.pushed && markOf(history.state) === layer.id) {
      takingBack += 1;
      history.back();
    }
  };
}
