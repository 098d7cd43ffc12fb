/**
 * Reading the stored session, with nothing else: the preload script of the admin app reads the
 * token and the admin's permissions through this module before the app's bundle (and the rest of
 * this package) has arrived. session.ts re-exports it.
 */
import type { SessionStorageKey } from '@aac/domain';

/** localStorage, then sessionStorage: either may be unavailable (privacy modes throw on access). */
export function browserStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  const storages: Storage[] = [];
  try {
    storages.push(window.localStorage);
  } catch {}
  try {
    storages.push(window.sessionStorage);
  } catch {}
  return storages;
}

/** The first non-empty value stored under `key`, or null. */
export function readStoredValue(
  key: SessionStorageKey,
  storages: Storage[] = browserStorages(),
): string | null {
  for (const storage of storages) {
    const value = storage.getItem(key);
    if (value) return value;
  }
  return null;
}

/** The admin stored by storeAdminSession, or null when missing or unreadable. */
export function readStoredAdmin<T = unknown>(storages: Storage[] = browserStorages()): T | null {
  const raw = readStoredValue('adminUser', storages);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
