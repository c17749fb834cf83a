// Whether an element's content is taller than the element, kept up to date as the content changes,
// so a scrolling region can join the tab order only while it actually scrolls.
import { useEffect, useState } from 'react';

export function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight);
    // The element changes size with the viewport; its content changes as the panels refresh.
    // ResizeObserver also reports once as soon as it starts observing, which sets the first value.
    const resize = new ResizeObserver(check);
    resize.observe(element);
    const mutation = new MutationObserver(check);
    mutation.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [element]);
  return overflows;
}
