// The developer toolbar's remembered state and its Ctrl+Shift+D shortcut.
import { describe, expect, it } from 'vitest';
import { isToolbarShortcut } from '../../../src/features/diagnostics/toolbar-shortcut';
import {
  INITIAL_TOOLBAR_STATE,
  parseToolbarState,
  toggleHidden,
  toggleOverlay,
} from '../../../src/features/diagnostics/toolbar-state';

const keys = (overrides: Partial<Parameters<typeof isToolbarShortcut>[0]>) => ({
  key: 'D',
  code: 'KeyD',
  ctrlKey: true,
  shiftKey: true,
  altKey: false,
  metaKey: false,
  ...overrides,
});

describe('isToolbarShortcut', () => {
  it('accepts Ctrl+Shift+D', () => {
    expect(isToolbarShortcut(keys({}))).toBe(true);
    expect(isToolbarShortcut(keys({ key: 'd' }))).toBe(true);
  });

  it('accepts the D key position when the layout reports another character', () => {
    expect(isToolbarShortcut(keys({ key: 'Д' }))).toBe(true);
  });

  it('rejects the combination without Ctrl or Shift, or with Alt or Meta', () => {
    expect(isToolbarShortcut(keys({ ctrlKey: false }))).toBe(false);
    expect(isToolbarShortcut(keys({ shiftKey: false }))).toBe(false);
    expect(isToolbarShortcut(keys({ altKey: true }))).toBe(false);
    expect(isToolbarShortcut(keys({ metaKey: true }))).toBe(false);
  });

  it('rejects other keys', () => {
    expect(isToolbarShortcut(keys({ key: 'K', code: 'KeyK' }))).toBe(false);
  });
});

describe('toolbar state', () => {
  it('starts shown with every overlay closed', () => {
    expect(INITIAL_TOOLBAR_STATE).toEqual({
      hidden: false,
      open: { touch: false, interactions: false, performance: false },
    });
  });

  it('reads a stored state back', () => {
    const stored = { hidden: true, open: { touch: true, interactions: false, performance: true } };
    expect(parseToolbarState(stored)).toEqual(stored);
  });

  it('falls back field by field for damaged or foreign values', () => {
    expect(parseToolbarState(null)).toEqual(INITIAL_TOOLBAR_STATE);
    expect(parseToolbarState('open')).toEqual(INITIAL_TOOLBAR_STATE);
    expect(parseToolbarState({ hidden: 'yes', open: { touch: 1, performance: true } })).toEqual({
      hidden: false,
      open: { touch: false, interactions: false, performance: true },
    });
  });

  it('toggles one overlay at a time and the toolbar itself', () => {
    const touchOpen = toggleOverlay(INITIAL_TOOLBAR_STATE, 'touch');
    expect(touchOpen.open).toEqual({ touch: true, interactions: false, performance: false });
    expect(toggleOverlay(touchOpen, 'touch').open.touch).toBe(false);
    expect(toggleHidden(INITIAL_TOOLBAR_STATE).hidden).toBe(true);
    expect(INITIAL_TOOLBAR_STATE.open.touch).toBe(false);
  });
});
