import { describe, expect, it } from 'vitest';
import { createLineSplitter } from '../../../../src/features/seo-tools/api/ndjson-lines';

describe('createLineSplitter', () => {
  it('holds a line cut between chunks until its end arrives', () => {
    const lines = createLineSplitter();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\n\n{"c":3}')).toEqual(['{"b":2}']);
    expect(lines.end()).toEqual(['{"c":3}']);
    expect(lines.end()).toEqual([]);
  });
});
