import { type AdminPermission, readStoredAdmin, readStoredValue } from '@aac/api-client';
import type { components } from '@aac/api-client/schema';

export type SignedInAdmin = components['schemas']['SignedInAdmin'];

/** The admin stored at sign-in under the spec's `adminUser` key, with their permissions. */
export function signedInAdmin(): SignedInAdmin | null {
  if (!readStoredValue('adminToken')) return null;
  return readStoredAdmin<SignedInAdmin>();
}

/** Whether `admin` holds `permission`, one of the contract's (a misspelt name does not compile). */
export function hasPermission(admin: SignedInAdmin | null, permission: AdminPermission): boolean {
  return Boolean(admin?.permissions.includes(permission));
}

export function adminDisplayName(admin: SignedInAdmin): string {
  const name = `${admin.first_name} ${admin.last_name}`.trim();
  return name || admin.email;
}
