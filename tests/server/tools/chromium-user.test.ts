import { describe, expect, it } from 'vitest';
import { chooseChromiumUser } from '../../../server/tools/chromium-user';

const PASSWD = [
  'root:x:0:0:root:/root:/bin/bash',
  'toor:x:0:0:root again:/root:/bin/sh',
  'lighthouse:x:998:997::/nonexistent:/usr/sbin/nologin',
  'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
].join('\n');

describe('chooseChromiumUser', () => {
  it('runs Chromium as the server’s own user when that is not root', () => {
    expect(chooseChromiumUser({ isRoot: false, name: 'lighthouse', passwd: PASSWD })).toEqual({
      ok: true,
      user: undefined,
    });
  });

  it('runs Chromium as nobody for root, or as LIGHTHOUSE_USER', () => {
    expect(chooseChromiumUser({ isRoot: true, name: undefined, passwd: PASSWD })).toEqual({
      ok: true,
      user: { name: 'nobody', uid: 65534, gid: 65534 },
    });
    expect(chooseChromiumUser({ isRoot: true, name: ' lighthouse ', passwd: PASSWD })).toEqual({
      ok: true,
      user: { name: 'lighthouse', uid: 998, gid: 997 },
    });
  });

  it('refuses, saying how to fix it, when root has no such user or names root', () => {
    const noNobody = chooseChromiumUser({ isRoot: true, name: '', passwd: PASSWD.split('\n')[0]! });
    expect(noNobody).toEqual({
      ok: false,
      message:
        'Speed tests from an address cannot run on this server: it runs as root, and Chromium would run as "nobody", which is not in /etc/passwd. Set LIGHTHOUSE_USER to an unprivileged user (or create the user "nobody"), or start the server as a user other than root. Meanwhile, run Lighthouse in your own Chrome and upload the report.',
    });
    expect(chooseChromiumUser({ isRoot: true, name: 'toor', passwd: PASSWD })).toMatchObject({
      ok: false,
      message: expect.stringContaining('Chromium may not run as "toor", which is root'),
    });
    expect(chooseChromiumUser({ isRoot: true, name: 'nobod', passwd: PASSWD })).toMatchObject({
      ok: false,
    });
  });
});
