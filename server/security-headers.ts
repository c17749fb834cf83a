// The security headers every response carries: a CSP with no 'unsafe-inline' scripts (the theme
// script and the page-loading scripts are allowed by their hashes; WebAssembly may compile, for
// content search), frame-ancestors 'none' and X-Frame-Options: DENY to match, nosniff, a referrer
// policy and a permissions policy that turns off the powerful features the site never uses.
// Helmet's middleware is built once, at start, and run on every request (@fastify/helmet built it
// anew for each request, parsing the whole policy again: a tenth of a lead's CPU under load).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { THEME_SCRIPT } from '../shared/inline-scripts/theme-script';
import { SCRIPT_LOADER_SCRIPT } from '../shared/inline-scripts/script-loader-script';
import { STYLESHEET_LOADER_SCRIPT } from '../shared/inline-scripts/stylesheet-loader-script';

export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), display-capture=()';

export interface SecurityOptions {
  /** Extra origins the page may send data to (the monitoring service, when enabled). */
  connectOrigins?: string[];
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets content search compile Pagefind's WebAssembly (and nothing else:
        // eval and new Function stay blocked).
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          scriptHash(THEME_SCRIPT),
          scriptHash(STYLESHEET_LOADER_SCRIPT),
          scriptHash(SCRIPT_LOADER_SCRIPT),
        ],
        // Inline style attributes come from React and the toast library; no inline scripts run.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Helmet's default, SAMEORIGIN, would let browsers that read only X-Frame-Options frame the
    // site within itself: DENY says what frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws rather than passing an error on (since 8.1), so it only ever calls on.
    setHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done(null, payload);
  });
}
