import { useApi } from '@aac/api-client';
import type { components } from '@aac/api-client/schema';
import { canGrantRole, type PermissionHolder, SUPER_ADMIN_ROLE } from '@aac/domain';
import { useMemo } from 'react';
import { usePermission } from '../../app/auth/usePermission';

export type Role = components['schemas']['Role'];
export type Permission = components['schemas']['Permission'];

export interface AccessCatalog {
  roles: readonly Role[];
  permissions: readonly Permission[];
  /** The permission names a role holds (super_admin: every permission). */
  permissionNamesOf(roleName: string): string[];
  /** Whether the actor may give this role to an admin (the server's rule, so the form never offers a refusal). */
  canGrant(actor: PermissionHolder, roleName: string): boolean;
  isLoading: boolean;
  error: unknown;
  /** False when the admin may not read roles (roles.read): the catalogue is then empty. */
  isReadable: boolean;
}

/**
 * The roles and permissions (GET /admin/roles, /admin/permissions) with the questions the admins
 * and roles screens ask of them. Read only when the admin holds roles.read.
 */
export function useAccessCatalog(): AccessCatalog {
  const { $api } = useApi();
  const isReadable = usePermission('roles.read');
  const roles = $api.useQuery('get', '/admin/roles', {}, { enabled: isReadable });
  const permissions = $api.useQuery('get', '/admin/permissions', {}, { enabled: isReadable });
  return useMemo(() => {
    const roleList = roles.data?.roles ?? [];
    const permissionList = permissions.data?.permissions ?? [];
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
      canGrant: (actor, roleName) => canGrantRole(actor, roleName, permissionNamesOf(roleName)),
      isLoading: roles.isLoading || permissions.isLoading,
      error: roles.error ?? permissions.error,
      isReadable,
    };
  }, [
    roles.data,
    permissions.data,
    roles.isLoading,
    permissions.isLoading,
    roles.error,
    permissions.error,
    isReadable,
  ]);
}
