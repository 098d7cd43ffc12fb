import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VERSIONED_RECORDS, WRITE_TARGETS } from '../src/audit/records.ts';
import { contract, operation } from './contract-validator.ts';
import {
  adminToken,
  call,
  describeInternals,
  signIn,
  startServer,
  type TestServer,
  throwawayAdmin,
} from './harness.ts';

/**
 * Accountability, derived from the contract: every write operation that declares `If-Match`
 * refuses a stale version with 412 and changes nothing, and with the current version goes
 * through and leaves its audit entry (the harness checks the entry of every accepted admin write
 * in every test file). Entries cannot be changed or deleted, and secrets never enter them.
 */

type Json = Record<string, unknown>;

const document = contract.document as { paths: Record<string, Record<string, Json>>; components: Json };

/** The operations whose contract declares the If-Match header. */
const guarded = contract.operations.filter((op) => {
  const raw = document.paths[op.path]?.[op.method.toLowerCase()] as { parameters?: Array<{ $ref?: string }> };
  return (raw.parameters ?? []).some((parameter) => parameter.$ref === '#/components/parameters/IfMatch');
});

function resolve(schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return resolve(((document.components.schemas as Json)[name] as Json) ?? {});
}

/** A body the contract accepts: the request schema's example, else one made of its properties' examples. */
function exampleBody(operationId: string): Json | undefined {
  const op = operation(operationId);
  const raw = document.paths[op.path]?.[op.method.toLowerCase()] as {
    requestBody?: { content?: Record<string, { schema?: Json; example?: Json }> };
  };
  const media = raw.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example) return structuredClone(media.example);
  const schema = resolve(media.schema ?? {});
  if (schema.example) return structuredClone(schema.example as Json);
  const body: Json = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const resolved = resolve(property);
    const value = property.example ?? resolved.example ?? resolved.const ?? (resolved.enum as unknown[])?.[0];
    if (value !== undefined && ((schema.required as string[]) ?? []).includes(name)) body[name] = value;
  }
  return body;
}

/** The body each operation is sent with, where the contract's example does not fit the record. */
const BODIES: Record<string, (row: Json) => Json | undefined> = {
  updateUser: () => ({ last_name: 'Audited' }),
  updateChild: () => ({ ...exampleBody('updateChild'), diagnosis: 'Audited' }),
  updateBlogPost: (row) => ({
    title: `${row.title} (audited)`,
    content: '<p>Audited</p>',
    tags: [],
    status: 'draft',
  }),
  updateBlogCategory: (row) => ({ name: `${row.name} audited`, color: 'blue', icon: 'tag' }),
  saveSupportItem: (row) => ({ ...exampleBody('saveSupportItem'), id: row.id, title: 'Audited article' }),
  saveSocialLink: (row) => ({
    id: row.id,
    platform: 'Audited',
    url: 'https://example.org/audited',
    is_active: true,
  }),
  updateEnterprise: (row) => ({
    ...exampleBody('updateEnterprise'),
    name: `${row.name} audited`,
    email: row.email,
  }),
  updateAdmin: () => ({ last_name: 'Audited' }),
  updateRole: (row) => ({ name: row.name, description: 'Audited', permissions: [] }),
  updatePermission: (row) => ({ name: row.name, description: 'Audited', category: row.category }),
  updateStripePlan: (row) => ({
    ...exampleBody('updateStripePlan'),
    name: `${row.name} audited`,
    plan_key: row.plan_key,
  }),
  updateSubscriptionPlan: (row) => ({
    ...exampleBody('updateSubscriptionPlan'),
    name: `${row.name} audited`,
    plan_key: row.plan_key,
  }),
};

