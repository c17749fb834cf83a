// The rules for a shared place, on rows as the leases table would hold them.
import { describe, expect, it } from 'vitest';
import { decideLease, type LeaseRow } from '../../../server/shared-state/lease-rules';

const crawls = { size: 3, perVisitor: 1, queueOwn: false, maxWaiting: 3 };
const held = (id: string, visitor: string): LeaseRow => ({ id, visitor, state: 'held' });
const waiting = (id: string, visitor: string): LeaseRow => ({ id, visitor, state: 'waiting' });

describe('decideLease', () => {
  it('grants a free place, and refuses a visitor its second at once', () => {
    expect(decideLease([], { id: 'a', visitor: 'v1' }, crawls)).toBe('hold');
    expect(decideLease([held('a', 'v1')], { id: 'b', visitor: 'v1' }, crawls)).toBe('yours');
    expect(decideLease([waiting('a', 'v1')], { id: 'b', visitor: 'v1' }, crawls)).toBe('yours');
  });

  it('makes a newcomer wait when every place is held, and refuses it when the queue is full', () => {
    const full = [held('a', 'v1'), held('b', 'v2'), held('c', 'v3')];
    expect(decideLease(full, { id: 'd', visitor: 'v4' }, crawls)).toBe('wait');
    const queue = [...full, waiting('d', 'v4'), waiting('e', 'v5'), waiting('f', 'v6')];
    expect(decideLease(queue, { id: 'g', visitor: 'v7' }, crawls)).toBe('busy');
  });

  it('gives a freed place to the longest waiter, not to a newcomer or a later waiter', () => {
    const rows = [held('a', 'v1'), held('b', 'v2'), waiting('d', 'v4'), waiting('e', 'v5')];
    expect(decideLease(rows, { id: 'x', visitor: 'v9' }, crawls)).toBe('wait');
    expect(decideLease(rows, { id: 'e', visitor: 'v5' }, crawls)).toBe('wait');
    expect(decideLease(rows, { id: 'd', visitor: 'v4' }, crawls)).toBe('hold');
  });

  it('lets a waiter past one whose visitor holds its share (queueOwn places)', () => {
    const fetches = { size: 3, perVisitor: 1, queueOwn: true, maxWaiting: 10 };
    const rows = [held('a', 'v1'), waiting('b', 'v1'), waiting('c', 'v2')];
    expect(decideLease(rows, { id: 'c', visitor: 'v2' }, fetches)).toBe('hold');
    expect(decideLease(rows, { id: 'b', visitor: 'v1' }, fetches)).toBe('wait');
  });
});
