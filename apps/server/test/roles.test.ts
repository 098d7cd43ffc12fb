import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  contentManagerRole,
  expectConflict,
  isRemote,
  runId,
  startServer,
  type TestServer,
} from './harness.ts';

/** A name of this file: as written in-process, carrying the run's id remotely (names are unique). */
const own = (name: string) => (isRemote ? `${name}_${runId}` : name);

interface Role {
  id: number;
  version: number;
  name: string;
  description: string | null;
  permissions: number[];
  admin_count?: number;
}
interface Permission {
  id: number;
  version: number;
  name: string;
  description: string | null;
  category: string;
  built_in: boolean;
}
interface ErrorBody {
  error: string;
  message: string;
}
type RoleResult = { success: true; message: string; role: Role } & ErrorBody;
type PermissionResult = { success: true; message: string; permission: Permission } & ErrorBody;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

const roles = async () => {
  const result = await call<{ roles: Role[] }>(server, 'listRoles', { token });
  expect(result.status).toBe(200);
  return result.body.roles;
};
const permissions = async () => {
  const result = await call<{ permissions: Permission[] }>(server, 'listPermissions', { token });
  expect(result.status).toBe(200);
  return result.body.permissions;
};
const permissionIds = async (...names: string[]) => {
  const all = await permissions();
  return names.map((name) => {
    const found = all.find((permission) => permission.name === name);
    if (!found) throw new Error(`no permission ${name}`);
    return found.id;
  });
};
const roleNamed = async (name: string) => {
  const role = (await roles()).find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};

describe('listRoles', () => {
  it('answers every role with its permission ids, super_admin first holding every permission', async () => {
    const all = await roles();
    expect(all[0]?.name).toBe('super_admin');
    expect(all.map((role) => role.name)).toEqual(expect.arrayContaining(['super_admin', contentManagerRole]));
    const everyId = (await permissions()).map((permission) => permission.id).sort((a, b) => a - b);
    expect(all[0]?.permissions).toEqual(everyId);
    const content = await roleNamed(contentManagerRole);
    expect(content.permissions).toEqual(
      await permissionIds(
        'blog.read',
        'blog.write',
        'newsletter.read',
        'newsletter.write',
        'support.read',
        'support.write',
        'social.read',
        'social.write',
        'analytics.read',
      ).then((ids) => ids.sort((a, b) => a - b)),
    );
  });
});

describe('listPermissions', () => {
  it('answers the permissions by category then name, in several categories', async () => {
    const all = await permissions();
    const keys = all.map((permission) => `${permission.category} ${permission.name}`);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(all.map((permission) => permission.category)).size).toBeGreaterThan(3);
    expect(all.map((permission) => permission.name)).toEqual(
      expect.arrayContaining(['users.read', 'roles.write']),
    );
  });
});

