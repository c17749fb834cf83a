import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../shared/leads/canonical-json';

describe('canonicalJson', () => {
  it('spells objects the same whatever the order of their keys, at every depth', () => {
    const a = { name: 'Asha', nested: { b: 1, a: [{ y: 2, x: 1 }] }, consent: true };
    const b = { consent: true, nested: { a: [{ x: 1, y: 2 }], b: 1 }, name: 'Asha' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe(
      '{"consent":true,"name":"Asha","nested":{"a":[{"x":1,"y":2}],"b":1}}',
    );
  });

  it('keeps the order of arrays, which is part of the value', () => {
    expect(canonicalJson({ services: ['seo', 'ppc'] })).not.toBe(
      canonicalJson({ services: ['ppc', 'seo'] }),
    );
  });

  it('leaves out undefined properties, like a stored copy of the value', () => {
    expect(canonicalJson({ name: 'Asha', phone: undefined })).toBe(
      canonicalJson(JSON.parse('{"name":"Asha"}') as object),
    );
  });

  it('tells different values apart', () => {
    expect(canonicalJson({ message: 'Hello' })).not.toBe(canonicalJson({ message: 'Hello!' }));
    expect(canonicalJson({ consent: true })).not.toBe(canonicalJson({ consent: 'true' }));
    expect(canonicalJson({ a: { b: 1 } })).not.toBe(canonicalJson({ a: { b: 1, c: 2 } }));
  });

  it('sorts keys by code units, so non-ASCII keys have one place too', () => {
    expect(canonicalJson({ é: 1, z: 2, A: 3 })).toBe('{"A":3,"z":2,"é":1}');
  });

  it('keeps a "__proto__" key as data without changing any prototype', () => {
    const parsed = JSON.parse('{"b":1,"__proto__":{"polluted":true}}') as object;
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"polluted":true},"b":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
