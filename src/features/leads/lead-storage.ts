// Where the forms keep what visitors typed: a draft per form while they type (cleared on success),
// and an outbox of submissions made offline, sent when the connection returns.
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

export function loadOutbox(): QueuedLead[] {
  return readJson(
    'local',
    OUTBOX_KEY,
    (value) =>
      Array.isArray(value)
        ? value.filter(
            (item): item is QueuedLead =>
              isRecord(item) &&
              (item.kind === 'quote' || item.kind === 'contact') &&
              isRecord(item.body),
          )
        : [],
    [],
  );
}

export function saveOutbox(items: QueuedLead[]): void {
  if (items.length === 0) removeKey('local', OUTBOX_KEY);
  else writeJson('local', OUTBOX_KEY, items);
}
