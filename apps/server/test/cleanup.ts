/**
 * Removes what a test file created on the server, whatever made the request (`call`, the typed
 * client or plain fetch): fetch is wrapped, every 201 of a creating operation is remembered with
 * the operation that deletes it, and `removeCreated` (run by the file's `server.close()`) deletes
 * them again, newest first. A backend shared with other files and later runs so keeps only what it
 * had. Only uploaded images stay: the contract has no operation that deletes one.
 */
import { contract } from './contract-validator.ts';

interface Removal {
  /** The deleting operation, for the message when it fails. */
  operationId: string;
  method: string;
  path: string;
  /** Lower goes first: team members and admins before what they belong to. */
  rank: number;
}

/**
 * Each creating operation, the operation that deletes what it created and where the deleting
 * path's parameters come from: the created record's `id`, or a parameter of the creating path.
 */
const DELETES: Record<string, { operationId: string; rank: number; params: Record<string, 'id' | string> }> =
  {
    addTeamMember: { operationId: 'removeTeamMember', rank: 0, params: { id: 'id', memberId: 'created' } },
    createAdmin: { operationId: 'deleteAdmin', rank: 1, params: { id: 'created' } },
    createBlogPost: { operationId: 'deleteBlogPost', rank: 2, params: { id: 'created' } },
    saveSupportItem: { operationId: 'deleteSupportItem', rank: 2, params: { tab: 'tab', id: 'created' } },
    saveSocialLink: { operationId: 'deleteSocialLink', rank: 2, params: { id: 'created' } },
    createEnterprise: { operationId: 'deleteEnterprise', rank: 3, params: { id: 'created' } },
    createBlogCategory: { operationId: 'deleteBlogCategory', rank: 3, params: { id: 'created' } },
    createStripePlan: { operationId: 'deleteStripePlan', rank: 3, params: { id: 'created' } },
    createSubscriptionPlan: { operationId: 'deleteSubscriptionPlan', rank: 3, params: { id: 'created' } },
    createRole: { operationId: 'deleteRole', rank: 4, params: { id: 'created' } },
    createPermission: { operationId: 'deletePermission', rank: 5, params: { id: 'created' } },
  };

const operations = contract.operations.map((operation) => ({
  ...operation,
  names: [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
  pattern: new RegExp(`^/api${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
}));
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

/** Per server origin, what to delete. */
const pending = new Map<string, Removal[]>();

/** The id of the record a 201 answer carries: `{ success, message, <record>: { id, … } }`. */
function createdId(body: unknown): string | number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const value of Object.values(body)) {
    if (value && typeof value === 'object' && 'id' in value) {
      const id = (value as { id: unknown }).id;
      if (typeof id === 'number' || typeof id === 'string') return id;
    }
  }
  return undefined;
}

async function remember(method: string, url: URL, response: Response): Promise<void> {
  const creating = operations.find(
    (operation) =>
      operation.method.toUpperCase() === method &&
      DELETES[operation.operationId] &&
      operation.pattern.test(url.pathname),
  );
  if (!creating) return;
  const plan = DELETES[creating.operationId];
  const deleting = plan && byId.get(plan.operationId);
  if (!plan || !deleting) return;
  const id = createdId(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  if (id === undefined) return;
  const values = creating.pattern.exec(url.pathname)?.slice(1) ?? [];
  const fromPath = Object.fromEntries(creating.names.map((name, index) => [name, values[index] ?? '']));
  const path = deleting.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const source = plan.params[name];
    return encodeURIComponent(String(source === 'created' ? id : (fromPath[source ?? name] ?? '')));
  });
  const list = pending.get(url.origin) ?? [];
  pending.set(url.origin, list);
  list.push({ operationId: plan.operationId, method: deleting.method.toUpperCase(), path, rank: plan.rank });
}

const original = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await original(input, init);
  if (response.status === 201) {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    await remember(method, new URL(request?.url ?? String(input)), response);
  }
  return response;
};

/**
 * Deletes what the file created on the server at `baseUrl`, with an admin token holding every
 * permission. Something already gone (404) is fine; any other refusal is reported as a leak.
 */
export async function removeCreated(baseUrl: string, token: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const list = pending.get(origin) ?? [];
  pending.delete(origin);
  // Newest first within a rank (stable sort over the reversed list).
  const order = [...list].reverse().sort((a, b) => a.rank - b.rank);
  const leaks: string[] = [];
  for (const removal of order) {
    const response = await original(`${origin}/api${removal.path}`, {
      method: removal.method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 204 && response.status !== 404)
      leaks.push(`${removal.operationId} ${removal.path}: ${response.status}`);
  }
  if (leaks.length) throw new Error(`The run could not delete what it created:\n${leaks.join('\n')}`);
}

/** Whether the file has created anything not yet removed on the server at `baseUrl`. */
export function hasCreated(baseUrl: string): boolean {
  return (pending.get(new URL(baseUrl).origin)?.length ?? 0) > 0;
}
