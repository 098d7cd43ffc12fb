/**
 * The session on the device (core spec §3 storage keys) and the two openapi-fetch middlewares
 * that use it: the bearer token rule (core spec §6) and session expiry (core spec §4).
 *
 * Everything that touches the browser (storage, location, navigation, the event target) is
 * reached through a SessionEnvironment, so tests can inject their own; the defaults read the
 * browser globals lazily, at call time, so importing this module outside a browser is safe.
 */

import {
  ADMIN_LOGIN_PATH,
  LOGIN_PATH,
  SESSION_STORAGE_KEYS,
  type SessionStorageKey,
  TOKEN_EXPIRED_EVENT,
} from '@aac/domain';
import type { Middleware } from 'openapi-fetch';
import { browserStorages, readStoredAdmin, readStoredValue } from './storage';

export {
  ADMIN_LOGIN_PATH,
  LOGIN_PATH,
  readStoredAdmin,
  readStoredValue,
  SESSION_STORAGE_KEYS,
  type SessionStorageKey,
  TOKEN_EXPIRED_EVENT,
};

/** core spec §4: the pages on which a 401 or 403 ends the session (see endsSession). */
const PROTECTED_PAGE_PREFIXES = ['/dashboard', '/admin', '/parent-dashboard'] as const;
const LOGIN_PAGES = [ADMIN_LOGIN_PATH, LOGIN_PATH] as const;

/** The part of the browser the session needs. */
export interface SessionEnvironment {
  /** The storages that hold the session, searched in order (localStorage, then sessionStorage). */
  storages: () => Storage[];
  /** The pathname of the page the user is on. */
  currentPathname: () => string;
  /** The query string of the page the user is on ("" or "?…"), to come back to it after sign-in. */
  currentSearch: () => string;
  /** Sends the user to another page. */
  navigate: (path: string) => void;
  /** Where the token-expired event is dispatched. */
  events: () => EventTarget | undefined;
  /** The app's session keeper, when one is running (see setSessionListener). */
  listener: () => SessionListener | undefined;
}

/**
 * What the app's session keeper hears from the client: every request (activity that keeps a
 * sliding session alive) and an ended session, which it may take over (say why, and sign in
 * again in place) instead of leaving the page.
 */
export interface SessionListener {
  /** A request to `apiPath` (as the contract writes it) is on its way. */
  onRequest?(apiPath: string): void;
  /**
   * An answer on an admin page ended the session; `code` is its Error code (why: `token_expired`,
   * `account_deactivated`, … see SESSION_END_CODES), undefined when it had none. Return true to
   * keep the page and the stored session while the keeper says why and asks for the password
   * again; false (or no listener) ends the session as core spec §4 says, returning to this page
   * after sign-in, whose `reason` says why.
   */
  onSessionEnded?(code: string | undefined): boolean;
}

let currentListener: SessionListener | undefined;

/** Installs the session keeper of the page; returns the function that removes it. */
export function setSessionListener(listener: SessionListener): () => void {
  currentListener = listener;
  return () => {
    if (currentListener === listener) currentListener = undefined;
  };
}

/** The browser: window.localStorage and sessionStorage, window.location, window as event target. */
export const browserSessionEnvironment: SessionEnvironment = {
  storages: browserStorages,
  currentPathname: () => (typeof window === 'undefined' ? '' : window.location.pathname),
  currentSearch: () => (typeof window === 'undefined' ? '' : window.location.search),
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
  events: () => (typeof window === 'undefined' ? undefined : window),
  listener: () => currentListener,
};

function environment(overrides?: Partial<SessionEnvironment>): SessionEnvironment {
  return { ...browserSessionEnvironment, ...overrides };
}

/** Removes all five session keys from every storage (core spec §4). */
export function clearSession(storages: Storage[] = browserStorages()): void {
  for (const storage of storages) {
    for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
  }
}

/**
 * Keeps a signed-in admin: the token under adminToken and the admin (JSON) under adminUser,
 * in the first storage (localStorage in the browser).
 */
export function storeAdminSession(
  token: string,
  admin: unknown,
  storages: Storage[] = browserStorages(),
): void {
  const storage = storages[0];
  if (!storage) return;
  storage.setItem('adminToken', token);
  storage.setItem('adminUser', JSON.stringify(admin));
}

/** Keeps a signed-in user (the /login page): the token under authToken. */
export function storeUserSession(token: string, storages: Storage[] = browserStorages()): void {
  storages[0]?.setItem('authToken', token);
}

function isUnderPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether an API path (without the /api base, as the contract writes it) is an admin path. */
export function isAdminApiPath(apiPath: string): boolean {
  return apiPath.startsWith('/admin/');
}

/**
 * core spec §6: the admin token goes on paths that start with /admin/, the general auth token
 * otherwise. Returns the keys to try in order: a signed-in admin has no general token, so
 * adminToken is the fallback for other paths. On the admin's own pages (`pagePath` under /admin)
 * every call carries the admin token: a user signed in at /login in the same browser must not
 * turn the admin's /blog/admin/… calls into a user's (docs/design.md "Admin app").
 */
export function tokenKeysForPath(apiPath: string, pagePath?: string): SessionStorageKey[] {
  if (isAdminApiPath(apiPath) || (pagePath !== undefined && isUnderPath(pagePath, '/admin')))
    return ['adminToken'];
  return ['authToken', 'adminToken'];
}

/** The token to send on `apiPath` from the page at `pagePath`, or null when none is stored. */
export function tokenForPath(
  apiPath: string,
  storages: Storage[] = browserStorages(),
  pagePath?: string,
): string | null {
  for (const key of tokenKeysForPath(apiPath, pagePath)) {
    const token = readStoredValue(key, storages);
    if (token) return token;
  }
  return null;
}

/** core spec §4: dashboard, admin and parent-dashboard pages end the session on 401/403. */
export function isProtectedPage(pathname: string): boolean {
  return PROTECTED_PAGE_PREFIXES.some((prefix) => isUnderPath(pathname, prefix));
}

export function isLoginPage(pathname: string): boolean {
  return LOGIN_PAGES.some((page) => pathname === page || pathname === `${page}/`);
}

/** core spec §4: the admin login for admin pages, the normal login for other pages. */
export function loginPathFor(pathname: string): string {
  return isUnderPath(pathname, '/admin') ? ADMIN_LOGIN_PATH : LOGIN_PATH;
}

/**
 * The Error codes with which the server says why an admin session ended (the contract's
 * Unauthorized response), beyond a token that is simply unusable (`invalid_token`, `unauthorized`).
 */
export const SESSION_END_CODES = [
  'token_expired',
  'session_lifetime_reached',
  'session_signed_out',
  'password_changed',
  'password_reset',
  'two_factor_reset',
  'account_deactivated',
  'account_deleted',
] as const;

/** Why an admin session ended, as the server says it. */
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

export function isSessionEndCode(code: string | undefined): code is SessionEndCode {
  return (SESSION_END_CODES as readonly (string | undefined)[]).includes(code);
}

/** The `reason` with which the admin sign-in page says the session expired. */
export const SESSION_EXPIRED_REASON = 'expired';
/** The `reason` of a session that ended for a reason the answer did not name. */
export const SESSION_ENDED_REASON = 'ended';

/**
 * The sign-in page's `reason` for the Error code of the answer that ended a session: `expired`
 * for `token_expired` (the links of earlier versions), the code itself for the other codes of
 * SESSION_END_CODES, `ended` for any other (a forged token, no token, a bare 403).
 */
export function sessionEndReason(code: string | undefined): string {
  if (code === 'token_expired') return SESSION_EXPIRED_REASON;
  return isSessionEndCode(code) ? code : SESSION_ENDED_REASON;
}

/**
 * Where an ended session goes (core spec §4): the normal login, or the admin login with the page
 * to come back to (`from`) and `reason` (see sessionEndReason, from the ending answer's Error
 * code) so the sign-in page can say why.
 */
export function sessionEndPath(pathname: string, search: string, code: string | undefined): string {
  const login = loginPathFor(pathname);
  if (login !== ADMIN_LOGIN_PATH) return login;
  const params = new URLSearchParams({ from: `${pathname}${search}`, reason: sessionEndReason(code) });
  return `${login}?${params}`;
}

/**
 * The sign-in operations: their 401 is a wrong password, code or expired sign-in ticket, never
 * an ended session (the in-place sign-in dialog sends them while a stored session waits).
 */
const SIGN_IN_API_PATHS = [
  '/admin/auth/login',
  '/admin/auth/login/two-factor',
  '/admin/auth/login/two-factor/setup',
  '/admin/auth/login/two-factor/activate',
  '/auth/login',
];

