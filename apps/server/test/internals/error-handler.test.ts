import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/http/error-handler.ts';

/**
 * Malformed JSON from a client is its mistake (400); a SyntaxError raised anywhere else is the
 * server's fault (500). A bare Fastify with only the error handler keeps the two cases apart.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandler(app);
  app.post('/echo', async (request) => request.body);
  app.get('/broken-stored-json', async () => JSON.parse('{"unterminated": '));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('the error handler', () => {
  it('answers 400 malformed_json to a request body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'malformed_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 400 malformed_json to a body the parser rejects for prototype poisoning', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'malformed_json' });
  });

  it('answers 500 internal_error to a SyntaxError thrown by a handler, without its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken-stored-json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on the server.',
    });
  });
});