/** Which stored row each operation acts on: one its rules let it change. */
const ROWS: Record<string, string> = {
  deleteUser: 'select * from users order by id desc limit 1',
  cancelUserSubscription:
    "select * from user_subscriptions where status = 'active' order by user_id desc limit 1",
  reactivateUserSubscription: `select * from user_subscriptions
     where status = 'cancel_at_period_end' and current_period_end > now() order by user_id desc limit 1`,
  approveReferralPayout: "select * from referral_payouts where status = 'pending' order by id desc limit 1",
  rejectReferralPayout: "select * from referral_payouts where status = 'pending' order by id limit 1",
  updateScheduledCallStatus:
    "select * from scheduled_calls where status = 'pending' order by id desc limit 1",
  saveSupportItem: "select * from support_items where tab = 'articles' order by id desc limit 1",
  deleteSupportItem: "select * from support_items where tab = 'videos' order by id desc limit 1",
  updateAdmin: `select a.* from admins a join roles r on r.id = a.role_id
     where r.name <> 'super_admin' order by a.id desc limit 1`,
  deleteAdmin: `select a.* from admins a join roles r on r.id = a.role_id
     where r.name <> 'super_admin' order by a.id limit 1`,
  updateRole: "select * from roles where name = 'auditor'",
  deleteRole:
    'select * from roles r where not exists (select 1 from admins a where a.role_id = r.id) order by id desc limit 1',
  updatePermission: 'select * from permissions order by id desc limit 1',
  deletePermission: 'select * from permissions order by id desc limit 1',
  deleteStripePlan: `select p.* from plans p where not exists (select 1 from users u where u.plan_type = p.plan_key)
     order by id desc limit 1`,
  deleteSubscriptionPlan: `select p.* from plans p where not exists (select 1 from users u where u.plan_type = p.plan_key)
     order by id desc limit 1`,
  generateStripeIds: 'select * from plans where stripe_product_id is null order by id desc limit 1',
  updateChildStatus: "select * from children where status = 'active' order by id desc limit 1",
  updatePricingPlanPrice: 'select * from plans where is_active and price_monthly > 0 order by id limit 1',
};

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

describeInternals('every write on a record compares its version', () => {
  it('declares If-Match on exactly the writes the server checks', () => {
    expect(guarded.map((op) => op.operationId).sort()).toEqual(Object.keys(WRITE_TARGETS).sort());
  });

  const db = () => {
    const handle = server.internal?.database.db;
    if (!handle) throw new Error('in-process only');
    return handle;
  };

  for (const op of guarded) {
    it(`${op.operationId}: a stale If-Match answers 412 and changes nothing; the current one goes through`, async () => {
      const target = WRITE_TARGETS[op.operationId];
      if (!target) throw new Error(`no target for ${op.operationId}`);
      const record = VERSIONED_RECORDS[target.resource];
      // A custom permission to change or delete (the built-in ones are refused by rule).
      if (op.operationId === 'updatePermission' || op.operationId === 'deletePermission') {
        await call(server, 'createPermission', {
          token,
          body: {
            name: `audit.check${op.operationId.length}`,
            description: 'For the audit test',
            category: 'general',
          },
        });
      }
      const query =
        ROWS[op.operationId] ?? `select * from ${record.table} order by ${record.key} desc limit 1`;
      const { rows } = await sql<Json>`${sql.raw(query)}`.execute(db());
      const row = rows[0];
      expect(row, `a ${record.table} row for ${op.operationId}`).toBeDefined();
      if (!row) return;
      const key = row[record.key] as number;
      const version = row.version as number;
      const params: Record<string, string | number> = {};
      for (const [, name] of op.path.matchAll(/\{([^}]+)\}/g)) {
        if (name === 'tab') params.tab = row.tab as string;
        else if (name === 'memberId') params.memberId = key;
        else if (name === 'id' && op.operationId.includes('TeamMember'))
          params.id = row.enterprise_id as number;
        else params[name ?? ''] = key;
      }
      const body = (BODIES[op.operationId] ?? (() => exampleBody(op.operationId)))(row);
      const send = (ifMatch: string) =>
        call<Json>(server, op.operationId, { token, params, body, headers: { 'if-match': ifMatch } });

      const stale = await send(`"${version + 5}"`);
      expect(stale.status, JSON.stringify(stale.body)).toBe(412);
      expect(stale.body.error).toBe('precondition_failed');
      expect((stale.body.current as Json).version).toBe(version);
      const after =
        await sql<Json>`select version from ${sql.table(record.table)} where ${sql.ref(record.key)} = ${key}`.execute(
          db(),
        );
      expect(after.rows[0]?.version).toBe(version);
      const staleEntries = await db()
        .selectFrom('audit_log')
        .select('id')
        .where('request_id', '=', stale.headers.get('x-request-id') ?? '')
        .execute();
      expect(staleEntries).toEqual([]);

      const fresh = await send(`"${version}"`);
      expect(fresh.status, JSON.stringify(fresh.body)).toBeLessThan(300);
      const entries = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('request_id', '=', fresh.headers.get('x-request-id') ?? '')
        .execute();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries[0]).toMatchObject({
        action: op.operationId,
        actor_type: 'admin',
        actor_email: 'admin@example.com',
      });
    });
  }
});