/** The API path of a request: the schema path when known, else the URL path minus the base URL. */
function apiPathOf(request: Request, schemaPath: string, baseUrl: string): string {
  if (schemaPath) return schemaPath;
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const basePath = new URL(baseUrl || '/', 'http://localhost').pathname.replace(/\/$/, '');
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
}

/**
 * Sets `Authorization: Bearer <token>` (core spec §6, see tokenKeysForPath); no header when
 * no token is stored.
 */
export function createAuthMiddleware(
  overrides?: Partial<Pick<SessionEnvironment, 'storages' | 'listener' | 'currentPathname'>>,
): Middleware {
  const env = environment(overrides);
  return {
    onRequest({ request, schemaPath, options }) {
      const apiPath = apiPathOf(request, schemaPath, options.baseUrl);
      env.listener()?.onRequest?.(apiPath);
      const token = tokenForPath(apiPath, env.storages(), env.currentPathname());
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * The Error code with which a 403 refuses a permission to a valid session. docs/design.md "Where we do
 * better than the spec": such a 403 keeps the admin signed in; the contract documents the codes.
 */
const PERMISSION_REFUSED_CODE = 'forbidden';

/** The `error` code of a response's Error body, or undefined when it has none. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    // A clone, so the caller still reads the body (the message that reaches the screen).
    const body: unknown = await response.clone().json();
    const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an answer means the session is over (core spec §4): every 401, and every 403 except
 * one whose Error body says `forbidden` (a valid token lacking a permission), which passes on
 * as an ordinary failed call. A 403 with no Error body, or with another code (`invalid_token`,
 * `token_expired`, or one we do not know), ends the session as the spec says: a backend that
 * answers a dead token with a bare 403 would otherwise leave the admin stuck on failing calls.
 */
export async function endsSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  return (await errorCodeOf(response)) !== PERMISSION_REFUSED_CODE;
}

/**
 * core spec §4: when a call is answered with 401 or 403 while the user is on a dashboard, admin
 * or parent-dashboard page, clear all stored tokens and session data (both storages), raise
 * the token-expired event and send the user to the admin login (admin pages, coming back to
 * this page afterwards) or the normal login (other pages); a 403 `forbidden` is a refused
 * permission, not an ended session (see endsSession). On a login page, and for the answers of
 * the sign-in calls themselves, nothing happens: a wrong password answers 401 too.
 *
 * Better than the spec (docs/design.md): an ended session on an admin page whose session keeper takes
 * it over (SessionListener.onSessionEnded, with the answer's Error code) keeps the page and
 * everything typed on it; the keeper says why and asks for the password in a dialog over the page.
 * Without a keeper the admin sign-in page is told why (`reason`, see sessionEndPath).
 */
export function createSessionExpiryMiddleware(overrides?: Partial<SessionEnvironment>): Middleware {
  const env = environment(overrides);
  // Where this page was sent when its session ended. The first ended session decides: a call that
  // starts after the session was cleared goes without a token, and its plain 401 must not send the
  // admin to sign-in without the reason the first answer gave. A later ending answer goes to the
  // same place again, in case the first navigation was cancelled (a "leave site?" prompt).
  let endedAt: string | undefined;
  return {
    async onResponse({ request, response, schemaPath, options }) {
      if (response.status !== 401 && response.status !== 403) return undefined;
      if (SIGN_IN_API_PATHS.includes(apiPathOf(request, schemaPath, options.baseUrl))) return undefined;
      const pathname = env.currentPathname();
      if (!isProtectedPage(pathname) || isLoginPage(pathname)) return undefined;
      if (!(await endsSession(response))) return undefined;
      const code = await errorCodeOf(response);
      if (endedAt !== undefined) {
        env.navigate(endedAt);
        return undefined;
      }
      if (isUnderPath(pathname, '/admin') && env.listener()?.onSessionEnded?.(code)) {
        env.events()?.dispatchEvent(new CustomEvent(TOKEN_EXPIRED_EVENT));
        return undefined;
      }
      endedAt = sessionEndPath(pathname, env.currentSearch(), code);
      clearSession(env.storages());
      env.events()?.dispatchEvent(new CustomEvent(TOKEN_EXPIRED_EVENT));
      env.navigate(endedAt);
      return undefined;
    },
  };
}

/** The bearer-token middleware over the browser's storages. */
export const authMiddleware: Middleware = createAuthMiddleware();

/** The session-expiry middleware over the browser. */
export const sessionExpiryMiddleware: Middleware = createSessionExpiryMiddleware();
