// Finds the page's interactive elements and measures them for the touch-target overlay: their
// position in the document (for the outline boxes) and their class by size.
import { INTERACTIVE_SELECTOR } from './diagnostics-constants';
import { classifyTarget, type TargetClass } from './diagnostics-rules';

export interface MeasuredTarget {
  /** Position and size in CSS pixels relative to the document, not the viewport. */
  top: number;
  left: number;
  width: number;
  height: number;
  kind: TargetClass;
}

/** Elements that are interactive without a tabindex. */
const NATIVE_INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"]';

const isTiny = (rect: DOMRect) => rect.width <= 1 && rect.height <= 1;

/** The box a finger has to hit, or undefined for an element nobody can see or tap. */
function tapArea(element: Element): DOMRect | undefined {
  // No client rects: display none, or inside a closed <details>.
  if (element.getClientRects().length === 0) return undefined;
  const rect = element.getBoundingClientRect();
  if (!isTiny(rect)) return rect;
  // A visually hidden input, like the theme switcher's radio buttons, is tapped through its label.
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
  const labelRect = label?.getBoundingClientRect();
  if (labelRect && !isTiny(labelRect)) return labelRect;
  // Anything else this small is visually hidden until focused (the skip links): not a touch target.
  return undefined;
}

function isCandidate(element: Element, exclude: Element | null): boolean {
  if (exclude?.contains(element)) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  // tabindex="-1" lets script focus an element (the h1 after client-side navigation); it does not
  // make the element something to tap.
  if (element.getAttribute('tabindex') === '-1' && !element.matches(NATIVE_INTERACTIVE)) {
    return false;
  }
  if (element.closest('[inert]')) return false;
  return getComputedStyle(element).visibility !== 'hidden';
}

/** Every visible interactive element in the document outside `exclude` (the diagnostics). */
export function measureTargets(exclude: Element | null): MeasuredTarget[] {
  const targets: MeasuredTarget[] = [];
  for (const element of document.querySelectorAll(INTERACTIVE_SELECTOR)) {
    if (!isCandidate(element, exclude)) continue;
    const rect = tapArea(element);
    if (!rect) continue;
    targets.push({
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX,
      width: rect.width,
      height: rect.height,
      kind: classifyTarget(rect.width, rect.height),
    });
  }
  return targets;
}
