import { describe, expect, it } from 'vitest';
import { findForbiddenKey } from '../../../server/leads/lead-json-parser';

const parse = (json: string): unknown => JSON.parse(json);

describe('findForbiddenKey', () => {
  it.each([
    ['{"__proto__": {"admin": true}}', '__proto__'],
    ['{"constructor": {"prototype": {"admin": true}}}', 'constructor'],
    ['{"name": "Asha", "nested": {"deeper": {"__proto__": null}}}', '__proto__'],
    ['{"services": ["seo", {"constructor": 1}]}', 'constructor'],
    ['[{"__proto__": 1}]', '__proto__'],
  ])('finds the key in %s', (json, key) => {
    expect(findForbiddenKey(parse(json))).toBe(key);
  });

  it.each([
    ['{"name": "Asha", "message": "__proto__ and constructor as text"}'],
    ['{"services": ["__proto__", "constructor"]}'],
    ['{"prototype": {}, "proto": 1, "_proto_": 2}'],
    ['[]'],
    ['"__proto__"'],
    ['null'],
    ['42'],
  ])('finds nothing in %s', (json) => {
    expect(findForbiddenKey(parse(json))).toBeUndefined();
  });

  it('does not mistake inherited properties for keys of the body', () => {
    // Every plain object inherits `constructor`; only a key written in the JSON counts.
    expect('constructor' in { name: 'Asha' }).toBe(true);
    expect(findForbiddenKey({ name: 'Asha' })).toBeUndefined();
    expect(findForbiddenKey(Object.create({ constructor: 'inherited' }) as object)).toBeUndefined();
  });

  it('scans deeply nested JSON without overflowing the stack', () => {
    const depth = 50_000;
    const deep = parse(`${'['.repeat(depth)}{"__proto__": 1}${']'.repeat(depth)}`);
    expect(findForbiddenKey(deep)).toBe('__proto__');
  });
});
