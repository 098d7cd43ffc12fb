/**
 * The roles and permissions API for the stories: contract-typed handlers around in-memory roles
 * and permissions that answer like the reference server (super_admin cannot be renamed or
 * deleted, a role admins hold cannot be deleted), record what they received, and fail on request.
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { http } from '../../testing/storyApi';
import { offContract } from '../../testing/storyContract';
import { createVersionTrail } from '../../testing/versionTrail';
import { PERMISSIONS, ROLES } from './fixtures';
import type { Permission, Role } from './useAccessCatalog';

export interface AccessApiOptions {
  roles?: readonly Role[];
  permissions?: readonly Permission[];
  /** The permissions read fails with a 500. */
  permissionsFailure?: boolean;
  /**
   * Role names an admin was given since the list was read: the list counts no holder, and the
   * delete answers 409 as the server does for any held role.
   */
  heldMeanwhile?: readonly string[];
}

export interface AccessApi {
  handlers: RequestHandler[];
  roleSaves: Array<{ id?: number; body: components['schemas']['RoleInput'] }>;
  permissionSaves: Array<{ id?: number; body: components['schemas']['PermissionInput'] }>;
  deletedRoles: number[];
  deletedPermissions: number[];
}

export function createAccessApi(options: AccessApiOptions = {}): AccessApi {
  let roles = [...(options.roles ?? ROLES)];
  let permissions = [...(options.permissions ?? PERMISSIONS)];
  const api: AccessApi = {
    handlers: [],
    roleSaves: [],
    permissionSaves: [],
    deletedRoles: [],
    deletedPermissions: [],
  };
  const nextId = (rows: ReadonlyArray<{ id: number }>) => Math.max(0, ...rows.map((row) => row.id)) + 1;
  const roleTrail = createVersionTrail();
  const permissionTrail = createVersionTrail();

  api.handlers = [
    http.get('/admin/roles', ({ response }) => response(200).json({ roles })),
    http.get('/admin/permissions', ({ response }) =>
      options.permissionsFailure
        ? response(500).json(LIST_FAILURE)
        : // Off the contract on purpose: the stress story's 10,000 permissions, over the list's maxItems.
          offContract(response(200).json({ permissions }), ['/permissions']),
    ),
    http.post('/admin/roles', async ({ request, response }) => {
      const body = await request.json();
      api.roleSaves.push({ body });
      if (roles.some((role) => role.name === body.name))
        return response(409).json({
          error: 'conflict',
          message: `A role named "${body.name}" already exists.`,
        });
      const role: Role = {
        id: nextId(roles),
        version: 1,
        name: body.name,
        description: body.description ?? '',
        permissions: body.permissions ?? [],
        admin_count: 0,
      };
      roles = [...roles, role];
      return response(201).json({ success: true, message: 'Role created successfully.', role });
    }),
    http.put('/admin/roles/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      api.roleSaves.push({ id, body });
      const current = roles.find((role) => role.id === id);
      const stale = current && roleTrail.check(id, current, request, 'role');
      if (stale) return response(412).json(stale);
      if (!current) return response(404).json({ error: 'not_found', message: `Role ${id} was not found.` });
      const role: Role = roleTrail.write(id, current, {
        ...current,
        name: body.name,
        description: body.description ?? '',
        permissions: current.name === 'super_admin' ? current.permissions : (body.permissions ?? []),
      });
      roles = roles.map((candidate) => (candidate.id === id ? role : candidate));
      return response(200).json({ success: true, message: 'Role updated successfully.', role });
    }),
    http.delete('/admin/roles/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const role = roles.find((candidate) => candidate.id === id);
      const stale = role && roleTrail.check(id, role, request, 'role');
      if (stale) return response(412).json(stale);
      if (!role) return response(404).json({ error: 'not_found', message: `Role ${id} was not found.` });
      const holders = options.heldMeanwhile?.includes(role.name) ? 1 : (role.admin_count ?? 0);
      if (holders > 0)
        return response(409).json({
          error: 'conflict',
          message: `The role ${role.name} is held by ${holders} admin${holders === 1 ? '' : 's'}; give them another role first.`,
        });
      api.deletedRoles.push(id);
      roles = roles.filter((candidate) => candidate.id !== id);
      return response(200).json({ success: true, message: 'Role deleted successfully.' });
    }),
    http.post('/admin/permissions', async ({ request, response }) => {
      const body = await request.json();
      api.permissionSaves.push({ body });
      const permission: Permission = {
        id: nextId(permissions),
        version: 1,
        name: body.name,
        description: body.description ?? '',
        category: body.category,
        built_in: false,
      };
      permissions = [...permissions, permission];
      return response(201).json({ success: true, message: 'Permission created successfully.', permission });
    }),
    http.put('/admin/permissions/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      api.permissionSaves.push({ id, body });
      const current = permissions.find((permission) => permission.id === id);
      const stale = current && permissionTrail.check(id, current, request, 'permission');
      if (stale) return response(412).json(stale);
      if (!current)
        return response(404).json({ error: 'not_found', message: `Permission ${id} was not found.` });
      if (current.built_in)
        return response(409).json({
          error: 'conflict',
          message: `${current.name} is a built-in permission; it cannot be renamed.`,
        });
      const permission: Permission = permissionTrail.write(id, current, {
        ...current,
        ...body,
        description: body.description ?? '',
      });
      permissions = permissions.map((candidate) => (candidate.id === id ? permission : candidate));
      return response(200).json({ success: true, message: 'Permission updated successfully.', permission });
    }),
    http.delete('/admin/permissions/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const found = permissions.find((permission) => permission.id === id);
      const stale = found && permissionTrail.check(id, found, request, 'permission');
      if (stale) return response(412).json(stale);
      if (found?.built_in)
        return response(409).json({
          error: 'conflict',
          message: `${found.name} is a built-in permission; it cannot be deleted.`,
        });
      api.deletedPermissions.push(id);
      permissions = permissions.filter((permission) => permission.id !== id);
      roles = roles.map((role) => ({ ...role, permissions: role.permissions.filter((p) => p !== id) }));
      return response(200).json({ success: true, message: 'Permission deleted successfully.' });
    }),
  ];
  return api;
}
