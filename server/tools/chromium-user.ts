// Which user runs the Chromium of local Lighthouse runs. Chromium renders strangers' pages, so it
// runs with its sandbox, which refuses root: a server running as root starts Chromium as
// LIGHTHOUSE_USER (a user name from /etc/passwd), else as `nobody`; a server running as any
// other user starts it as itself (LIGHTHOUSE_USER is then not used: only root may switch). When
// root has no such user, local runs are refused with a message that says how to fix it.
import { readFileSync } from 'node:fs';

export interface ChromiumUser {
  name: string;
  uid: number;
  gid: number;
}

/** `user` undefined: Chromium runs as the server's own user. */
export type ChromiumUserChoice =
  { ok: true; user: ChromiumUser | undefined } | { ok: false; message: string };

export const DEFAULT_CHROMIUM_USER = 'nobody';

/** The user named `name` in passwd-format `passwd` text, if any. */
function findUser(passwd: string, name: string): ChromiumUser | undefined {
  for (const line of passwd.split('\n')) {
    const [entry, , uid, gid] = line.split(':');
    if (entry === name && /^\d+$/.test(uid ?? '') && /^\d+$/.test(gid ?? ''))
      return { name, uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

export function chooseChromiumUser(options: {
  isRoot: boolean;
  /** LIGHTHOUSE_USER; `nobody` when unset. */
  name: string | undefined;
  passwd: string;
}): ChromiumUserChoice {
  if (!options.isRoot) return { ok: true, user: undefined };
  const name = options.name?.trim() || DEFAULT_CHROMIUM_USER;
  const user = findUser(options.passwd, name);
  const refuse = (why: string): ChromiumUserChoice => ({
    ok: false,
    message:
      `Speed tests from an address cannot run on this server: it runs as root, and ${why}. ` +
      'Set LIGHTHOUSE_USER to an unprivileged user (or create the user "nobody"), or start the ' +
      'server as a user other than root. Meanwhile, run Lighthouse in your own Chrome and upload ' +
      'the report.',
  });
  if (!user) return refuse(`Chromium would run as "${name}", which is not in /etc/passwd`);
  if (user.uid === 0) return refuse(`Chromium may not run as "${name}", which is root`);
  return { ok: true, user };
}

/** The choice for this process, from /etc/passwd. */
export function systemChromiumUser(name: string | undefined): ChromiumUserChoice {
  const isRoot = process.getuid?.() === 0;
  let passwd = '';
  try {
    if (isRoot) passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    // no passwd file: no user to switch to
  }
  return chooseChromiumUser({ isRoot, name, passwd });
}
