import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  leanReactRouterSource,
  reactRouterProductionAliases,
} from '../../build/vite-plugin-lean-react-router';

describe('leanReactRouterSource', () => {
  it.each([
    {
      does: 'marks module-level React factory calls pure',
      source: [
        'var Link = React10.forwardRef(function LinkWithRef() {});',
        'var RouteContext = React.createContext({ outlet: null });',
        'var MemoizedDataRoutes = React3.memo(DataRoutes);',
      ],
      lean: [
        'var Link = /*@__PURE__*/ React10.forwardRef(function LinkWithRef() {});',
        'var RouteContext = /*@__PURE__*/ React.createContext({ outlet: null });',
        'var MemoizedDataRoutes = /*@__PURE__*/ React3.memo(DataRoutes);',
      ],
    },
    {
      does: 'blanks displayName labels but keeps other property writes and the line count',
      source: [
        'Link.displayName = "Link";',
        'RenderErrorBoundary.contextType = RSCRouterContext;',
        'let label = Link.displayName = "x" + y;',
      ],
      lean: [
        '',
        'RenderErrorBoundary.contextType = RSCRouterContext;',
        'let label = Link.displayName = "x" + y;',
      ],
    },
    {
      does: 'moves a context assignment into the class body as a static field',
      source: [
        'var Boundary = class extends React2.Component {',
        '  render() {}',
        '};',
        'Boundary.contextType = RouterContext;',
      ],
      lean: [
        'var Boundary = class extends React2.Component { static contextType = RouterContext;',
        '  render() {}',
        '};',
        '',
      ],
    },
  ])('$does', ({ source, lean }) => {
    expect(leanReactRouterSource(source.join('\n'))).toBe(lean.join('\n'));
  });

  it('leaves calls that are not React factories, or are already annotated, alone', () => {
    const source = [
      'var a = MyReact.forwardRef(x);',
      'var b = obj.React.createContext(x);',
      'var c = /*@__PURE__*/ React.memo(x);',
      'var d = React.useState(0);',
    ].join('\n');
    expect(leanReactRouterSource(source)).toBe(source);
  });

  it('finds what it is for in the installed production build', () => {
    const index = reactRouterProductionAliases.find(({ find }) => find.test('react-router'));
    const entry = readFileSync(index!.replacement, 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]!);
    const code = chunks
      .map((chunk) => readFileSync(new URL(chunk, `file://${index!.replacement}`), 'utf8'))
      .join('\n');
    const lean = leanReactRouterSource(code);
    expect(lean.match(/\/\*@__PURE__\*\/ React\d*\.forwardRef\(/g)?.length).toBeGreaterThan(3);
    expect(lean).not.toMatch(/^\w+\.displayName = /m);
    expect(lean).not.toMatch(/^\w+\.contextType = /m);
    expect(lean).toContain('static contextType = ');
    expect(lean.split('\n')).toHaveLength(code.split('\n').length);
  });
});
