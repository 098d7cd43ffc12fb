import type { AdminPermission } from '@aac/api-client';
import { hasPermission, signedInAdmin } from './adminSession';

/**
 * Whether the signed-in admin holds `permission` (e.g. "users.write"): screens hide what they may
 * not do. A permission of the contract (its `x-permission` names), so a misspelt one does not compile.
 */
export function usePermission(permission: AdminPermission): boolean {
  return hasPermission(signedInAdmin(), permission);
}
