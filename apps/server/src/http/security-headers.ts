import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (the admin app, the API, errors). The built app
 * is only files of its own origin: no inline script, no injected <style>, no plugins, not
 * frameable. Images come from this origin only (uploads, demo pictures; data: and blob: for the
 * app's own drawings and a picture previewed before upload): an image address on another host,
 * which an admin, or a user through a child's photo, could have stored, would tell that host who
 * opens the admin and when. The app refuses such an address before saving and shows a stored one
 * as a notice instead of loading it.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy as the header says it, with more script and style sources allowed (a page's inline
 * script and stylesheet, by their hashes): what helmet sends, written out for the responses that
 * need more.
 */
export function contentSecurityPolicy(extra: {
  scripts?: readonly string[];
  styles?: readonly string[];
}): string {
  const added: Record<string, readonly string[]> = {
    'script-src': extra.scripts ?? [],
    'style-src': extra.styles ?? [],
  };
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [directive, ...sources, ...(added[directive] ?? [])].join(' '))
    .join(';');
}

/**
 * Uploaded and demo pictures are data from users: never sniffed into HTML, and if a browser is
 * pointed at one directly it renders in a sandbox with nothing allowed to run.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Strict-Transport-Security, sent only on requests that arrived over TLS (see installSecurityHeaders). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (helmet): CSP, nosniff, X-Frame-Options DENY,
 * Referrer-Policy no-referrer, cross-origin isolation of the window. HSTS only when the request
 * came over https (directly, or through a trusted proxy's X-Forwarded-Proto): sent over plain
 * http it would be ignored by browsers, and on localhost it would pin https for every port.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/uploads/') || pathname.startsWith('/demo/')) {
      reply.header('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY);
      // Pictures may be shown by a public site on another origin (the blog's covers).
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });
}
