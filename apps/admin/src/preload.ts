import type { SessionStorageKey } from '@aac/api-client';
import { preloadScreenCode } from './app/screens';

/**
 * The first script of index.html, a few kB in a chunk of its own: when a signed-in admin opens a
 * screen's address (a reload, a bookmark, a shared link), the screen's code and the shell start
 * loading now, beside the app's bundle, instead of after that bundle has arrived and run. The
 * router later asks for the same modules and gets them from the module map.
 */
// Read directly rather than through the API client, whose modules belong to the app's bundle.
const token: SessionStorageKey = 'adminToken';
if (localStorage.getItem(token) ?? sessionStorage.getItem(token)) preloadScreenCode(window.location.pathname);
