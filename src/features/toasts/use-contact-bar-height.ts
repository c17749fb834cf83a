// How much of the bottom of the screen the Call / WhatsApp bar covers: its height while it is fixed
// there (phones and tablets, safe area included), 0 where it sits above the header (from 1024 px)
// or is hidden. Measured, and measured again whenever the bar changes size (it does when it moves
// or hides), so toasts can sit above it whatever its height.
import { useLayoutEffect, useState } from 'react';

export function useContactBarHeight(): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = document.querySelector<HTMLElement>('.contact-bar');
    if (!bar) return;
    const measure = () =>
      setHeight(
        getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().height : 0,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}
