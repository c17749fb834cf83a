// Reads the lead email's settings: SMTP_URL (the mail server and its login), LEADS_NOTIFY_EMAIL
// (who gets each lead) and LEADS_MAIL_FROM (the sender; by default the SMTP login when it is an
// address, else the first recipient). A wrong value throws a message that says what is accepted and
// never repeats SMTP_URL, which holds the password.
import { z } from 'zod';
import { SecretText } from './secret-text';

export interface SmtpServer {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte. smtp://: plain, upgraded with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: SecretText;
}

export interface EmailSettings {
  smtp: SmtpServer;
  /** One or more addresses; each lead is one email to all of them. */
  to: string[];
  from: string;
}

const SMTP_URL_FORM =
  'Write it as smtp://user:password@smtp.example.com:587 (STARTTLS when the server offers it) ' +
  'or smtps://user:password@smtp.example.com:465 (TLS from the start), with @, : or / in the ' +
  'user name or password written as %40, %3A and %2F.';

const isAddress = (value: string): boolean => z.email().safeParse(value).success;

function addresses(name: string, value: string): [string, ...string[]] {
  const [first, ...rest] = value.split(/[\s,;]+/).filter(Boolean);
  if (first === undefined) throw new Error(`${name} must name at least one email address.`);
  const list: [string, ...string[]] = [first, ...rest];
  const wrong = list.find((address) => !isAddress(address));
  if (wrong !== undefined)
    throw new Error(
      `${name} must be email addresses separated by commas; "${wrong}" is not an email address.`,
    );
  return list;
}

const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(
      `SMTP_URL has a % that is not an escape (write % itself as %25). ${SMTP_URL_FORM}`,
    );
  }
};

/** The mail server SMTP_URL names. Throws without quoting the value. */
export function parseSmtpUrl(value: string): SmtpServer {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url) throw new Error(`SMTP_URL is not a URL. ${SMTP_URL_FORM}`);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://. ${SMTP_URL_FORM}`);
  if (!url.hostname) throw new Error(`SMTP_URL names no server. ${SMTP_URL_FORM}`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash)
    throw new Error(`SMTP_URL takes no path or ?options after the port. ${SMTP_URL_FORM}`);
  if (url.password && !url.username)
    throw new Error(`SMTP_URL has a password but no user name. ${SMTP_URL_FORM}`);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && { user: decoded(url.username) }),
    ...(url.password && { password: new SecretText(decoded(url.password)) }),
  };
}

/** The email settings from the environment, or undefined when leads are not mailed. */
export function readEmailSettings(env: NodeJS.ProcessEnv): EmailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  const notify = env.LEADS_NOTIFY_EMAIL?.trim();
  const from = env.LEADS_MAIL_FROM?.trim();
  if (!smtpUrl && !notify) {
    if (from)
      throw new Error('LEADS_MAIL_FROM is set but SMTP_URL and LEADS_NOTIFY_EMAIL are not.');
    return undefined;
  }
  if (!smtpUrl)
    throw new Error(
      `LEADS_NOTIFY_EMAIL needs SMTP_URL, the mail server that sends the leads. ${SMTP_URL_FORM}`,
    );
  if (!notify)
    throw new Error('SMTP_URL needs LEADS_NOTIFY_EMAIL: the address or addresses leads go to.');
  const smtp = parseSmtpUrl(smtpUrl);
  const to = addresses('LEADS_NOTIFY_EMAIL', notify);
  const [sender, ...more] = from ? addresses('LEADS_MAIL_FROM', from) : [];
  if (more.length > 0) throw new Error('LEADS_MAIL_FROM must be one email address.');
  const login = smtp.user !== undefined && isAddress(smtp.user) ? smtp.user : undefined;
  return { smtp, to, from: sender ?? login ?? to[0] };
}
