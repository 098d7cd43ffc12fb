// @vitest-environment node
// (reads the contract file from disk; nothing here needs a DOM)
/**
 * The rules the contract states once for every operation (its info description and shared
 * components) agree with the operations themselves: the token rule names exactly the public and
 * permission-free operations, the permission table lists exactly the `x-permission` vocabulary
 * (each permission once), and every 409 has an example written for its operation.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PERMISSION_NAME_PATTERN } from '@aac/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Operation {
  operationId: string;
  security?: unknown[];
  'x-permission'?: string;
  responses: Record<string, { $ref?: string }>;
}
interface ErrorExample {
  error: string;
  message: string;
}
interface Response {
  content: {
    'application/json': { example?: ErrorExample; examples?: Record<string, { value: ErrorExample }> };
  };
}

const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
const contract = parse(readFileSync(contractPath, 'utf8')) as {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, Response>;
    schemas: Record<string, { properties: Record<string, { pattern?: string }> }>;
  };
};
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((method) => {
    const op = item[method];
    return op ? [{ method: method.toUpperCase(), path, op }] : [];
  }),
);
const description = contract.info.description;
/** The text of one `## Heading` section of the info description. */
const section = (heading: string) =>
  description.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';

describe('the token rule', () => {
  it('names as public exactly the operations with security: []', () => {
    const publicOps = operations.filter(({ op }) => op.security?.length === 0);
    const line =
      section('Tokens')
        .split('\n- ')
        .find((entry) => entry.startsWith('**Public**')) ?? '';
    for (const { method, path } of publicOps) expect(line).toContain(`\`${method} ${path}\``);
    expect(line.match(/`(GET|POST|PUT|DELETE) [^`]+`/g)).toHaveLength(publicOps.length);
  });

  it('names as admin-token-only exactly the signed-in operations without a permission', () => {
    const tokenOnly = operations.filter(({ op }) => op.security?.length !== 0 && !op['x-permission']);
    const entry =
      section('Tokens')
        .split('\n- ')
        .find((text) => text.startsWith('**An admin token**')) ?? '';
    // The list follows the colon; before it the entry says where the token comes from.
    const line = entry.slice(entry.indexOf('nothing more:'));
    for (const { method, path } of tokenOnly) expect(line).toContain(`\`${method} ${path}\``);
    expect(line.match(/`(GET|POST|PUT|DELETE) [^`]+`/g)).toHaveLength(tokenOnly.length);
  });
});

describe('the permission vocabulary', () => {
  it('lists every x-permission once, and nothing else', () => {
    const used = new Set(operations.flatMap(({ op }) => (op['x-permission'] ? [op['x-permission']] : [])));
    const listed = section('Permissions').match(/`[a-z]+\.(read|write)`/g) ?? [];
    expect([...listed].sort()).toEqual([...used].map((name) => `\`${name}\``).sort());
    expect(used.size).toBe(32);
  });

  it("is written in the dotted form a new permission must take (PermissionInput.name, the forms' check)", () => {
    const pattern = contract.components.schemas.PermissionInput?.properties.name?.pattern;
    // The forms check the same pattern before sending.
    expect(pattern).toBe(PERMISSION_NAME_PATTERN.source);
    const used = operations.flatMap(({ op }) => (op['x-permission'] ? [op['x-permission']] : []));
    for (const name of used) expect(name).toMatch(new RegExp(pattern ?? '^$', 'u'));
    expect('Reports Export!!').not.toMatch(new RegExp(pattern ?? '', 'u'));
  });
});

describe('409 answers', () => {
  const conflicting = operations.filter(({ op }) => op.responses['409']);

  it.each(conflicting.map(({ op }) => [op.operationId, op] as const))(
    '%s has a 409 of its own, or the shared list-full one',
    (operationId, op) => {
      expect([`#/components/responses/Conflict.${operationId}`, '#/components/responses/ListFull']).toContain(
        op.responses['409']?.$ref,
      );
    },
  );

  it('shows the conflict code and a message in every example, and leaves no 409 response unused', () => {
    const names = Object.keys(contract.components.responses).filter((name) => name.startsWith('Conflict'));
    const used = new Set(conflicting.map(({ op }) => op.responses['409']?.$ref?.split('/').at(-1)));
    expect(names.filter((name) => !used.has(name))).toEqual([]);
    for (const name of [...names, 'ListFull']) {
      const json = contract.components.responses[name]?.content['application/json'];
      const examples = json?.example
        ? [json.example]
        : Object.values(json?.examples ?? {}).map((e) => e.value);
      expect(examples.length, name).toBeGreaterThan(0);
      for (const example of examples) {
        expect(example.error, name).toBe('conflict');
        expect(example.message, name).toMatch(/\.$/);
      }
    }
  });
});
