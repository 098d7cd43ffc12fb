import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  expectConflict,
  isRemote,
  named,
  need,
  runId,
  startServer,
  type TestServer,
} from './harness.ts';

/** An email of this file: as written in-process, carrying the run's id remotely (emails are unique). */
const mail = (local: string, domain: string) => `${local}${isRemote ? `.${runId}` : ''}@${domain}`;

interface Enterprise {
  id: number;
  name: string;
  email: string;
  contact_person: string;
  phone: string | null;
  max_children: number;
  max_team_members: number;
  is_active: boolean;
  subscription_plan: string;
  billing_address: string | null;
  notes: string | null;
  created_at: string;
  current_children: number;
  current_team_members: number;
}
interface EnterpriseList {
  enterprises: Enterprise[];
  pagination: { total: number; page: number; limit: number; pages: number };
}
interface TeamMember {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: 'teacher' | 'coordinator' | 'admin';
  is_active: boolean;
  created_at: string;
}
interface ErrorBody {
  error: string;
  message: string;
  details?: Array<{ path: string }>;
}
type EnterpriseResult = { success: true; message: string; enterprise: Enterprise } & ErrorBody;
type MemberResult = { success: true; message: string; team_member: TeamMember } & ErrorBody;

let server: TestServer;
let token: string;
/**
 * Enterprises of the file's own (deleted after it, with their members): one at its team limit with
 * a member of each role, one a member short of it, and an inactive one without members, so the
 * checks hold on any backend, whatever enterprises it has.
 */
