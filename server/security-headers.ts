// The security headers every response carries: a CSP with no 'unsafe-inline' scripts (the theme
// script and the page-loading scripts are allowed by their hashes; WebAssembly may compile, for
// content search), frame-ancestors 'none' and X-Frame-Options: DENY to match, nosniff, a referrer
// policy and a permissions policy that turns off the powerful features the site never uses.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = {},
): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
