import { describe, expect, it } from 'vitest';
import {
  ChunkLoadError,
  chunkLoadFailure,
  needsDocumentLoad,
} from '../../src/lib/chunk-load-error';
import { RouteLoadError } from '../../src/site/loading/route-load-error';

describe('chunkLoadFailure', () => {
  it('finds the failure through a chain of causes', () => {
    const error = new RouteLoadError('the seo content', new ChunkLoadError('missing', 'gone'));
    expect(chunkLoadFailure(error)).toBe('missing');
  });

  it('is undefined for errors that are not chunk loads, and for non-errors', () => {
    expect(chunkLoadFailure(new Error('boom', { cause: new Error('deeper') }))).toBeUndefined();
    expect(chunkLoadFailure('text')).toBeUndefined();
    expect(chunkLoadFailure(undefined)).toBeUndefined();
  });

  it('stops on a cycle of causes', () => {
    const first = new Error('a');
    const second = new Error('b', { cause: first });
    Object.assign(first, { cause: second });
    expect(chunkLoadFailure(first)).toBeUndefined();
  });
});

describe('needsDocumentLoad', () => {
  it('is true when the files are gone or the module loader failed, false when offline', () => {
    expect(needsDocumentLoad(new ChunkLoadError('missing', 'x'))).toBe(true);
    expect(needsDocumentLoad(new ChunkLoadError('import', 'x'))).toBe(true);
    expect(needsDocumentLoad(new RouteLoadError('x', new ChunkLoadError('offline', 'x')))).toBe(
      false,
    );
    expect(needsDocumentLoad(new Error('render bug'))).toBe(false);
  });
});
