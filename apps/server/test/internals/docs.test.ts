import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../contract-validator.ts';
import { startServer, type TestServer } from '../harness.ts';

/**
 * The reference server's /api/docs page (Swagger UI): every operation's summary says what it
 * needs, the page loads our filter plugin from a file (its CSP allows no inline script), and
 * the filter finds operations by permission, operationId, method and path as well as by tag.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

type Operation = { summary: string; description: string };

describe('/api/docs', () => {
  it('ends every summary with the permission, "admin token" or "public", and says it in the description', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const shown = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
    const summary = (operationId: string) => {
      const { path, method } = contract.byId.get(operationId) ?? { path: '', method: '' };
      return shown.paths[path]?.[method.toLowerCase()]?.summary;
    };
    expect(summary('listUsers')).toBe('List users · users.read');
    expect(summary('adminLogin')).toMatch(/ · public$/);
    expect(summary('getCurrentAdmin')).toMatch(/ · admin token$/);
    for (const operation of contract.operations) {
      const item = shown.paths[operation.path]?.[operation.method.toLowerCase()];
      expect(item?.summary, operation.operationId).toMatch(/ · (public|admin token|[a-z]+\.(read|write))$/);
      expect(item?.description, operation.operationId).toMatch(/^\*\*(Needs|Public)/);
    }
  });

  it('loads the filter plugin from a file under a policy without inline scripts', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs/`);
    const html = await page.text();
    expect(html).toContain('/theme/operation-filter.js');
    expect(html).toContain('/theme/docs.css');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const initializer = await (
      await fetch(`${server.baseUrl}/api/docs/static/swagger-initializer.js`)
    ).text();
    expect(initializer).toContain('"filter":true');
    expect(initializer).toContain(
      '"plugins":[SwaggerUIBundle.plugins.DownloadUrl,window.AacOperationFilter]',
    );
    const plugin = await fetch(`${server.baseUrl}/api/docs/static/theme/operation-filter.js`);
    expect(plugin.status).toBe(200);
  });
});

/** The few Immutable.js methods Swagger UI's operation lists offer the filter. */
class Fake<K, V> {
  constructor(readonly entries: Array<[K, V]>) {}
  get size() {
    return this.entries.length;
  }
  get(key: K) {
    return this.entries.find(([k]) => k === key)?.[1];
  }
  set(key: K, value: V) {
    return new Fake(this.entries.map(([k, v]) => [k, k === key ? value : v] as [K, V]));
  }
  map<W>(fn: (value: V, key: K) => W) {
    return new Fake(this.entries.map(([k, v]) => [k, fn(v, k)] as [K, W]));
  }
  filter(fn: (value: V, key: K) => boolean) {
    return new Fake(this.entries.filter(([k, v]) => fn(v, k)));
  }
}
const map = (record: Record<string, unknown>) => new Fake(Object.entries(record));
const list = (items: unknown[]) => new Fake(items.map((item, index) => [index, item] as [number, unknown]));

describe('the operation filter of /api/docs', () => {
  const source = readFileSync(new URL('../../src/docs/operation-filter.js', import.meta.url), 'utf8');
  const window: {
    AacOperationFilter?: (system: { React: object }) => {
      fn: { opsFilter: (ops: unknown, phrase: string) => Fake<string, Fake<string, unknown>> };
    };
  } = {};
  runInNewContext(source, { window });
  const opsFilter = window.AacOperationFilter?.({ React: {} }).fn.opsFilter;

  // Two tags as Swagger UI groups them, with the operations the contract gives them.
  const tagged = new Fake(
    ['Users', 'Roles'].map((tag) => [
      tag,
      map({
        operations: list(
          contract.operations
            .filter((operation) =>
              (contract.document.paths as Record<string, Record<string, { tags: string[] }>>)[
                operation.path
              ]?.[operation.method.toLowerCase()]?.tags.includes(tag),
            )
            .map((operation) =>
              map({
                path: operation.path,
                method: operation.method.toLowerCase(),
                operation: map({
                  operationId: operation.operationId,
                  summary: `${operation.operationId} summary`,
                  'x-permission': operation.permission,
                }),
              }),
            ),
        ),
      }),
    ]),
  );
  const found = (phrase: string) => {
    const result = opsFilter?.(tagged, phrase);
    return (result?.entries ?? []).flatMap(([, group]) =>
      (group.get('operations') as Fake<number, Fake<string, Fake<string, unknown>>>).entries.map(
        ([, entry]) => entry.get('operation')?.get('operationId'),
      ),
    );
  };

  it('has a placeholder short enough for the filter box on a 375 px phone', () => {
    // 311 px inside the box there at 16 px, about 7 px a character in a sans-serif: 42 characters
    // (282 px, measured in Chromium) leave room for wider system fonts.
    const placeholder = /placeholder: '([^']*)'/.exec(source)?.[1] ?? '';
    expect(placeholder).toMatch(/permission/);
    expect(placeholder.length).toBeLessThanOrEqual(42);
  });

  it('finds operations by permission, operationId, method and path, and whole tags by name', () => {
    expect(found('roles.write').sort()).toEqual(
      contract.operations
        .filter((op) => op.permission === 'roles.write' && op.path.startsWith('/admin/roles'))
        .map((op) => op.operationId)
        .sort(),
    );
    expect(found('createrole')).toEqual(['createRole']);
    expect(found('DELETE /admin/users')).toEqual(['deleteUser']);
    expect(found('users').length).toBeGreaterThan(found('users.read').length);
    expect(found('nothing matches this')).toEqual([]);
    expect(found('')).toHaveLength(found('users').length + found('roles').length);
  });
});
