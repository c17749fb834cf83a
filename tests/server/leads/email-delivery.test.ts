// The email sender against a mail server on loopback that offers STARTTLS with a certificate no
// one vouches for: the sender takes the upgrade (rather than send in the clear) and refuses the
// certificate, so nothing is delivered and the outbox will try again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailSender } from '../../../server/leads/email-delivery';
import { createTestMailbox } from './test-mailbox';
import type { TestMailbox } from './test-mailbox';

describe('createEmailSender', () => {
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await createTestMailbox({ startTls: true });
    await mailbox.start();
  });

  afterAll(() => mailbox.stop());

  it('upgrades with STARTTLS when the server offers it, and checks the certificate', async () => {
    const send = createEmailSender({
      smtp: { host: '127.0.0.1', port: mailbox.port, secure: false },
      to: ['sales@agency.example'],
      from: 'leads@agency.example',
    });
    const delivery = send(
      {
        event: 'created',
        lead: {
          reference: 'RM-2026-7KQ4MG',
          kind: 'contact',
          createdAt: new Date(),
          payload: { name: 'Meera', email: 'meera@example.in', message: 'Hello there' },
        },
      },
      AbortSignal.timeout(10_000),
    );
    await expect(delivery).rejects.toThrow(/certificate/i);
    expect(mailbox.messages).toHaveLength(0);
  }, 30_000);
});
