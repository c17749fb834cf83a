// Back closes a layer (a dialog, a menu) while it is open, instead of leaving the page: see
// history-layer.ts. `close` may change from render to render; the latest is called.
import { useEffect, useRef } from 'react';
import { openLayer } from './history-layer';

export function useBackCloses(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => (open ? openLayer(() => latest.current()) : undefined), [open]);
}
