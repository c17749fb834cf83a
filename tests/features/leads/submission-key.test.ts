import { describe, expect, it } from 'vitest';
import {
  freshSubmissionKey,
  keyAfterResult,
  keyForAnswers,
} from '../../../src/features/leads/submission-key';
import type { SendResult } from '../../../src/features/leads/send-lead';

/** Keys key-1, key-2... in order, so a test can tell which key a state holds. */
const keyMaker = () => {
  let made = 0;
  return () => `key-${(made += 1)}`;
};

const answers = { kind: 'contact', name: 'Asha Rao', subject: 'SEO', consent: true };

describe('the idempotency key a form sends', () => {
  it('is the fresh key on the first attempt', () => {
    const makeKey = keyMaker();
    const first = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    expect(first.idempotencyKey).toBe('key-1');
  });

  it('stays the same when the same answers are sent again after a failure', () => {
    const makeKey = keyMaker();
    let state = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    for (const failure of ['rejected', 'invalid', 'offline'] as const) {
      state = keyAfterResult(state, failure, makeKey);
      state = keyForAnswers(state, { ...answers }, makeKey);
      expect(state.idempotencyKey).toBe('key-1');
    }
  });

  it('does not care in which order the answers were filled in', () => {
    const makeKey = keyMaker();
    const sent = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    const reordered = { consent: true, subject: 'SEO', name: 'Asha Rao', kind: 'contact' };
    expect(keyForAnswers(sent, reordered, makeKey).idempotencyKey).toBe('key-1');
  });

  it.each<SendResult['kind']>(['rejected', 'invalid', 'offline'])(
    'is a fresh one when any answer changed after a failed attempt (%s)',
    (failure) => {
      const makeKey = keyMaker();
      const sent = keyAfterResult(
        keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey),
        failure,
        makeKey,
      );
      const changed = keyForAnswers(sent, { ...answers, subject: 'SEO audit' }, makeKey);
      expect(changed.idempotencyKey).toBe('key-2');
      // ...and that new key is kept for retries of the changed answers.
      const retried = keyForAnswers(changed, { ...answers, subject: 'SEO audit' }, makeKey);
      expect(retried.idempotencyKey).toBe('key-2');
    },
  );

  it('is a fresh one when a field is added or emptied, not only edited', () => {
    const makeKey = keyMaker();
    const sent = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    expect(keyForAnswers(sent, { ...answers, phone: '98450 12345' }, makeKey).idempotencyKey).toBe(
      'key-2',
    );
    expect(keyForAnswers(sent, { ...answers, subject: '' }, makeKey).idempotencyKey).toBe('key-3');
  });

  it('keeps the key when answers are changed back to what was sent with it', () => {
    const makeKey = keyMaker();
    const sent = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    expect(keyForAnswers(sent, answers, makeKey).idempotencyKey).toBe('key-1');
  });

  it('is a fresh one after a conflict, even for unchanged answers', () => {
    const makeKey = keyMaker();
    const sent = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    const afterConflict = keyAfterResult(sent, 'conflict', makeKey);
    expect(afterConflict).toEqual({ idempotencyKey: 'key-2' });
    expect(keyForAnswers(afterConflict, answers, makeKey).idempotencyKey).toBe('key-2');
  });

  it('keeps the state after a success', () => {
    const makeKey = keyMaker();
    const sent = keyForAnswers(freshSubmissionKey(makeKey), answers, makeKey);
    expect(keyAfterResult(sent, 'sent', makeKey)).toBe(sent);
  });
});