describeInternals('the audit trail', () => {
  it('names who changed a record, when and what in a 412, and the log lists the change', async () => {
    const db = server.internal?.database.db;
    if (!db) return;
    const { rows } = await sql<{ id: number; version: number; last_name: string }>`
      select id, version, last_name from users order by id limit 1`.execute(db);
    const user = rows[0];
    if (!user) throw new Error('no user');
    const first = await call<Json>(server, 'updateUser', {
      token,
      params: { id: user.id },
      body: { last_name: 'Hopper' },
      headers: { 'if-match': `"${user.version}"` },
    });
    expect(first.status).toBe(200);
    const second = await call<Json>(server, 'updateUser', {
      token,
      params: { id: user.id },
      body: { last_name: 'Lovelace' },
      headers: { 'if-match': `"${user.version}"` },
    });
    expect(second.status).toBe(412);
    expect(second.body.message).toMatch(/^Ada Administrator changed this user after you opened it/);
    expect(second.body.current).toMatchObject({
      version: user.version + 1,
      changedBy: { name: 'Ada Administrator', email: 'admin@example.com', type: 'admin' },
      changes: { last_name: { from: user.last_name, to: 'Hopper' } },
      record: { id: user.id, last_name: 'Hopper', version: user.version + 1 },
    });

    const log = await call<{ entries: Json[] }>(server, 'listAuditLog', {
      token,
      query: { resource_type: 'user', resource_id: String(user.id) },
    });
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      action: 'updateUser',
      change: 'update',
      actor: { type: 'admin', email: 'admin@example.com', role: 'super_admin' },
      resource_type: 'user',
      resource_id: String(user.id),
      changes: { last_name: { from: user.last_name, to: 'Hopper' } },
      version: user.version + 1,
      request_id: first.headers.get('x-request-id'),
    });
  });

  it('ties the entries of one bulk action together by its X-Batch-Id, and refuses a malformed one', async () => {
    const db = server.internal?.database.db;
    if (!db) return;
    const { rows } = await sql<{ id: number }>`
      select id from newsletter_subscriptions where status = 'active' order by id limit 2`.execute(db);
    expect(rows).toHaveLength(2);
    const batch = crypto.randomUUID();
    const unsubscribe = (id: number, headers: Record<string, string>) =>
      call<Json>(server, 'updateNewsletterSubscription', {
        token,
        params: { id },
        body: { status: 'unsubscribed' },
        headers,
      });
    const malformed = await unsubscribe(rows[0]?.id ?? 0, { 'x-batch-id': 'not a batch' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/X-Batch-Id/),
    });
    for (const row of rows) expect((await unsubscribe(row.id, { 'x-batch-id': batch })).status).toBe(200);
    // One change outside the batch: it carries none.
    const single = await call<Json>(server, 'updateNewsletterSubscription', {
      token,
      params: { id: rows[0]?.id ?? 0 },
      body: { status: 'active' },
    });
    expect(single.status).toBe(200);

    const log = await call<{ entries: Json[] }>(server, 'listAuditLog', { token, query: { batch } });
    expect(log.status).toBe(200);
    expect(log.body.entries.map((entry) => [entry.resource_id, entry.batch_id, entry.action])).toEqual(
      rows.map((row) => [String(row.id), batch, 'updateNewsletterSubscription']).reverse(),
    );
    const recent = await call<{ entries: Json[] }>(server, 'listAuditLog', {
      token,
      query: { resource_type: 'newsletter_subscription', resource_id: String(rows[0]?.id) },
    });
    expect(recent.body.entries[0]).toMatchObject({ changes: { status: { to: 'active' } }, batch_id: null });
  });

  it('records sign-ins, refused sign-ins and sign-outs with the address and browser', async () => {
    const db = server.internal?.database.db;
    if (!db) return;
    const admin = await throwawayAdmin(server, 'trail');
    try {
      const wrong = await call(server, 'adminLogin', {
        body: { email: admin.email, password: 'not-the-password-1' },
        headers: { 'user-agent': 'Audit test browser' },
      });
      expect(wrong.status).toBe(401);
      const session = await signIn(server, { email: admin.email, password: admin.password });
      const out = await call(server, 'adminLogout', { token: session });
      expect(out.status).toBe(200);
      const entries = await db
        .selectFrom('audit_log')
        .select([
          'action',
          'actor_type',
          'actor_email',
          'resource_type',
          'resource_id',
          'changes',
          'ip',
          'user_agent',
        ])
        .where('resource_type', '=', 'admin')
        .where('resource_id', '=', String(admin.id))
        .where('action', 'in', ['adminLoginFailed', 'adminLogin', 'adminLogout'])
        .orderBy('id')
        .execute();
      expect(entries.map((entry) => [entry.action, entry.actor_type, entry.actor_email])).toEqual([
        ['adminLoginFailed', 'anonymous', admin.email],
        ['adminLogin', 'admin', admin.email],
        ['adminLogout', 'admin', admin.email],
      ]);
      expect(entries[0]?.changes).toEqual({ reason: { from: null, to: 'refused' } });
      expect(entries[0]?.user_agent).toBe('Audit test browser');
      expect(entries[0]?.ip).toBeTruthy();
    } finally {
      await admin.remove();
    }
  });

  it('refuses to change or delete an entry, even to the database user of the app', async () => {
    const db = server.internal?.database.db;
    if (!db) return;
    await expect(sql`update audit_log set action = 'nothing'`.execute(db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/cannot be changed/);
  });

  it('records that a secret changed, never the secret', async () => {
    const db = server.internal?.database.db;
    if (!db) return;
    const saved = await call(server, 'updateSettings', {
      token,
      body: {
        settings: {
          email: { smtpPassword: 'Sm7p-secret-value' },
          integrations: { stripeWebhookSecret: 'whsec_audit_secret_value' },
        },
      },
    });
    expect(saved.status).toBe(200);
    const created = await call<{ admin: { id: number } }>(server, 'createAdmin', {
      token,
      body: {
        first_name: 'Audit',
        last_name: 'Secret',
        email: 'audit.secret@example.com',
        password: 'Correct-Horse-Battery-9',
        role: 'content_manager',
      },
    });
    expect(created.status).toBe(201);
    const { rows } = await sql<{ changes: Json; request_id: string }>`
      select changes, request_id from audit_log
       where request_id in (${saved.headers.get('x-request-id')}, ${created.headers.get('x-request-id')})`.execute(
      db,
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Sm7p-secret-value');
    expect(text).not.toContain('whsec_audit_secret_value');
    expect(text).not.toContain('Correct-Horse-Battery-9');
    expect(text).not.toContain('$argon2');
    expect(rows.map((row) => row.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 'values.smtpPassword': { changed: true } }),
        expect.objectContaining({ 'values.stripeWebhookSecret': { changed: true } }),
        expect.objectContaining({ password_hash: { changed: true } }),
      ]),
    );
  });
});

