import { useApi } from '@aac/api-client';
import type { components } from '@aac/api-client/schema';
import { canGrantRole, type PermissionHolder, SUPER_ADMIN_ROLE } from '@aac/domain';
import { useMemo } from 'react';
import { usePermission } from '../../kit/session/usePermission';

export type Role = components['schemas']['Role'];
export type Permission = components['schemas']['Permission'];

export interface AccessCatalog {
  roles: readonly Role[];
  permissions: readonly Permission[];
  /** The permission names a role holds (super_admin: every permission). */
  permissionNamesOf(roleName: string): string[];
  /** Whether the actor may give this role to an admin (the server's rule, so the form never offers a refusal). */
  canGrant(actor: PermissionHolder, roleName: string): boolean;
  /** The two reads, for a screen that shows their loading and failure states. */
  rolesQuery: ReturnType<typeof useRolesQuery>;
  permissionsQuery: ReturnType<typeof usePermissionsQuery>;
  /** False when the admin may not read roles (roles.read): the catalogue is then empty. */
  isReadable: boolean;
}

function useRolesQuery(enabled: boolean) {
  return useApi().$api.useQuery('get', '/admin/roles', {}, { enabled });
}

function usePermissionsQuery(enabled: boolean) {
  return useApi().$api.useQuery('get', '/admin/permissions', {}, { enabled });
}

/**
 * The roles and permissions (GET /admin/roles, /admin/permissions) with the questions the admins
 * and roles screens ask of them. Read only when the admin holds roles.read.
 */
export function useAccessCatalog(): AccessCatalog {
  const isReadable = usePermission('roles.read');
  const roles = useRolesQuery(isReadable);
  const permissions = usePermissionsQuery(isReadable);
  const roleData = roles.data;
  const permissionData = permissions.data;
  const lists = useMemo(() => {
    const roleList = roleData?.roles ?? [];
    const permissionList = permissionData?.permissions ?? [];
    const nameOf = new Map(permissionList.map((permission) => [permission.id, permission.name]));
    const permissionNamesOf = (roleName: string) => {
      if (roleName === SUPER_ADMIN_ROLE) return permissionList.map((permission) => permission.name);
      const role = roleList.find((candidate) => candidate.name === roleName);
      return (role?.permissions ?? []).flatMap((id) => nameOf.get(id) ?? []);
    };
    return {
      roles: roleList,
      permissions: permissionList,
      permissionNamesOf,
      canGrant: (actor: PermissionHolder, roleName: string) =>
        canGrantRole(actor, roleName, permissionNamesOf(roleName)),
    };
  }, [roleData, permissionData]);
  return { ...lists, rolesQuery: roles, permissionsQuery: permissions, isReadable };
}
