import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, startServer, type TestServer } from './harness.ts';

/**
 * Issue 38: a refused request says what is wrong in plain words, one sentence per field that
 * names it, never the schema's own text (`must match pattern "^[a-z0-9_-]+$"`, `must be <= 100`).
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});

afterAll(async () => {
  await server?.close();
});

interface ErrorBody {
  error: string;
  message: string;
  details: Array<{ path: string; message: string }>;
}

/** Nothing an admin reads may look like a schema: no pointers, patterns or Ajv's comparison words. */
const RAW = /must match pattern|must NOT|must be [<>]=|\^\[|\/[a-z_]+ must|Invalid request/;

const plan = { name: 'School', plan_key: 'school_plan', plan_type: 'enterprise' };

async function refusedPlan(body: Record<string, unknown>) {
  const result = await call<ErrorBody>(server, 'createStripePlan', { token, body: { ...plan, ...body } });
  expect(result.status).toBe(400);
  expect(result.body.error).toBe('validation_failed');
  expect(result.body.message).not.toMatch(RAW);
  for (const detail of result.body.details) expect(detail.message).not.toMatch(RAW);
  return result.body;
}

describe('validation messages are plain words', () => {
  it('says which characters a plan key may contain', async () => {
    const body = await refusedPlan({ plan_key: 'school year!' });
    expect(body.details).toEqual([
      {
        path: '/plan_key',
        message:
          'Plan key can contain only lowercase letters, digits, hyphens (-) and underscores (_), with no spaces.',
      },
    ]);
    expect(body.message).toBe(`Check the highlighted fields. ${body.details[0]?.message}`);
  });

  it('says the longest length, the range and the cents of money', async () => {
    const body = await refusedPlan({
      plan_key: 'k'.repeat(51),
      yearly_discount_percentage: 150,
      price_monthly: -5,
      max_children: 1_000_000,
      price_yearly: 9.999,
    });
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: '/plan_key', message: 'Plan key must be at most 50 characters long.' },
        { path: '/yearly_discount_percentage', message: 'Yearly discount percentage must be 100 or less.' },
        { path: '/price_monthly', message: 'Price monthly must be 0 or more.' },
        { path: '/max_children', message: 'Max children must be 999,999 or less.' },
        { path: '/price_yearly', message: 'Price yearly must have at most two decimals (whole cents).' },
      ]),
    );
  });

  it('names a missing field, a field of the wrong kind and a field not accepted', async () => {
    const result = await call<ErrorBody>(server, 'createStripePlan', {
      token,
      body: { name: 'School', plan_type: 'enterprise', max_children: 'abc', colour: 'red' },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual(
      expect.arrayContaining([
        { path: '/plan_key', message: 'Plan key is required.' },
        { path: '/max_children', message: 'Max children must be a whole number.' },
        { path: '/colour', message: 'Colour is not an accepted field.' },
      ]),
    );
  });

  it('says an email address is expected, and what a blank name is', async () => {
    const result = await call<ErrorBody>(server, 'createStripePlan', {
      token,
      body: { ...plan, name: '   ' },
    });
    expect(result.body.details).toEqual([{ path: '/name', message: 'Name must not be blank.' }]);
  });

  it('says where a problem of the address is', async () => {
    const result = await call<ErrorBody>(server, 'listUsers', { token, query: { page: '0x2' } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(
      "The request's address is not valid. Page must be a whole number written in digits, such as 42.",
    );
  });
});
