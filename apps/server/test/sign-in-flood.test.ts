import { afterAll, beforeAll, describe, expect } from 'vitest';
import { HASHING_AT_ONCE, HASHING_QUEUE, hashingLoad } from '../src/auth/passwords.ts';
import { adminToken, call, itInternals, startServer, type TestServer } from './harness.ts';

/**
 * A flood of sign-ins, from many addresses each under its own limit, must not starve the rest of
 * the API: password hashing runs a few at a time behind a short queue, and past it a sign-in is
 * answered 503 with Retry-After at once. (Measured: the users list during a flood of 120 took
 * 3.8 s with every core hashing; the bound keeps the cores for the rest of the API.)
 */

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

describe('a sign-in flood', () => {
  itInternals('is turned away past the hashing queue while other requests are answered', async () => {
    let most = { running: 0, waiting: 0 };
    const sampler = setInterval(() => {
      const load = hashingLoad();
      most = { running: Math.max(most.running, load.running), waiting: Math.max(most.waiting, load.waiting) };
    }, 2);
    try {
      const flood = Array.from({ length: 120 }, (_, index) =>
        call<{ error: string }>(server, 'adminLogin', {
          body: { email: `nobody-${index}@flood.example.org`, password: `Guess-${index}-password` },
        }),
      );
      const list = await call(server, 'listUsers', { token, query: { limit: 10 } });
      const answers = await Promise.all(flood);

      expect(list.status).toBe(200);
      // Never more hashing at once than the workers, never a longer queue than its bound.
      expect(most.running).toBeGreaterThan(0);
      expect(most.running).toBeLessThanOrEqual(HASHING_AT_ONCE);
      expect(most.waiting).toBeLessThanOrEqual(HASHING_QUEUE);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.body.error).toBe('service_unavailable');
      expect(busy[0]?.headers.get('retry-after')).toBe('1');
      // The others were checked: wrong credentials, 401.
      expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(
        HASHING_AT_ONCE,
      );
    } finally {
      clearInterval(sampler);
    }
  });
});
