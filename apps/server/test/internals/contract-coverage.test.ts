import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allHandlers } from '../../src/routes/index.ts';
import { contract } from '../contract-validator.ts';

/**
 * Every contract operation is implemented and tested. Without a handler an operation would still
 * be routed and answer 501 `not_implemented`, so only this test notices; without a test naming
 * it, nothing checks its behaviour beyond the generic robustness and permission sweeps.
 */

// The server's test folder, of which this file's folder (internals) is one tier.
const testDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path.relative(testDir, fileURLToPath(import.meta.url));
const testSources = readdirSync(testDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts') && name !== thisFile)
  .map((name) => readFileSync(path.join(testDir, name), 'utf8'))
  .join('\n');

const operationIds = contract.operations.map((operation) => operation.operationId);

describe('contract coverage', () => {
  it('has the 81 operations of the specs, the audit log, the two resets, the 6 session operations (sign-in, me, refresh, sign-out, password change, user sign-in) the 8 of two-factor sign-in the 3 of email (test email, deliveries, user registration), the Stripe webhook and the 2 probes (health, readiness)', () => {
    expect(operationIds).toHaveLength(104);
  });

  it('has a handler for every contract operation', () => {
    const withoutHandler = operationIds.filter((id) => !Object.hasOwn(allHandlers, id));
    expect(withoutHandler).toEqual([]);
  });

  it('has no handler for an operation the contract does not define', () => {
    const strayHandlers = Object.keys(allHandlers).filter((id) => !operationIds.includes(id));
    expect(strayHandlers).toEqual([]);
  });

  it('calls every contract operation by name in at least one server test', () => {
    const untested = operationIds.filter((id) => !new RegExp(`['"\`]${id}['"\`]`).test(testSources));
    expect(untested).toEqual([]);
  });
});
