// Which idempotency key a lead form sends. A retry of the same answers keeps its key, so a
// submission that reached the server before its answer was lost is not stored twice; answers that
// differ from those already sent with the key get a fresh one, because the lead API refuses a key
// reused with other answers (409). Pure: the form hook keeps the state and makes the keys.
import { canonicalJson } from '../../../shared/leads/canonical-json';
import type { SendResult } from './send-lead';

export interface SubmissionKey {
  /** The key to send with the next attempt. */
  idempotencyKey: string;
  /** The answers already sent with this key (canonical JSON), if any were. */
  sentAnswers?: string;
}

/** A key no attempt has used yet. */
export const freshSubmissionKey = (makeKey: () => string): SubmissionKey => ({
  idempotencyKey: makeKey(),
});

/** The key state to send `answers` with: the same key unless other answers went out with it. */
export function keyForAnswers(
  state: SubmissionKey,
  answers: object,
  makeKey: () => string,
): SubmissionKey {
  const sentAnswers = canonicalJson(answers);
  const reusable = state.sentAnswers === undefined || state.sentAnswers === sentAnswers;
  return { idempotencyKey: reusable ? state.idempotencyKey : makeKey(), sentAnswers };
}

/**
 * The key state after an attempt. A conflict means the server holds other answers under this key,
 * so even unchanged answers need a fresh key to be sent again; any other outcome keeps the state.
 */
export const keyAfterResult = (
  state: SubmissionKey,
  result: SendResult['kind'],
  makeKey: () => string,
): SubmissionKey => (result === 'conflict' ? freshSubmissionKey(makeKey) : state);
