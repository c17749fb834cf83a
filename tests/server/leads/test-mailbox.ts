// A mail server on 127.0.0.1 for the lead email tests (the smtp-server package): it keeps every
// message it accepts, parsed by mailparser, checks one login when given one, and can be stopped and
// started again on the same port, to play a mail server that is down for a while.
import net from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailbox {
  port: number;
  /** Every message accepted so far, in order. */
  messages: ParsedMail[];
  /** Logins the server refused. */
  refusedLogins: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestMailboxOptions {
  login?: { user: string; password: string };
  /** Offer STARTTLS (with smtp-server's own self-signed certificate). Off by default. */
  startTls?: boolean;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A mailbox on a free loopback port, not yet started. */
export async function createTestMailbox(options: TestMailboxOptions = {}): Promise<TestMailbox> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const mailbox: TestMailbox = {
    port,
    messages: [],
    refusedLogins: 0,
    async start() {
      server = new SMTPServer({
        authOptional: !options.login,
        allowInsecureAuth: true,
        disabledCommands: options.startTls ? [] : ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === options.login?.user && auth.password === options.login?.password)
            return callback(null, { user: auth.username });
          mailbox.refusedLogins += 1;
          callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              mailbox.messages.push(parsed);
              callback();
            },
            (error: unknown) => callback(error as Error),
          );
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  return mailbox;
}
