// The CSP the server sends: scripts from the site and the hashes of the three inline scripts only
// (theme, stylesheet loader, script loader), WebAssembly allowed to compile (content search runs
// Pagefind's), and no eval of strings; no framing, said the same way by X-Frame-Options.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { scriptHash } from '../../server/security-headers';
import { THEME_SCRIPT } from '../../shared/inline-scripts/theme-script';
import { SCRIPT_LOADER_SCRIPT } from '../../shared/inline-scripts/script-loader-script';
import { STYLESHEET_LOADER_SCRIPT } from '../../shared/inline-scripts/stylesheet-loader-script';
import { makeFixtureDist } from './fixture-dist';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false });
});
afterAll(() => app.close());

const directives = async (): Promise<Map<string, string>> => {
  const response = await app.inject({ method: 'GET', url: '/' });
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(' ');
      return [name, values.join(' ')];
    }),
  );
};

describe('content security policy', () => {
  it("lets WebAssembly compile but never evaluates strings: 'wasm-unsafe-eval', no 'unsafe-eval'", async () => {
    const policy = await directives();
    expect(policy.get('script-src')).toBe(
      [
        "'self' 'wasm-unsafe-eval'",
        scriptHash(THEME_SCRIPT),
        scriptHash(STYLESHEET_LOADER_SCRIPT),
        scriptHash(SCRIPT_LOADER_SCRIPT),
      ].join(' '),
    );
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
  });

  it("forbids framing everywhere: frame-ancestors 'none' and X-Frame-Options: DENY agree", async () => {
    expect((await directives()).get('frame-ancestors')).toBe("'none'");
    for (const url of ['/', '/missing', '/api/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});
