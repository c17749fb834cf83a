// The stylesheet of the developer diagnostics, injected into the page by the toolbar. It lives here
// rather than in src/styles/ so that none of it can reach the production CSS. Colours come from
// the site's theme variables; the rating colours have light and dark values chosen for at least
// 4.5:1 contrast on var(--surface) (#ffffff light, #111827 dark).
import { CLASS_PREFIX as p } from './diagnostics-constants';

const STYLE_ELEMENT_ID = `${p}styles`;

// Rating colours, light then dark. Light: green-800, amber-800, red-700 (7.1, 7.1 and 6.5:1 on
// white). Dark: green-300, amber-300, red-300 (over 9:1 on #111827).
const lightRatings = `
  --${p}good: #166534; --${p}ok: #92400e; --${p}poor: #b91c1c;`;
const darkRatings = `
  --${p}good: #86efac; --${p}ok: #fcd34d; --${p}poor: #fca5a5;`;

const css = `
.${p}aside {${lightRatings}
  position: fixed; left: 12px; bottom: 12px; z-index: 2147483000;
  display: flex; flex-direction: column-reverse; align-items: flex-start; gap: 8px;
  max-width: calc(100vw - 24px); max-height: calc(100vh - 24px);
  font: 13px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--text);
}
:root.dark .${p}aside {${darkRatings} }
@media (prefers-color-scheme: dark) { :root:not(.light) .${p}aside {${darkRatings} } }
.${p}toolbar {
  display: flex; flex-wrap: wrap; gap: 4px; padding: 4px; border-radius: 12px;
  background: var(--surface); border: 1px solid var(--border);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
}
.${p}button {
  min-width: 44px; min-height: 44px; padding: 0 12px; border-radius: 8px; cursor: pointer;
  font: inherit; font-weight: 600; color: var(--text); background: var(--subtle);
  border: 1px solid var(--border);
}
.${p}button[aria-pressed='true'] { background: var(--text); color: var(--surface); border-color: var(--text); }
.${p}panels {
  display: flex; flex-direction: column; gap: 8px; overflow: auto; min-height: 0;
  width: min(24rem, calc(100vw - 24px));
}
.${p}panel {
  background: var(--surface); border: 1px solid var(--border); border-radius: 12px; padding: 12px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
}
.${p}title { margin: 0 0 8px; font-size: 14px; font-weight: 700; }
.${p}note { margin: 8px 0 0; color: var(--text-muted); }
.${p}stats { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; }
.${p}stats dt { color: var(--text-muted); }
.${p}stats dd { margin: 0; font-variant-numeric: tabular-nums; }
.${p}rating { font-weight: 700; }
.${p}rating[data-rating='good'], .${p}rating[data-rating='excellent'] { color: var(--${p}good); }
.${p}rating[data-rating='ok'] { color: var(--${p}ok); }
.${p}rating[data-rating='poor'], .${p}rating[data-rating='slow'] { color: var(--${p}poor); }
.${p}legend { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 8px 0 0; padding: 0; list-style: none; }
.${p}legend li { display: flex; align-items: center; gap: 6px; }
.${p}records { width: 100%; margin-top: 8px; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.${p}records caption { text-align: left; font-weight: 700; padding-bottom: 4px; }
.${p}records th, .${p}records td { text-align: left; padding: 2px 6px 2px 0; border-top: 1px solid var(--border); }
.${p}records td:last-child, .${p}records th:last-child { text-align: right; padding-right: 0; }
.${p}target { max-width: 11rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.${p}layer {
  position: absolute; top: 0; left: 0; width: 0; height: 0; overflow: visible;
  pointer-events: none; z-index: 2147482999;
}
.${p}box { position: absolute; box-sizing: border-box; pointer-events: none; border-radius: 3px; }
/* Each class differs in line style as well as colour, so the outlines do not rely on colour alone. */
.${p}box[data-class='invalid'] { border: 3px solid #dc2626; background: rgb(220 38 38 / 0.14); }
.${p}box[data-class='acceptable'] { border: 2px dashed #d97706; background: rgb(217 119 6 / 0.1); }
.${p}box[data-class='optimal'] { border: 2px dotted #16a34a; }
.${p}box { box-shadow: 0 0 0 1px rgb(255 255 255 / 0.7); }
.${p}box.${p}swatch { position: relative; display: inline-block; width: 16px; height: 16px; }
`;

/** Adds the stylesheet once; later calls do nothing. */
export function ensureDiagnosticsStyles(): void {
  if (document.getElementById(STYLE_ELEMENT_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = css;
  document.head.append(style);
}

/** The class name `name` with the diagnostics prefix. */
export const diagClass = (name: string): string => `${p}${name}`;
