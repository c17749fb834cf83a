// The palette shortcut as a visitor's keyboard shows it: '⌘ K' on Apple platforms, else 'Ctrl K'.
// Build-time HTML says 'Ctrl K'; the browser corrects it right after hydration.
import { useSyncExternalStore } from 'react';

const noop = () => () => {};
const isApple = (): boolean =>
  /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

export function useIsApple(): boolean {
  return useSyncExternalStore(noop, isApple, () => false);
}

export function ShortcutHint({ className }: { className?: string }) {
  const apple = useIsApple();
  return <kbd className={className ?? 'kbd'}>{apple ? '⌘ K' : 'Ctrl K'}</kbd>;
}
