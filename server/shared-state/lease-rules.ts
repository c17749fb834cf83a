// Who gets a shared place, decided from the rows of the leases table (one per place held or
// request waiting): the same rules as the in-memory places (tools/visitor-places.ts). At most
// `size` held, at most `perVisitor` of them one visitor's; a free place goes to the longest waiter
// whose visitor is under its share, so a newcomer jumps no waiter that could take it.
import type { PlacesOptions } from '../tools/visitor-places';

export interface LeaseRow {
  id: string;
  visitor: string;
  state: 'held' | 'waiting';
}

export type LeaseOutcome = 'hold' | 'wait' | 'yours' | 'busy';

/**
 * What request `me` gets, given the live rows of its places in the order they queued (its own row
 * among them when it is already waiting).
 */
export function decideLease(
  rows: readonly LeaseRow[],
  me: { id: string; visitor: string },
  options: Pick<PlacesOptions, 'size' | 'perVisitor' | 'queueOwn' | 'maxWaiting'>,
): LeaseOutcome {
  const held = rows.filter((row) => row.state === 'held');
  const heldBy = (visitor: string) => held.filter((row) => row.visitor === visitor).length;
  const canHold = (visitor: string) =>
    held.length < options.size && heldBy(visitor) < options.perVisitor;
  const myIndex = rows.findIndex((row) => row.id === me.id && row.state === 'waiting');
  const waitingAlready = myIndex >= 0;
  const others = rows.filter((row) => row.state === 'waiting' && row.id !== me.id);
  if (!waitingAlready && !options.queueOwn) {
    const mine = heldBy(me.visitor) + others.filter((row) => row.visitor === me.visitor).length;
    if (mine >= options.perVisitor) return 'yours';
  }
  const ahead = waitingAlready
    ? rows.slice(0, myIndex).filter((row) => row.state === 'waiting')
    : others;
  if (canHold(me.visitor) && !ahead.some((row) => canHold(row.visitor))) return 'hold';
  if (!waitingAlready && others.length >= options.maxWaiting) return 'busy';
  return 'wait';
}
