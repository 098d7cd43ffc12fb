/**
 * What a run against a remote server (SERVER_BASE_URL) shares between its test files, set up once
 * by the global setup: the super admin's session (one sign-in for the whole run, because sign-in is
 * rate-limited per address), throw-away admins it provisions through the API (a content-style role
 * and a role without permissions) with their sessions, the user's session when that account
 * exists, and a pacer that keeps every sign-in of the run under the server's per-address limit.
 * Everything it creates carries the run's id and is deleted at the end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/config.ts';
import { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } from '../src/seed/users.ts';

/** The permissions of the throw-away "content" admin: those of the demo's content manager. */
export const CONTENT_PERMISSIONS = [
  'blog.read',
  'blog.write',
  'newsletter.read',
  'newsletter.write',
  'support.read',
  'support.write',
  'social.read',
  'social.write',
  'analytics.read',
] as const;

/** The throw-away content admin's label: its role is `${label}_${runId}`, its name "Conformance ${label}". */
export const CONTENT_ADMIN_LABEL = 'conformance_content';

/** The contract's sign-in limit per client address and minute (see the contract's adminLogin). */
export const SIGN_IN_LIMIT_PER_MINUTE = 30;

export interface Account {
  email: string;
  password: string;
}

export interface RemoteSession {
  runId: string;
  superAdminToken: string;
  contentAdmin: Account & { token: string };
  noPermissionsAdmin: Account & { token: string };
  /** '' when the user account cannot sign in (the user-token checks are then skipped). */
  userToken: string;
  /** URL the files ask before each sign-in request; '' in-process. */
  pacerUrl: string;
}

export const remoteAccounts = {
  superAdmin: {
    email: process.env.SERVER_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    password: process.env.SERVER_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
  },
  user: {
    email: process.env.SERVER_USER_EMAIL || DEMO_USER_EMAIL,
    password: process.env.SERVER_USER_PASSWORD || DEMO_USER_PASSWORD,
  },
};

/** A short id that makes this run's names unique on a backend shared with earlier runs. */
export function newRunId(): string {
  return `k${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/**
 * Grants sign-in slots so that no 61-second window holds more than `perMinute` of them, whatever
 * the number of files signing in at once (fixed and sliding one-minute windows both stay under).
 */
export async function startSignInPacer(
  perMinute: number,
  /** Where the slots of the last run against the same server are kept: a run straight after another must count them. */
  memoryFile?: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const granted: number[] = [];
  if (memoryFile && existsSync(memoryFile)) {
    const earlier: unknown = JSON.parse(readFileSync(memoryFile, 'utf8'));
    if (Array.isArray(earlier))
      granted.push(...earlier.filter((at): at is number => typeof at === 'number').sort());
  }
  let queue = Promise.resolve();
  const nextSlot = () => {
    queue = queue.then(async () => {
      for (;;) {
        const now = Date.now();
        while (granted.length && (granted[0] ?? 0) <= now - 61_000) granted.shift();
        if (granted.length < perMinute) {
          granted.push(now);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, (granted[0] ?? now) + 61_000 - now + 10));
      }
    });
    return queue;
  };
  const server = http.createServer((_request, response) => {
    void nextSlot().then(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/slot`,
    close: () =>
      new Promise((resolve) => {
        if (memoryFile) writeFileSync(memoryFile, JSON.stringify(granted));
        server.close(() => resolve());
      }),
  };
}

async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Signs the super admin in, provisions the shared throw-away admins and returns the session with
 * the function that removes them again.
 */
export async function openRemoteSession(
  baseUrl: string,
): Promise<{ session: RemoteSession; close(): Promise<void> }> {
  const pacer = await startSignInPacer(
    Number(process.env.SERVER_SIGN_IN_LIMIT) || SIGN_IN_LIMIT_PER_MINUTE - 4,
    path.join(
      tmpdir(),
      `aac-conformance-sign-ins-${createHash('sha256').update(baseUrl).digest('hex').slice(0, 12)}.json`,
    ),
  );
  const signIn = async (kind: 'admin' | 'user', account: Account) => {
    await fetch(pacer.url);
    const result = await api<{ token?: string; message?: string }>(
      baseUrl,
      'POST',
      kind === 'admin' ? '/admin/auth/login' : '/auth/login',
      account,
    );
    return result;
  };
  const runId = newRunId();
  const admin = await signIn('admin', remoteAccounts.superAdmin).catch(async (error: unknown) => {
    await pacer.close();
    throw new Error(`No answer from ${baseUrl}: ${error instanceof Error ? error.message : error}`);
  });
  if (admin.status !== 200 || !admin.body.token) {
    await pacer.close();
    throw new Error(
      `The super admin ${remoteAccounts.superAdmin.email} cannot sign in at ${baseUrl} (${admin.status} ${admin.body?.message ?? ''}). Give its credentials with --admin-email and --admin-password.`,
    );
  }
  const superAdminToken = admin.body.token;
  const created: { admins: number[]; roles: number[] } = { admins: [], roles: [] };

  const vocabulary = await api<{ permissions: Array<{ id: number; name: string }> }>(
    baseUrl,
    'GET',
    '/admin/permissions',
    undefined,
    superAdminToken,
  );
  const idsOf = (names: readonly string[]) =>
    names.map((name) => {
      const found = vocabulary.body.permissions?.find((permission) => permission.name === name);
      if (!found) throw new Error(`listPermissions has no permission named ${name}`);
      return found.id;
    });
  const provision = async (label: string, permissions: readonly string[]) => {
    const role = await api<{ role: { id: number; name: string } }>(
      baseUrl,
      'POST',
      '/admin/roles',
      { name: `${label}_${runId}`, description: `Conformance run ${runId}`, permissions: idsOf(permissions) },
      superAdminToken,
    );
    if (role.status !== 201)
      throw new Error(`createRole answered ${role.status}: ${JSON.stringify(role.body)}`);
    created.roles.push(role.body.role.id);
    const account = { email: `${label}.${runId}@example.com`, password: 'Conf-Qx7v-Lr9-Pass1!' };
    const made = await api<{ admin: { id: number } }>(
      baseUrl,
      'POST',
      '/admin/admins',
      { ...account, first_name: 'Conformance', last_name: label, role: role.body.role.name },
      superAdminToken,
    );
    if (made.status !== 201)
      throw new Error(`createAdmin answered ${made.status}: ${JSON.stringify(made.body)}`);
    created.admins.push(made.body.admin.id);
    const login = await signIn('admin', account);
    if (login.status !== 200 || !login.body.token)
      throw new Error(`${account.email} cannot sign in: ${login.status}`);
    return { ...account, token: login.body.token };
  };

  const close = async () => {
    for (const id of created.admins)
      await api(baseUrl, 'DELETE', `/admin/admins/${id}`, undefined, superAdminToken);
    for (const id of created.roles)
      await api(baseUrl, 'DELETE', `/admin/roles/${id}`, undefined, superAdminToken);
    await pacer.close();
  };
  try {
    const contentAdmin = await provision(CONTENT_ADMIN_LABEL, CONTENT_PERMISSIONS);
    const noPermissionsAdmin = await provision('conformance_none', []);
    const user = await signIn('user', remoteAccounts.user);
    return {
      session: {
        runId,
        superAdminToken,
        contentAdmin,
        noPermissionsAdmin,
        userToken: user.status === 200 && user.body.token ? user.body.token : '',
        pacerUrl: pacer.url,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
