// What the developer toolbar remembers for the browser tab: which overlays are open and whether the
// toolbar is hidden, read defensively from session storage so a stale or edited value cannot break it.

export type OverlayId = 'touch' | 'interactions' | 'performance';

export interface ToolbarState {
  hidden: boolean;
  open: Record<OverlayId, boolean>;
}

export const OVERLAY_IDS: readonly OverlayId[] = ['touch', 'interactions', 'performance'];

export const INITIAL_TOOLBAR_STATE: ToolbarState = {
  hidden: false,
  open: { touch: false, interactions: false, performance: false },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored value as toolbar state: each field that is not a boolean takes its initial value. */
export function parseToolbarState(value: unknown): ToolbarState {
  if (!isRecord(value)) return INITIAL_TOOLBAR_STATE;
  const open = isRecord(value.open) ? value.open : {};
  const flag = (candidate: unknown, fallback: boolean) =>
    typeof candidate === 'boolean' ? candidate : fallback;
  return {
    hidden: flag(value.hidden, INITIAL_TOOLBAR_STATE.hidden),
    open: {
      touch: flag(open.touch, false),
      interactions: flag(open.interactions, false),
      performance: flag(open.performance, false),
    },
  };
}

export const toggleOverlay = (state: ToolbarState, id: OverlayId): ToolbarState => ({
  ...state,
  open: { ...state.open, [id]: !state.open[id] },
});

export const toggleHidden = (state: ToolbarState): ToolbarState => ({
  ...state,
  hidden: !state.hidden,
});
