import type { SessionStorageKey } from '@aac/api-client';
import { preloadScreenCode, requestScreenDataEarly } from './app/screens';

/**
 * The first script of index.html, a few kB in a chunk of its own: when a signed-in admin opens a
 * screen's address (a reload, a bookmark, a shared link), the screen's code and the shell start
 * loading now, beside the app's bundle, and the screen's first request is sent, instead of after
 * that bundle has arrived and run. The router later asks for the same modules and gets them from
 * the module map; the client takes the request's answer.
 */
// Read directly rather than through the API client, whose modules belong to the app's bundle.
const read = (key: SessionStorageKey) => localStorage.getItem(key) ?? sessionStorage.getItem(key);

/** The stored admin's permissions; none when the stored admin is missing or unreadable. */
function storedPermissions(): string[] {
  try {
    const permissions: unknown = JSON.parse(read('adminUser') ?? 'null')?.permissions;
    return Array.isArray(permissions) ? permissions.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

const token = read('adminToken');
if (token) {
  preloadScreenCode(window.location.pathname);
  requestScreenDataEarly(new URL(window.location.href), token, storedPermissions());
}
