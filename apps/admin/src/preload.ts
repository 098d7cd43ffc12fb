import { readStoredAdmin, readStoredValue } from '@aac/api-client/storage';
import { preloadScreenCode, requestScreenDataEarly } from './app/screens';

/**
 * The first script of index.html, a few kB in a chunk of its own: when a signed-in admin opens a
 * screen's address (a reload, a bookmark, a shared link), the screen's code and the shell start
 * loading now, beside the app's bundle, and the screen's first request is sent, instead of after
 * that bundle has arrived and run. The router later asks for the same modules and gets them from
 * the module map; the client takes the request's answer. (The session is read through the API
 * client's storage module alone: the rest of the client belongs to the app's bundle.)
 */
const token = readStoredValue('adminToken');
if (token) {
  preloadScreenCode(window.location.pathname);
  const permissions = readStoredAdmin<{ permissions?: unknown }>()?.permissions;
  requestScreenDataEarly(new URL(window.location.href), token, Array.isArray(permissions) ? permissions : []);
}