describe('roles', () => {
  it('creates a role with permissions (201), updates it (200) and deletes it while unused', async () => {
    const ids = await permissionIds('blog.read', 'blog.write');
    const created = await call<RoleResult>(server, 'createRole', {
      token,
      body: { name: own('blog_editor'), description: 'Writes the blog', permissions: ids },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Role created successfully.');
    expect(created.body.role).toMatchObject({ name: own('blog_editor'), description: 'Writes the blog' });
    expect(created.body.role.permissions.sort()).toEqual([...ids].sort());
    const id = created.body.role.id;

    const [analytics] = await permissionIds('analytics.read');
    const updated = await call<RoleResult>(server, 'updateRole', {
      token,
      params: { id },
      body: { name: own('blog_writer'), description: null, permissions: [analytics] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.role).toEqual({
      id,
      version: expect.any(Number),
      name: own('blog_writer'),
      description: '',
      permissions: [analytics],
      admin_count: 0,
    });
    expect((await roles()).find((role) => role.id === id)?.permissions).toEqual([analytics]);

    const deleted = await call<{ success: true; message: string }>(server, 'deleteRole', {
      token,
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Role deleted successfully.' });
    expect((await roles()).map((role) => role.id)).not.toContain(id);
    expect((await call(server, 'deleteRole', { token, params: { id } })).status).toBe(404);
  });

  it('refuses a name in use (409), unknown permission ids (400) and a blank name (400)', async () => {
    const clash = await call<ErrorBody>(server, 'createRole', { token, body: { name: contentManagerRole } });
    expectConflict(clash.status, clash.body, 'createRole', 'nameTaken', {
      content_manager: contentManagerRole,
    });
    const unknown = await call<ErrorBody>(server, 'createRole', {
      token,
      body: { name: 'ghost', permissions: [999999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown permission ids: 999999.');
    expect((await call(server, 'createRole', { token, body: { name: '  ' } })).status).toBe(400);
    const content = await roleNamed(contentManagerRole);
    const rename = await call(server, 'updateRole', {
      token,
      params: { id: content.id },
      body: { name: 'super_admin', permissions: content.permissions },
    });
    expectConflict(rename.status, rename.body, 'updateRole', 'nameTaken', { content_manager: 'super_admin' });
    expect(
      (await call(server, 'updateRole', { token, params: { id: 999999 }, body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it('does not rename or delete super_admin (platform §6), whose permissions stay complete', async () => {
    const superAdmin = await roleNamed('super_admin');
    const rename = await call<ErrorBody>(server, 'updateRole', {
      token,
      params: { id: superAdmin.id },
      body: { name: 'root', permissions: superAdmin.permissions },
    });
    expectConflict(rename.status, rename.body, 'updateRole', 'superAdmin');
    const redescribed = await call<RoleResult>(server, 'updateRole', {
      token,
      params: { id: superAdmin.id },
      body: { name: 'super_admin', description: 'Everything', permissions: [] },
    });
    // The backend's own description goes back, whatever the checks below find.
    await call(server, 'updateRole', {
      token,
      params: { id: superAdmin.id },
      body: { name: 'super_admin', description: superAdmin.description, permissions: [] },
    });
    expect(redescribed.status).toBe(200);
    // Other tests of this file grant new permissions to super_admin meanwhile: its version moves on.
    expect(redescribed.body.role).toEqual({
      ...superAdmin,
      description: 'Everything',
      version: expect.any(Number),
      admin_count: expect.any(Number),
    });
    expect(redescribed.body.role.version).toBeGreaterThan(superAdmin.version);
    const remove = await call<ErrorBody>(server, 'deleteRole', { token, params: { id: superAdmin.id } });
    expectConflict(remove.status, remove.body, 'deleteRole', 'superAdmin');
  });

  it('does not delete a role that admins hold (409), and deletes the seeded unused one', async () => {
    const content = await roleNamed(contentManagerRole);
    const holders = (
      await call<{ pagination: { totalCount: number } }>(server, 'listAdmins', {
        token,
        query: { role: contentManagerRole, limit: 1 },
      })
    ).body.pagination.totalCount;
    // The list said so before anyone tried: the same count as the admins list filtered by the role.
    expect(content.admin_count).toBe(holders);
    const held = await call<ErrorBody>(server, 'deleteRole', { token, params: { id: content.id } });
    expectConflict(held.status, held.body, 'deleteRole', 'held', {
      content_manager: contentManagerRole,
      '2 admins': `${holders} admin${holders === 1 ? '' : 's'}`,
    });
    // Remotely an earlier run may have deleted the seeded one: an unused role of the run's own.
    const unused = isRemote
      ? (await call<RoleResult>(server, 'createRole', { token, body: { name: own('auditor') } })).body.role
      : await roleNamed('auditor');
    expect((await call(server, 'deleteRole', { token, params: { id: unused.id } })).status).toBe(200);
  });

  it('counts the admins holding each role, active or not, in the roles list and a saved role', async () => {
    const created = await call<RoleResult>(server, 'createRole', {
      token,
      body: { name: own('holder_count'), permissions: [] },
    });
    expect(created.body.role.admin_count).toBe(0);
    const holderOf = async () => (await roleNamed(own('holder_count'))).admin_count;
    expect(await holderOf()).toBe(0);
    for (const [index, active] of [true, false].entries()) {
      const admin = await call<{ admin: { id: number; version: number } }>(server, 'createAdmin', {
        token,
        body: {
          email: `${own(`holder${index}`)}@example.com`,
          first_name: 'Hol',
          last_name: 'Der',
          password: 'Quiet-Lamp-42x',
          role: own('holder_count'),
        },
      });
      expect(admin.status).toBe(201);
      if (!active) {
        const deactivated = await call(server, 'updateAdmin', {
          token,
          params: { id: admin.body.admin.id },
          body: { is_active: false },
        });
        expect(deactivated.status).toBe(200);
      }
    }
    expect(await holderOf()).toBe(2);
    const held = await call<ErrorBody>(server, 'deleteRole', {
      token,
      params: { id: created.body.role.id },
    });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      `The role ${own('holder_count')} is held by 2 admins; give them another role first.`,
    );
  });

  it('applies role changes to RBAC on the next request: a removed permission is refused at once', async () => {
    const [messagesRead] = await permissionIds('messages.read');
    const role = await call<RoleResult>(server, 'createRole', {
      token,
      body: { name: own('message_reader'), description: 'Reads messages', permissions: [messagesRead] },
    });
    await call(server, 'createAdmin', {
      token,
      body: {
        email: `${own('reader')}@example.com`,
        first_name: 'Rea',
        last_name: 'Der',
        password: 'Quiet-Lamp-42x',
        role: own('message_reader'),
      },
    });
    const readerToken = await adminToken(server, {
      email: `${own('reader')}@example.com`,
      password: 'Quiet-Lamp-42x',
    });
    expect((await call(server, 'listContactMessages', { token: readerToken })).status).toBe(200);
    expect((await call(server, 'listScheduledCalls', { token: readerToken })).status).toBe(403);

    await call(server, 'updateRole', {
      token,
      params: { id: role.body.role.id },
      body: { name: own('message_reader'), permissions: [] },
    });
    const refused = await call<ErrorBody>(server, 'listContactMessages', { token: readerToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Missing permission: messages.read.');
  });
});

describe('permissions', () => {
  it('creates (201), updates (200) and deletes a custom permission, removing it from roles', async () => {
    const created = await call<PermissionResult>(server, 'createPermission', {
      token,
      body: {
        name: own('content.create'),
        description: 'Create support content.',
        category: 'content_management',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Permission created successfully.');
    expect(created.body.permission).toMatchObject({
      name: own('content.create'),
      category: 'content_management',
      built_in: false,
    });
    const id = created.body.permission.id;
    // super_admin holds every permission, including new ones (platform §6).
    expect((await roleNamed('super_admin')).permissions).toContain(id);

    const role = await call<RoleResult>(server, 'createRole', {
      token,
      body: { name: own('creator'), permissions: [id] },
    });
    const updated = await call<PermissionResult>(server, 'updatePermission', {
      token,
      params: { id },
      body: { name: own('content.publish'), description: null, category: 'content' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.permission).toEqual({
      id,
      version: 2,
      name: own('content.publish'),
      description: '',
      category: 'content',
      built_in: false,
    });

    const deleted = await call<{ success: true; message: string }>(server, 'deletePermission', {
      token,
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Permission deleted successfully.' });
    expect((await permissions()).map((permission) => permission.id)).not.toContain(id);
    expect((await roles()).find((candidate) => candidate.id === role.body.role.id)?.permissions).toEqual([]);
    expect((await call(server, 'deletePermission', { token, params: { id } })).status).toBe(404);
  });

  it('refuses a name in use with 409 and missing fields with 400', async () => {
    const clash = await call(server, 'createPermission', {
      token,
      body: { name: 'users.read', category: 'x' },
    });
    expectConflict(clash.status, clash.body, 'createPermission', 'nameTaken', {
      'content.create': 'users.read',
    });
    // A permission of the file's own (deleted with it) renamed onto a name in use.
    const custom = await call<PermissionResult>(server, 'createPermission', {
      token,
      body: { name: own('kit.renamed'), category: 'kit' },
    });
    expect(custom.status).toBe(201);
    const renamed = await call(server, 'updatePermission', {
      token,
      params: { id: custom.body.permission.id },
      body: { name: 'users.read', category: 'kit' },
    });
    expectConflict(renamed.status, renamed.body, 'updatePermission', 'nameTaken', {
      'content.create': 'users.read',
    });
    expect((await call(server, 'createPermission', { token, body: { name: 'x.y' } })).status).toBe(400);
    expect(
      (await call(server, 'createPermission', { token, body: { name: 'x.y', category: ' ' } })).status,
    ).toBe(400);
    expect(
      (
        await call(server, 'updatePermission', {
          token,
          params: { id: 999999 },
          body: { name: 'a.b', category: 'c' },
        })
      ).status,
    ).toBe(404);
  });

  it('takes role names as keys and permission names as dotted keys, in plain words otherwise (400)', async () => {
    for (const name of ['Super_Admin', 'super_admіn', 'blog editor', '_hidden']) {
      const refused = await call<ErrorBody & { details: Array<{ path: string; message: string }> }>(
        server,
        'createRole',
        { token, body: { name, permissions: [] } },
      );
      expect(refused.status, name).toBe(400);
      expect(refused.body.details).toEqual([
        {
          path: '/name',
          message:
            'Use lowercase letters, digits, _ and - only, starting with a letter (for example blog_editor).',
        },
      ]);
    }
    // The contract's pattern for PermissionInput.name, on create and on edit, said beside the field.
    const custom = (
      await call<PermissionResult>(server, 'createPermission', {
        token,
        body: { name: own('reports.export'), category: 'reports' },
      })
    ).body.permission;
    expect(custom.name).toBe(own('reports.export'));
    for (const name of [
      'Reports Export!!',
      'reports',
      'Reports.export',
      'reports..export',
      'reports.',
      '1x.read',
    ]) {
      const refused = await call<ErrorBody & { details: Array<{ path: string; message: string }> }>(
        server,
        'createPermission',
        { token, body: { name, category: 'reports' } },
      );
      expect(refused.status, name).toBe(400);
      expect(refused.body.details).toEqual([
        {
          path: '/name',
          message:
            'Name must be lowercase words joined by dots, such as reports.export (letters, digits and _ in each word).',
        },
      ]);
      const renamed = await call(server, 'updatePermission', {
        token,
        params: { id: custom.id },
        body: { name, category: custom.category },
      });
      expect(renamed.status, name).toBe(400);
    }
    expect((await permissions()).map((permission) => permission.name)).not.toContain('Reports Export!!');
  });

  it('keeps built-in permissions (the x-permission vocabulary): no rename, new words or delete (409)', async () => {
    const listed = await permissions();
    const usersRead = listed.find((permission) => permission.name === 'users.read');
    if (!usersRead) throw new Error('no users.read');
    // The list says which are built in: exactly the contract's x-permission vocabulary.
    expect(usersRead.built_in).toBe(true);
    expect(listed.filter((permission) => permission.built_in)).toHaveLength(32);
    const rename = await call<ErrorBody>(server, 'updatePermission', {
      token,
      params: { id: usersRead.id },
      body: { name: 'people.read', category: usersRead.category },
    });
    expectConflict(rename.status, rename.body, 'updatePermission', 'builtIn');
    const redescribed = await call<ErrorBody>(server, 'updatePermission', {
      token,
      params: { id: usersRead.id },
      body: { name: 'users.read', description: 'See users', category: 'people' },
    });
    expectConflict(redescribed.status, redescribed.body, 'updatePermission', 'builtInWords');
    const unchanged = (await permissions()).find((permission) => permission.id === usersRead.id);
    expect(unchanged).toEqual(usersRead);
    const remove = await call<ErrorBody>(server, 'deletePermission', { token, params: { id: usersRead.id } });
    expectConflict(remove.status, remove.body, 'deletePermission');
  });
});
