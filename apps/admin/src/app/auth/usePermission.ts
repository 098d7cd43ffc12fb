import { hasPermission, signedInAdmin } from './adminSession';

/** Whether the signed-in admin holds `permission` (e.g. "users.write"): screens hide what they may not do. */
export function usePermission(permission: string): boolean {
  return hasPermission(signedInAdmin(), permission);
}
