import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer is shared by every caller for a few seconds (see below). */
    publicCache?: boolean;
  }
}

/**
 * The public, unauthenticated reads (GET /blog/categories) answer everyone the same, and a
 * crowd of anonymous callers must not slow the admins down: their answer is kept for `seconds`
 * in this instance and told to browsers and CDNs for as long. Any successful change made through
 * this instance drops it at once, so an admin sees their own edit; another instance's copy is
 * at most `seconds` old. This is only a cache: nothing is lost when an instance goes away.
 */
export function installPublicReadCache(app: FastifyInstance, seconds: number): void {
  if (seconds <= 0) return;
  const answers = new Map<string, { body: string; expires: number }>();

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.publicCache) return;
    const cached = answers.get(request.url);
    if (!cached || cached.expires <= Date.now()) return;
    reply.header('x-cache', 'hit');
    reply.header('cache-control', `public, max-age=${Math.ceil((cached.expires - Date.now()) / 1000)}`);
    reply.type('application/json; charset=utf-8');
    return reply.send(cached.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.publicCache || reply.statusCode !== 200) return payload;
    if (reply.getHeader('x-cache') === 'hit' || typeof payload !== 'string') return payload;
    answers.set(request.url, { body: payload, expires: Date.now() + seconds * 1000 });
    if (answers.size > 100) answers.delete(answers.keys().next().value ?? '');
    reply.header('cache-control', `public, max-age=${seconds}`);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) answers.clear();
  });
}
