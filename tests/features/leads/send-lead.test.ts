import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEADS_ENDPOINT } from '../../../shared/leads/lead-api-contract';
import { sendLead } from '../../../src/features/leads/send-lead';

const answer = (status: number, body?: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined
      ? new Response('<html>Bad gateway</html>', { status })
      : Response.json(body, { status }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('sendLead', () => {
  it('posts the body as JSON, as it was given', async () => {
    const fetch = answer(201, { reference: 'RM-2026-7KQ4MZ' });
    vi.stubGlobal('fetch', fetch);
    expect(await sendLead({ kind: 'contact', idempotencyKey: 'k' })).toEqual({
      kind: 'sent',
      reference: 'RM-2026-7KQ4MZ',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(LEADS_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'contact', idempotencyKey: 'k' });
  });

  it("passes on a quote's update token for its second step", async () => {
    vi.stubGlobal('fetch', answer(201, { reference: 'RM-2026-7KQ4MZ', updateToken: 'abc' }));
    expect(await sendLead({ kind: 'quote' })).toEqual({
      kind: 'sent',
      reference: 'RM-2026-7KQ4MZ',
      updateToken: 'abc',
    });
  });

  it('reports field errors from a 400', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'Check', errors: { email: 'Bad email' } }));
    expect(await sendLead({})).toEqual({
      kind: 'invalid',
      message: 'Check',
      errors: { email: 'Bad email' },
    });
  });

  it("reports a 409 as a conflict, with the server's message for the form to show", async () => {
    const message = 'This form was already sent with different answers.';
    vi.stubGlobal('fetch', answer(409, { message }));
    expect(await sendLead({})).toEqual({ kind: 'conflict', message });
  });

  it('has its own message for a 409 without a readable body', async () => {
    vi.stubGlobal('fetch', answer(409));
    const result = await sendLead({});
    expect(result.kind).toBe('conflict');
    expect(result).toHaveProperty('message', expect.stringMatching(/different answers/));
  });

  it("reports other failures as rejected, with the server's message or a fallback", async () => {
    vi.stubGlobal('fetch', answer(429, { message: 'Please wait a minute.' }));
    expect(await sendLead({})).toEqual({ kind: 'rejected', message: 'Please wait a minute.' });
    vi.stubGlobal('fetch', answer(502));
    expect(await sendLead({})).toEqual({
      kind: 'rejected',
      message: expect.stringMatching(/try again/),
    });
  });

  it('reports a network failure as offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendLead({})).toEqual({ kind: 'offline' });
  });
});
