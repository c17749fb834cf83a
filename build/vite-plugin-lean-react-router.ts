// Lets the bundler drop the parts of React Router the site never uses. The package's exports point
// bundlers at its development build, and its module-level `React.forwardRef(...)`,
// `React.createContext(...)` and `React.memo(...)` calls carry no pure annotation, and
// `Link.displayName = "Link"` statements write to them, so every component (NavLink, Form, Await,
// the data-router error pages...) stayed in the bundle whether used or not. In builds, this plugin
// resolves React Router to the production build it ships, marks those calls pure and drops the
// displayName labels (they only name components in React DevTools); about 5.5 KB gzip of the
// entry chunk goes away.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionBuild = (file: string): string =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The production builds of the specifiers the app (and React Router itself) import. */
export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: productionBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionBuild('dom-export.mjs') },
];

/** A React factory call at module level, e.g. `React10.forwardRef(` (not already annotated). */
const FACTORY_CALL = /(?<![\w$.]|__PURE__\*\/ )(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** A whole-line DevTools label, e.g. `Link.displayName = "Link";`. */
const DISPLAY_NAME_LINE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** A whole-line context assignment to a class component, e.g. `Boundary.contextType = Ctx;`. */
const CONTEXT_TYPE_LINE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

/** Moves `X.contextType = Ctx;` into X's class body as a static field, which is side-effect free. */
function contextTypesAsStaticFields(code: string): string {
  let result = code;
  for (const [line, component, context] of code.matchAll(CONTEXT_TYPE_LINE)) {
    const declaration = `var ${component} = class extends `;
    const start = result.indexOf(declaration);
    const brace = start === -1 ? -1 : result.indexOf(' {', start);
    if (brace === -1 || result.indexOf('\n', start) < brace) continue;
    result =
      result.slice(0, brace + 2) +
      ` static contextType = ${context};` +
      result.slice(brace + 2).replace(line, '');
  }
  return result;
}

/**
 * Adds `/*@__PURE__*\/` before React factory calls, blanks displayName labels and turns context
 * assignments into static fields; the line structure stays the same.
 */
export function leanReactRouterSource(code: string): string {
  return contextTypesAsStaticFields(
    code.replace(FACTORY_CALL, '/*@__PURE__*/ $1').replace(DISPLAY_NAME_LINE, ''),
  );
}

export function leanReactRouterPlugin(): Plugin {
  return {
    name: 'reachmark:lean-react-router',
    apply: 'build',
    config: () => ({ resolve: { alias: reactRouterProductionAliases } }),
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      // Only comments are inserted and labels blanked within lines, so the incoming source map stays close enough.
      return { code: leanReactRouterSource(code), map: null };
    },
  };
}
