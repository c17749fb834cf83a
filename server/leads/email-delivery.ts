// Mails one lead to LEADS_NOTIFY_EMAIL through the SMTP_URL server (nodemailer, a connection per
// email): plain text only (email-message.ts), from "<brand> website" at LEADS_MAIL_FROM, Reply-To
// the visitor, and a Message-ID made of the reference and the event, the same on every attempt, so
// that a mail program files a repeat as the same message. smtp:// upgrades with STARTTLS whenever
// the server offers it. An error says what went wrong with its code and causes (error-cause.ts),
// and never carries the SMTP password on to the outbox's log and table.
import nodemailer from 'nodemailer';
import { site } from '../../shared/site';
import { errorCause } from '../error-cause';
import { leadEmail } from './email-message';
import type { EmailSettings } from './email-settings';
import type { SendDelivery } from './outbox-worker';

/** `message` with every spelling of `secret` a server or library might echo replaced. */
function withoutSecret(message: string, secret: string | undefined): string {
  if (!secret) return message;
  const spellings = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
  return spellings.reduce((text, spelling) => text.split(spelling).join('[secret]'), message);
}

export function createEmailSender(settings: EmailSettings): SendDelivery {
  const { smtp } = settings;
  const password = smtp.password?.reveal();
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: password ?? '' },
  });
  const domain = settings.from.slice(settings.from.lastIndexOf('@') + 1);

  return async ({ event, lead }, signal) => {
    const email = leadEmail(lead, event);
    try {
      await transport.sendMail({
        from: { name: `${site.name} website`, address: settings.from },
        to: settings.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        messageId: `<${lead.reference}.${event}@${domain}>`,
        signal,
      });
    } catch (error) {
      throw new Error(withoutSecret(errorCause(error), password));
    }
  };
}