describeInternals('settings groups', () => {
  it('save the groups sent only, each against its own version', async () => {
    const read = await call<{ versions: Record<string, number> }>(server, 'getSettings', { token });
    const { general, security } = read.body.versions;
    const one = await call<{ versions: Record<string, number> }>(server, 'updateSettings', {
      token,
      body: { settings: { general: { siteName: 'Audited site' } }, versions: { general } },
    });
    expect(one.status).toBe(200);
    expect(one.body.versions.general).toBe((general ?? 0) + 1);
    // Another admin, who read the same versions, saves the security group: no collision.
    const other = await call(server, 'updateSettings', {
      token,
      body: { settings: { security: { maxLoginAttempts: 6 } }, versions: { security } },
    });
    expect(other.status).toBe(200);
    // A third save of general from the old version is refused and changes nothing.
    const stale = await call<Json>(server, 'updateSettings', {
      token,
      body: { settings: { general: { siteName: 'Overwritten' } }, versions: { general } },
    });
    expect(stale.status).toBe(412);
    const now = await call<{ settings: { general: { siteName: string } } }>(server, 'getSettings', { token });
    expect(now.body.settings.general.siteName).toBe('Audited site');
    await call(server, 'updateSettings', {
      token,
      body: { settings: { security: { maxLoginAttempts: 5 } } },
    });
  });
});
