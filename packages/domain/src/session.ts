/** core spec §3: the session storage keys held on the device. */
export const SESSION_STORAGE_KEYS = [
  'authToken',
  'adminToken',
  'adminUser',
  'sessionToken',
  'userSession',
] as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

/** core spec §4: the event raised when a call is answered with 401 or 403 on a protected page. */
export const TOKEN_EXPIRED_EVENT = 'token-expired';

/** core spec §2: unauthorised admin pages go to /admin/login, other protected pages to /login. */
export const ADMIN_LOGIN_PATH = '/admin/login';
export const LOGIN_PATH = '/login';
