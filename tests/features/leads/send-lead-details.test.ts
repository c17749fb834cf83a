import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_DETAILS_ENDPOINT } from '../../../shared/leads/lead-api-contract';
import { sendLeadDetails } from '../../../src/features/leads/send-lead-details';

const REFERENCE = 'RM-2026-7KQ4MZ';
const details = { reference: REFERENCE, token: 't', company: 'Sharma Sweets' };

const answer = (status: number, body?: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined
      ? new Response('<html>Bad gateway</html>', { status })
      : Response.json(body, { status }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('sendLeadDetails', () => {
  it('posts the details with the reference and token as JSON', async () => {
    const fetch = answer(200, { reference: REFERENCE });
    vi.stubGlobal('fetch', fetch);
    expect(await sendLeadDetails(details)).toEqual({ kind: 'added' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(LEAD_DETAILS_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(details);
  });

  it('reports field errors from a 400', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'Check', errors: { email: 'Bad email' } }));
    expect(await sendLeadDetails(details)).toEqual({
      kind: 'invalid',
      message: 'Check',
      errors: { email: 'Bad email' },
    });
  });

  it("reports a closed lead, a wrong token and other failures with the server's message", async () => {
    vi.stubGlobal('fetch', answer(409, { message: 'This quote request already has its details.' }));
    expect(await sendLeadDetails(details)).toEqual({
      kind: 'refused',
      message: 'This quote request already has its details.',
    });
    vi.stubGlobal('fetch', answer(502));
    expect(await sendLeadDetails(details)).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/still here/),
    });
  });

  it('never takes an answer about another lead as added', async () => {
    vi.stubGlobal('fetch', answer(200, { reference: 'RM-2026-AAAAAA' }));
    expect((await sendLeadDetails(details)).kind).toBe('refused');
  });

  it('reports a network failure as offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendLeadDetails(details)).toEqual({ kind: 'offline' });
  });
});
