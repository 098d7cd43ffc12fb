import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from './contract-validator.ts';
import { adminToken, call, itInternals, startServer, type TestServer } from './harness.ts';

/**
 * Ids are `format: int32` in the contract (the database's integer columns): an id past
 * 2,147,483,647 names no record and is refused as invalid input (400 `validation_failed`),
 * where the largest int32 is a well-formed id that simply does not exist (404).
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

const INT32_MAX = 2_147_483_647;

/** Ids numbered as bigint on purpose: audit entries outgrow int32, and no operation takes one as input. */
const BIGINT_IDS = new Set(['listAuditLog/200/properties/entries/items/id']);

describe('ids are int32', () => {
  // Reads the contract file, not the server: checked in-process only, never a remote pass.
  itInternals('declares every id property and id path parameter with format int32', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
      if (
        properties?.id?.type === 'integer' &&
        properties.id.format !== 'int32' &&
        !BIGINT_IDS.has(`${where}/id`)
      )
        untyped.push(`${where}/id`);
      for (const [key, value] of Object.entries(record)) visit(value, `${where}/${key}`);
    };
    for (const operation of contract.operations) {
      visit(operation.responseSchemas, operation.operationId);
      visit(operation.bodySchema, operation.operationId);
      for (const [name, schema] of Object.entries(
        (operation.pathSchema?.properties ?? {}) as Record<string, Record<string, unknown>>,
      )) {
        if (schema.type === 'integer' && schema.format !== 'int32')
          untyped.push(`${operation.operationId} {${name}}`);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('refuses a path id past int32 with 400 and answers 404 for the largest int32', async () => {
    const tooLarge = await call<{ error: string; details: Array<{ path: string }> }>(
      server,
      'getUserSubscription',
      {
        token,
        params: { id: INT32_MAX + 1 },
      },
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toBe('validation_failed');
    expect(tooLarge.body.details.map((detail) => detail.path)).toContain('/id');
    const largest = await call<{ error: string }>(server, 'getUserSubscription', {
      token,
      params: { id: INT32_MAX },
    });
    expect(largest.status).toBe(404);
    expect(largest.body.error).toBe('not_found');
  });

  it('refuses an id past int32 in a body (a role permission id) with 400', async () => {
    const result = await call<{ error: string; details: Array<{ path: string }> }>(server, 'createRole', {
      token,
      body: { name: 'never_created', permissions: [INT32_MAX + 1] },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
    expect(result.body.details.map((detail) => detail.path)).toContain('/permissions/0');
  });
});
