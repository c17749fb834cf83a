// Where the forms keep what visitors typed: a draft per form while they type (cleared on success),
// and an outbox of submissions made offline, sent when the connection returns (lead-outbox.ts):
// leads, and quotes' second steps.
import { STORAGE_PREFIX } from '../../../shared/site';
import { readJson, removeKey, writeJson } from '../../lib/safe-storage';
import type { LeadKind } from '../../../shared/leads/lead-fields';
import { OUTBOX_KEY } from './outbox-key';

export const draftKey = (kind: LeadKind): string => `${STORAGE_PREFIX}${kind}-draft`;

export interface Draft {
  values: Record<string, unknown>;
}

export interface QueuedLead {
  kind: LeadKind;
  body: Record<string, unknown>;
}

/**
 * A quote's second step, made offline: its fields, and `lead`, the idempotency key of the first
 * step it belongs to, whose `reference` and `token` it carries once that step is sent.
 */
export interface QueuedDetails {
  kind: 'details';
  body: Record<string, unknown> & { lead: string; reference?: string; token?: string };
}

export type OutboxItem = QueuedLead | QueuedDetails;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function loadDraft(kind: LeadKind): Draft | undefined {
  return readJson(
    'local',
    draftKey(kind),
    (value) => (isRecord(value) && isRecord(value.values) ? { values: value.values } : undefined),
    undefined,
  );
}

export const saveDraft = (kind: LeadKind, draft: Draft): boolean =>
  writeJson('local', draftKey(kind), draft);
export const clearDraft = (kind: LeadKind): void => removeKey('local', draftKey(kind));

export function loadOutbox(): OutboxItem[] {
  return readJson(
    'local',
    OUTBOX_KEY,
    (value) =>
      Array.isArray(value)
        ? value.filter(
            (item): item is OutboxItem =>
              isRecord(item) &&
              (item.kind === 'quote' || item.kind === 'contact' || item.kind === 'details') &&
              isRecord(item.body),
          )
        : [],
    [],
  );
}

export function saveOutbox(items: OutboxItem[]): void {
  if (items.length === 0) removeKey('local', OUTBOX_KEY);
  else writeJson('local', OUTBOX_KEY, items);
}

/** Queues a lead made offline, in place of an earlier copy under the same idempotency key. */
export function queueLead(lead: QueuedLead): void {
  const others = loadOutbox().filter(
    (item) => item.body.idempotencyKey !== lead.body.idempotencyKey,
  );
  saveOutbox([...others, lead]);
}