const own = { full: 0, near: 0, idle: 0 };
const ownTeam = {
  name: named('Kit Team'),
  email: mail('team', 'kit-team.example.org'),
  contact: named('Tess Kitson'),
};
const ownIdle = { name: named('Kit Idle'), email: mail('idle', 'kit-idle.example.org') };
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
  const made = async (body: Record<string, unknown>) => {
    const result = await create({ max_children: 5, ...body });
    if (result.status !== 201)
      throw new Error(`createEnterprise: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.enterprise.id;
  };
  own.full = await made({
    name: ownTeam.name,
    email: ownTeam.email,
    contact_person: ownTeam.contact,
    max_team_members: 3,
  });
  own.near = await made({
    name: named('Kit Near'),
    email: mail('near', 'kit-near.example.org'),
    contact_person: 'Nia Near',
    max_team_members: 3,
  });
  own.idle = await made({ ...ownIdle, contact_person: 'Ida Idle', max_team_members: 2, is_active: false });
  for (const [id, role, local] of [
    [own.full, 'admin', 'ann'],
    [own.full, 'teacher', 'tom'],
    [own.full, 'coordinator', 'cleo'],
    [own.near, 'teacher', 'nat'],
    [own.near, 'coordinator', 'noor'],
  ] as const) {
    const member = await addMember(id, {
      first_name: local,
      last_name: 'Kit',
      email: mail(local, 'kit.example.org'),
      role,
    });
    if (member.status !== 201)
      throw new Error(`addTeamMember: ${member.status} ${JSON.stringify(member.body)}`);
  }
});
afterAll(async () => {
  await server?.close();
});

const list = (query: Record<string, string | number> = {}) =>
  call<EnterpriseList>(server, 'listEnterprises', { token, query });
const allEnterprises = async () => (await list({ limit: 100 })).body.enterprises;
const create = (body: Record<string, unknown>) =>
  call<EnterpriseResult>(server, 'createEnterprise', { token, body });
const members = async (id: number) => {
  const result = await call<{ team_members: TeamMember[] }>(server, 'listTeamMembers', {
    token,
    params: { id },
  });
  expect(result.status).toBe(200);
  return result.body.team_members;
};
const addMember = (id: number, body: Record<string, unknown>) =>
  call<MemberResult>(server, 'addTeamMember', { token, params: { id }, body });

/** Every field platform §5 requires; the limits are the form's starting values (platform §9). */
const required = {
  name: named('Acme Learning'),
  email: mail('office', 'acme.example.org'),
  contact_person: 'Rita Acme',
  max_children: 50,
  max_team_members: 10,
};

describe('listEnterprises', () => {
  it('answers a page of 10 newest first with { total, page, limit, pages } (platform §7, §9)', async () => {
    const result = await list();
    expect(result.status).toBe(200);
    // More than a page: the demo seed's eleven, or any backend's with the file's own three.
    expect(result.body.pagination.total).toBeGreaterThan(isRemote ? 2 : 10);
    expect(result.body.enterprises).toHaveLength(Math.min(10, result.body.pagination.total));
    expect(result.body.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(result.body.pagination.pages).toBe(Math.ceil(result.body.pagination.total / 10));
    const dates = result.body.enterprises.map((enterprise) => enterprise.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('computes current_team_members, with enterprises at and near their limits', async () => {
    const mine = (await list({ search: 'kit-', limit: 100 })).body.enterprises;
    const byId = (id: number) => mine.find((enterprise) => enterprise.id === id);
    expect(byId(own.full)).toMatchObject({
      current_team_members: 3,
      max_team_members: 3,
      current_children: 0,
    });
    expect(byId(own.near)).toMatchObject({ current_team_members: 2, max_team_members: 3 });
    expect(byId(own.idle)).toMatchObject({ current_team_members: 0, current_children: 0 });
    expect((await members(own.full)).length).toBe(3);
  });

  it('computes current_children of an enterprise that has children', async ({ skip }) => {
    // No operation assigns a child: an enterprise of the backend's own that has children (the
    // demo seed's district, at both limits).
    const all = await allEnterprises();
    const withChildren = need(
      isRemote
        ? all.find((enterprise) => enterprise.current_children > 0)
        : all.find((enterprise) => enterprise.name === 'Riverside School District'),
      'enterprise with children (among the newest 100)',
      skip,
    );
    if (!isRemote)
      expect(withChildren).toMatchObject({
        current_children: 50,
        max_children: 50,
        current_team_members: 10,
        max_team_members: 10,
      });
    expect(withChildren.current_children).toBeGreaterThan(0);
    expect(withChildren.current_children).toBeLessThanOrEqual(withChildren.max_children);
    expect((await members(withChildren.id)).length).toBe(withChildren.current_team_members);
  });

  it('searches name, email and contact person case-insensitively, and filters by status', async () => {
    const byName = await list({ search: ownTeam.name.toUpperCase() });
    expect(byName.body.enterprises.map((e) => e.id)).toEqual([own.full]);
    const byContact = await list({ search: ownTeam.contact.toLowerCase() });
    expect(byContact.body.enterprises.map((e) => e.id)).toEqual([own.full]);
    const byEmail = await list({ search: ownIdle.email.split('@')[1] ?? '' });
    expect(byEmail.body.enterprises.map((e) => e.id)).toEqual([own.idle]);

    const inactive = await list({ status: 'inactive', limit: 100 });
    expect(inactive.body.pagination.total).toBeGreaterThan(0);
    expect(inactive.body.enterprises.every((e) => !e.is_active)).toBe(true);
    const active = await list({ status: 'active', limit: 100 });
    expect(active.body.enterprises.every((e) => e.is_active)).toBe(true);
    expect(active.body.pagination.total + inactive.body.pagination.total).toBe(
      (await list()).body.pagination.total,
    );

    const combined = await list({ status: 'inactive', search: 'kit-' });
    expect(combined.body.enterprises.map((e) => e.id)).toContain(own.idle);
    expect(combined.body.enterprises.map((e) => e.id)).not.toContain(own.full);
    const none = await list({ search: '100%_none' });
    expect(none.body).toMatchObject({ enterprises: [], pagination: { total: 0, pages: 0 } });
  });
});

describe('createEnterprise', () => {
  it('creates with the optional fields defaulting as platform §3 says: active, plan enterprise', async () => {
    const result = await create(required);
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Enterprise created successfully.');
    expect(result.body.enterprise).toMatchObject({
      ...required,
      max_children: 50,
      max_team_members: 10,
      is_active: true,
      subscription_plan: 'enterprise',
      current_children: 0,
      current_team_members: 0,
      phone: null,
    });
    expect((await list({ search: named('Acme Learning') })).body.enterprises).toHaveLength(1);
  });

  it('requires name, email and contact person, and integer limits of at least 1 (platform §5)', async () => {
    const bad = [
      { email: 'a@b.example', contact_person: 'X' },
      { name: 'X', contact_person: 'X' },
      { name: 'X', email: 'a@b.example' },
      { ...required, name: '  ' },
      { ...required, email: 'not-an-email' },
      { ...required, max_children: 0 },
      { ...required, max_team_members: 2.5 },
      { ...required, max_children: '10' },
      { ...required, current_children: 3 },
    ];
    for (const body of bad) {
      const result = await create(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });

  it('refuses a body without max_children or max_team_members with 400 naming the field, not a default', async () => {
    const { max_children, max_team_members, ...withoutLimits } = required;
    for (const [missing, body] of [
      ['max_children', { ...withoutLimits, max_team_members }],
      ['max_team_members', { ...withoutLimits, max_children }],
    ] as const) {
      const result = await create({ ...body, email: mail(`no.${missing}`, 'acme.example.org') });
      expect(result.status, missing).toBe(400);
      expect(result.body.error).toBe('validation_failed');
      expect(JSON.stringify(result.body.details)).toContain(missing);
      expect((await list({ search: mail(`no.${missing}`, 'acme.example.org') })).body.enterprises).toEqual(
        [],
      );
    }
  });

  it('refuses an email another enterprise uses, in any letter case, with 409', async () => {
    const result = await create({ ...required, name: 'Acme Two', email: mail('OFFICE', 'acme.example.org') });
    expectConflict(result.status, result.body, 'createEnterprise', '', {
      'office@acme.example.org': mail('OFFICE', 'acme.example.org'),
    });
  });
});

describe('updateEnterprise', () => {
  it('replaces the record with the fields sent (omitted optional fields take their defaults)', async () => {
    const created = await create({
      ...required,
      name: 'Update Me',
      email: mail('update', 'me.example.org'),
      phone: '+1 555 0100',
      max_children: 5,
    });
    const id = created.body.enterprise.id;
    const result = await call<EnterpriseResult>(server, 'updateEnterprise', {
      token,
      params: { id },
      body: {
        name: 'Updated',
        email: mail('update', 'me.example.org'),
        contact_person: 'New Person',
        max_children: 7,
        max_team_members: 3,
        is_active: false,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.enterprise).toMatchObject({
      id,
      name: 'Updated',
      contact_person: 'New Person',
      phone: null,
      max_children: 7,
      max_team_members: 3,
      is_active: false,
    });
    expect(result.body.enterprise.created_at).toBe(created.body.enterprise.created_at);
  });

  it('answers 404 for an unknown enterprise, 409 for a used email, 409 for a limit below current use', async () => {
    const body = { ...required, email: mail('nobody', 'nowhere.example.org') };
    expect((await call(server, 'updateEnterprise', { token, params: { id: 999999 }, body })).status).toBe(
      404,
    );
    const full = (await list({ search: ownTeam.name })).body.enterprises[0];
    if (!full) throw new Error("the file's own enterprise is missing");
    const taken = await call<ErrorBody>(server, 'updateEnterprise', {
      token,
      params: { id: full.id },
      body: { ...required, email: mail('office', 'acme.example.org') },
    });
    expectConflict(taken.status, taken.body, 'updateEnterprise', 'emailTaken', {
      'office@acme.example.org': mail('office', 'acme.example.org'),
    });
    const { id, created_at, current_children, current_team_members, ...fields } = full;
    const tooFew = await call<ErrorBody>(server, 'updateEnterprise', {
      token,
      params: { id },
      body: { ...fields, max_team_members: 2 },
    });
    expectConflict(tooFew.status, tooFew.body, 'updateEnterprise', 'teamBelowMembers', { 6: 3 });
  });

  it('refuses max_children below the children the enterprise has with 409', async ({ skip }) => {
    // No operation assigns a child: an enterprise of the backend's own with two or more.
    const holding = need(
      (await allEnterprises()).find((enterprise) => enterprise.current_children >= 2),
      'enterprise with two children or more (among the newest 100)',
      skip,
    );
    const { id, created_at, current_children, current_team_members, ...fields } = holding;
    const tooFew = await call<ErrorBody>(server, 'updateEnterprise', {
      token,
      params: { id },
      body: { ...fields, max_children: current_children - 1 },
    });
    expectConflict(tooFew.status, tooFew.body, 'updateEnterprise', 'childrenBelowCount', {
      12: current_children,
    });
    const after = (await allEnterprises()).find((enterprise) => enterprise.id === id);
    expect(after).toEqual(holding);
  });
});

describe('team members', () => {
  it('lists an enterprise members oldest first; unknown enterprise is 404', async () => {
    const team = await members(own.full);
    expect(team).toHaveLength(3);
    const dates = team.map((member) => member.created_at);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(team.map((member) => member.role))).toEqual(new Set(['teacher', 'coordinator', 'admin']));
    expect((await call(server, 'listTeamMembers', { token, params: { id: 999999 } })).status).toBe(404);
  });

  it('adds a member with role teacher by default, up to max_team_members, then refuses with 409 (platform §4)', async () => {
    const created = await create({
      ...required,
      name: 'Small Team',
      email: mail('small', 'team.example.org'),
      max_team_members: 2,
    });
    const id = created.body.enterprise.id;
    const first = await addMember(id, {
      first_name: 'Olivia',
      last_name: 'Grant',
      email: mail('o.grant', 'team.example.org'),
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Team member added successfully.');
    expect(first.body.team_member).toMatchObject({ first_name: 'Olivia', role: 'teacher', is_active: true });

    const duplicate = await addMember(id, {
      first_name: 'O',
      last_name: 'G',
      email: mail('O.Grant', 'team.example.org'),
    });
    expectConflict(duplicate.status, duplicate.body, 'addTeamMember', 'alreadyMember', {
      'sam.teacher@acme.example.org': mail('O.Grant', 'team.example.org'),
    });

    const second = await addMember(id, {
      first_name: 'Ben',
      last_name: 'Ito',
      email: mail('b.ito', 'team.example.org'),
      role: 'coordinator',
      is_active: false,
    });
    expect(second.status).toBe(201);
    expect(second.body.team_member).toMatchObject({ role: 'coordinator', is_active: false });

    const full = await addMember(id, {
      first_name: 'Cy',
      last_name: 'Full',
      email: mail('c.full', 'team.example.org'),
    });
    expectConflict(full.status, full.body, 'addTeamMember', 'teamFull', { 10: 2 });
    const listed = (await list({ search: 'Small Team' })).body.enterprises[0];
    expect(listed?.current_team_members).toBe(2);
  });

  it('refuses a member with a missing name, a bad email or an unknown role with 400; unknown enterprise 404', async () => {
    const id = own.near;
    for (const body of [
      { last_name: 'G', email: 'x@y.example' },
      { first_name: 'O', last_name: '', email: 'x@y.example' },
      { first_name: 'O', last_name: 'G', email: 'nope' },
      { first_name: 'O', last_name: 'G', email: 'x@y.example', role: 'principal' },
    ]) {
      expect((await addMember(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await addMember(999999, { first_name: 'O', last_name: 'G', email: 'x@y.example' })).status).toBe(
      404,
    );
  });

  it('removes a member of that enterprise only', async () => {
    const [a, b] = [{ id: own.near }, { id: own.full }];
    const member = (await members(a.id))[0];
    if (!member) throw new Error('no member');
    const wrong = await call(server, 'removeTeamMember', {
      token,
      params: { id: b.id, memberId: member.id },
    });
    expect(wrong.status).toBe(404);
    const result = await call<{ success: true; message: string }>(server, 'removeTeamMember', {
      token,
      params: { id: a.id, memberId: member.id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Team member removed successfully.' });
    expect((await members(a.id)).map((m) => m.id)).not.toContain(member.id);
  });
});

describe('deleteEnterprise', () => {
  it('deletes the enterprise with its team members; its children stay, unassigned', async () => {
    // Remotely an enterprise of the run's own with a member (the seeded one is gone after a run).
    const name = isRemote ? named('Bright Steps') : 'Bright Steps';
    if (isRemote) {
      const own = await create({ ...required, name, email: mail('bright', 'steps.example.org') });
      expect(own.status).toBe(201);
      const member = { first_name: 'Bri', last_name: 'Steps', email: mail('member', 'steps.example.org') };
      expect((await addMember(own.body.enterprise.id, member)).status).toBe(201);
    }
    const target = (await list({ search: name })).body.enterprises[0];
    if (!target) throw new Error('seed has no Bright Steps');
    expect(target.current_team_members).toBeGreaterThan(0);
    if (!isRemote) expect(target.current_children).toBeGreaterThan(0);
    const result = await call<{ success: true; message: string }>(server, 'deleteEnterprise', {
      token,
      params: { id: target.id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Enterprise deleted successfully.' });
    expect((await list({ search: name })).body.enterprises).toEqual([]);
    expect((await call(server, 'listTeamMembers', { token, params: { id: target.id } })).status).toBe(404);
    if (server.internal) {
      const { db } = server.internal.database;
      const orphans = await db
        .selectFrom('team_members')
        .select('id')
        .where('enterprise_id', '=', target.id)
        .execute();
      expect(orphans).toEqual([]);
    }
    expect((await call(server, 'deleteEnterprise', { token, params: { id: target.id } })).status).toBe(404);
  });
});
