import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  clearSession,
  createAuthMiddleware,
  createSessionExpiryMiddleware,
  endsSession,
  isLoginPage,
  isProtectedPage,
  loginPathFor,
  readStoredAdmin,
  SESSION_STORAGE_KEYS,
  type SessionListener,
  sessionEndPath,
  setSessionListener,
  storeAdminSession,
  storeUserSession,
  TOKEN_EXPIRED_EVENT,
  tokenKeysForPath,
} from './session';

const storages = () => [window.localStorage, window.sessionStorage];

/** A client answering every call with {} and keeping the requests it sent; the browser middlewares unless given. */
function recordingClient(middleware?: Middleware[]) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch: (async (request: Request) => {
      requests.push(request);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch,
    ...(middleware ? { middleware } : {}),
  });
  return { client, requests };
}

function fillBothStorages() {
  for (const storage of storages()) {
    for (const key of SESSION_STORAGE_KEYS) storage.setItem(key, `${key}-value`);
  }
}

function storedKeys() {
  return storages().flatMap((storage) => SESSION_STORAGE_KEYS.filter((key) => storage.getItem(key) !== null));
}

/** The Error body the fake server sends by default: a token problem for 401 and 403. */
function defaultBody(status: number): unknown {
  if (status < 400) return { users: [] };
  if (status === 401 || status === 403) return { error: 'token_expired', message: 'Token expired' };
  return { error: 'internal_error', message: 'Something went wrong on the server.' };
}

/**
 * A client over a fake fetch that answers `status` with `body` (JSON; a string is sent as it
 * is, null sends no body), on a page at `pathname`.
 */
function setup({
  pathname = '/admin/users',
  status = 200,
  body = defaultBody(status),
  listener,
}: {
  pathname?: string;
  status?: number;
  body?: unknown;
  listener?: SessionListener;
} = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    if (body === null) return new Response(null, { status });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const navigate = vi.fn();
  const events = new EventTarget();
  const expired = vi.fn();
  events.addEventListener(TOKEN_EXPIRED_EVENT, expired);
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch,
    middleware: [
      createAuthMiddleware({ storages, listener: () => listener }),
      createSessionExpiryMiddleware({
        storages,
        currentPathname: () => pathname,
        currentSearch: () => '',
        navigate,
        events: () => events,
        listener: () => listener,
      }),
    ],
  });
  return { client, requests, navigate, expired };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('authMiddleware (core spec §6)', () => {
  it('sends the admin token on /admin/ paths', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    window.localStorage.setItem('authToken', 'user-jwt');
    const { client, requests } = setup();
    await client.GET('/admin/users');
    expect(requests[0].url).toBe('http://localhost/api/admin/users');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  it('sends the general auth token on other paths', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    window.localStorage.setItem('authToken', 'user-jwt');
    const { client, requests } = setup();
    await client.GET('/blog/admin/subscriptions');
    await client.GET('/blog/categories');
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer user-jwt',
      'Bearer user-jwt',
    ]);
  });

  it('falls back to the admin token when no auth token is stored (/blog/admin/… for a signed-in admin)', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    const { client, requests } = setup();
    await client.GET('/blog/admin/subscription-stats');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  it('never sends the general token on /admin/ paths', async () => {
    window.localStorage.setItem('authToken', 'user-jwt');
    const { client, requests } = setup();
    await client.GET('/admin/users');
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('sends no header when no token is stored', async () => {
    const { client, requests } = setup();
    await client.GET('/admin/users');
    await client.GET('/blog/categories');
    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('reads a token kept in sessionStorage', async () => {
    window.sessionStorage.setItem('adminToken', 'session-jwt');
    const { client, requests } = setup();
    await client.GET('/admin/users');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer session-jwt');
  });

  it('works out the API path from the URL when no schema path is known', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    window.localStorage.setItem('authToken', 'user-jwt');
    const middleware = createAuthMiddleware({ storages });
    const call = (url: string) => {
      const request = new Request(url);
      middleware.onRequest?.({
        request,
        schemaPath: '',
        params: {},
        id: '1',
        options: { baseUrl: 'http://localhost/api' } as never,
      });
      return request.headers.get('Authorization');
    };
    expect(call('http://localhost/api/admin/users?page=2')).toBe('Bearer admin-jwt');
    expect(call('http://localhost/api/blog/categories')).toBe('Bearer user-jwt');
  });

  it('uses the browser storages by default', async () => {
    window.localStorage.setItem('adminToken', 'default-jwt');
    const { client, requests } = recordingClient();
    await client.GET('/admin/settings');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer default-jwt');
  });

  it('chooses the token keys by path', () => {
    expect(tokenKeysForPath('/admin/users')).toEqual(['adminToken']);
    expect(tokenKeysForPath('/blog/admin/subscriptions')).toEqual(['authToken', 'adminToken']);
    expect(tokenKeysForPath('/administrators')).toEqual(['authToken', 'adminToken']);
    // On the admin's pages every call carries the admin token, whatever the API path.
    expect(tokenKeysForPath('/blog/admin/subscriptions', '/admin/blog/subscriptions')).toEqual([
      'adminToken',
    ]);
    expect(tokenKeysForPath('/blog/categories', '/admin')).toEqual(['adminToken']);
    expect(tokenKeysForPath('/blog/categories', '/dashboard')).toEqual(['authToken', 'adminToken']);
    expect(tokenKeysForPath('/blog/categories', '/administrators')).toEqual(['authToken', 'adminToken']);
  });

  it('sends the admin token, not a user token of the same browser, from an admin page', async () => {
    window.localStorage.setItem('authToken', 'user-jwt');
    window.localStorage.setItem('adminToken', 'admin-jwt');
    const { client, requests } = recordingClient([
      createAuthMiddleware({ storages, currentPathname: () => '/admin/blog/subscriptions' }),
    ]);
    await client.GET('/blog/admin/subscription-stats');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer admin-jwt');
  });
});

describe('sessionExpiryMiddleware (core spec §4)', () => {
  it.each([401, 403])(
    'on %i on an admin page clears all keys, raises token-expired and goes to /admin/login, to come back',
    async (status) => {
      fillBothStorages();
      const { client, navigate, expired } = setup({ pathname: '/admin/users', status });
      const result = await client.GET('/admin/users');
      expect(result.response.status).toBe(status);
      expect(storedKeys()).toEqual([]);
      expect(expired).toHaveBeenCalledTimes(1);
      // The default answer is token_expired: the sign-in page says the session expired.
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login?from=%2Fadmin%2Fusers&reason=expired');
    },
  );

  it.each([401, 403])('on %i on a dashboard page goes to /login', async (status) => {
    fillBothStorages();
    const { client, navigate, expired } = setup({ pathname: '/dashboard/children', status });
    await client.GET('/blog/categories');
    expect(storedKeys()).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it.each([401, 403])('on %i on a parent-dashboard page goes to /login', async (status) => {
    fillBothStorages();
    const { client, navigate, expired } = setup({ pathname: '/parent-dashboard', status });
    await client.GET('/blog/categories');
    expect(storedKeys()).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it.each([401, 403])('on %i on a page that is not protected does nothing', async (status) => {
    fillBothStorages();
    for (const pathname of ['/', '/pricing', '/dashboards', '/administrator']) {
      const { client, navigate, expired } = setup({ pathname, status });
      await client.GET('/blog/categories');
      expect(navigate).not.toHaveBeenCalled();
      expect(expired).not.toHaveBeenCalled();
    }
    expect(storedKeys()).toHaveLength(10);
  });

  it.each([
    ['/admin/login', 401],
    ['/admin/login', 403],
    ['/login', 401],
    ['/login', 403],
  ])('on %s (a login page) a %i does nothing', async (pathname, status) => {
    fillBothStorages();
    const { client, navigate, expired } = setup({ pathname, status });
    await client.POST('/admin/auth/login', { body: { email: 'a@example.com', password: 'wrong' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(storedKeys()).toHaveLength(10);
  });

  it.each([200, 404, 500])('on %i does nothing', async (status) => {
    fillBothStorages();
    const { client, navigate, expired } = setup({ pathname: '/admin/users', status });
    await client.GET('/admin/users');
    expect(navigate).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
    expect(storedKeys()).toHaveLength(10);
  });

  it.each(['unauthorized', 'invalid_token', 'token_expired'])(
    'on 401 %s on an admin page ends the session',
    async (code) => {
      fillBothStorages();
      const { client, navigate, expired } = setup({ status: 401, body: { error: code, message: 'No' } });
      await client.GET('/admin/users');
      expect(storedKeys()).toEqual([]);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledExactlyOnceWith(sessionEndPath('/admin/users', '', code));
    },
  );

  it.each(['invalid_token', 'token_expired'])(
    'on 403 %s (a token problem) on an admin page ends the session',
    async (code) => {
      fillBothStorages();
      const { client, navigate, expired } = setup({ status: 403, body: { error: code, message: 'No' } });
      await client.GET('/admin/users');
      expect(storedKeys()).toEqual([]);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledExactlyOnceWith(sessionEndPath('/admin/users', '', code));
    },
  );

  it.each(['/admin/users', '/dashboard/children'])(
    'on 403 forbidden on %s keeps the five keys, raises nothing and passes the message on',
    async (pathname) => {
      fillBothStorages();
      const body = { error: 'forbidden', message: 'Missing permission: users.read.' };
      const { client, navigate, expired } = setup({ pathname, status: 403, body });
      const result = await client.GET('/admin/users');
      expect(result.response.status).toBe(403);
      expect(result.error).toEqual(body);
      expect(new ApiError(result.response.status, result.error).message).toBe(
        'Missing permission: users.read.',
      );
      expect(storedKeys()).toHaveLength(10);
      expect(expired).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  // A 403 that does not say `forbidden` is treated as the spec treats every 403: other backends
  // may answer a dead token with a bare 403, and keeping that session would strand the admin.
  it.each([
    ['no body', null],
    ['a body that is not JSON', 'Forbidden'],
    ['a JSON body that is not an Error', { detail: 'Forbidden' }],
    ['an Error code of another backend', { error: 'access_denied', message: 'Denied' }],
  ])('on 403 with %s on an admin page ends the session', async (_case, body) => {
    fillBothStorages();
    const { client, navigate, expired } = setup({ status: 403, body });
    const result = await client.GET('/admin/users');
    expect(result.response.status).toBe(403);
    expect(storedKeys()).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
    // No reason given: the sign-in page still says the admin was signed out.
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login?from=%2Fadmin%2Fusers&reason=ended');
  });

  it.each([
    ['token_expired', 'expired'],
    ['session_lifetime_reached', 'session_lifetime_reached'],
    ['session_signed_out', 'session_signed_out'],
    ['password_changed', 'password_changed'],
    ['password_reset', 'password_reset'],
    ['two_factor_reset', 'two_factor_reset'],
    ['account_deactivated', 'account_deactivated'],
    ['account_deleted', 'account_deleted'],
    ['invalid_token', 'ended'],
    ['unauthorized', 'ended'],
  ])('sends a 401 %s without a keeper to the sign-in page with reason=%s', async (code, reason) => {
    fillBothStorages();
    const { client, navigate } = setup({ status: 401, body: { error: code, message: 'No' } });
    await client.GET('/admin/users');
    expect(storedKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/admin/login?${new URLSearchParams({ from: '/admin/users', reason })}`,
    );
  });

  it('tells an ended session from a refused permission by status and Error code', async () => {
    const answer = (status: number, body?: unknown) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status });
    expect(await endsSession(answer(401))).toBe(true);
    expect(await endsSession(answer(401, { error: 'forbidden', message: 'x' }))).toBe(true);
    expect(await endsSession(answer(403, { error: 'token_expired', message: 'x' }))).toBe(true);
    expect(await endsSession(answer(403))).toBe(true);
    expect(await endsSession(answer(403, { error: 'forbidden', message: 'x' }))).toBe(false);
    expect(await endsSession(answer(404, { error: 'not_found', message: 'x' }))).toBe(false);
    // The body is read from a clone: the caller can still read it.
    const forbidden = answer(403, { error: 'forbidden', message: 'x' });
    await endsSession(forbidden);
    expect(await forbidden.json()).toEqual({ error: 'forbidden', message: 'x' });
  });

  it('uses the browser location, storages and window events by default', async () => {
    fillBothStorages();
    window.history.pushState({}, '', '/admin/payments?status=failed');
    const onExpired = vi.fn();
    window.addEventListener(TOKEN_EXPIRED_EVENT, onExpired);
    const navigate = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch: (async () => new Response('{}', { status: 401 })) as unknown as typeof globalThis.fetch,
      middleware: [createSessionExpiryMiddleware({ navigate })],
    });
    try {
      await client.GET('/admin/payments');
      expect(storedKeys()).toEqual([]);
      expect(onExpired).toHaveBeenCalledTimes(1);
      expect(onExpired.mock.calls[0][0]).toBeInstanceOf(CustomEvent);
      // Back to the same page, query included, after signing in.
      expect(navigate).toHaveBeenCalledExactlyOnceWith(
        '/admin/login?from=%2Fadmin%2Fpayments%3Fstatus%3Dfailed&reason=ended',
      );
    } finally {
      window.removeEventListener(TOKEN_EXPIRED_EVENT, onExpired);
      window.history.pushState({}, '', '/');
    }
  });
  it('sends the admin where the first ended session said: a later plain 401 keeps the reason', async () => {
    window.localStorage.setItem('adminToken', 'expired-jwt');
    window.localStorage.setItem('adminUser', '{}');
    const navigate = vi.fn();
    const expired = vi.fn();
    const events = new EventTarget();
    events.addEventListener(TOKEN_EXPIRED_EVENT, expired);
    // As the server answers: a stale token is token_expired, no token at all is unauthorized.
    const fetch = (async (request: Request) => {
      const error = request.headers.has('Authorization') ? 'token_expired' : 'unauthorized';
      return Response.json({ error, message: 'No' }, { status: 401 });
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch,
      middleware: [
        createAuthMiddleware(),
        createSessionExpiryMiddleware({
          currentPathname: () => '/admin/users',
          currentSearch: () => '?status=inactive',
          navigate,
          events: () => events,
          listener: () => undefined,
        }),
      ],
    });
    // Two calls answered together, then one that starts after the session was cleared.
    await Promise.all([client.GET('/admin/users'), client.GET('/admin/auth/me')]);
    await client.GET('/admin/users');
    expect(storedKeys()).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
    // Every answer sends the page to the same place (again, in case a prompt cancelled the first).
    expect(navigate.mock.calls).toEqual(
      Array(3).fill(['/admin/login?from=%2Fadmin%2Fusers%3Fstatus%3Dinactive&reason=expired']),
    );
  });
});

describe('in-place sign-in and activity (sliding sessions, docs/design.md)', () => {
  it('lets a session keeper take over an expired token on an admin page: nothing cleared, no navigation', async () => {
    fillBothStorages();
    const onSessionEnded = vi.fn(() => true);
    const { client, navigate, expired } = setup({ status: 401, listener: { onSessionEnded } });
    const result = await client.GET('/admin/users');
    expect(result.response.status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('token_expired');
    expect(storedKeys()).toHaveLength(10);
    expect(navigate).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends the session as core §4 says when the keeper declines (e.g. a fresh tab with an expired token)', async () => {
    fillBothStorages();
    const onSessionEnded = vi.fn(() => false);
    const { client, navigate } = setup({ status: 401, listener: { onSessionEnded } });
    await client.GET('/admin/users');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(storedKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login?from=%2Fadmin%2Fusers&reason=expired');
  });

  it.each(['account_deactivated', 'password_reset', 'session_signed_out', 'invalid_token', 'unauthorized'])(
    'offers a %s 401 to the keeper with its code: the keeper says why and decides what can go on',
    async (code) => {
      fillBothStorages();
      const onSessionEnded = vi.fn(() => true);
      const { client, navigate } = setup({
        status: 401,
        body: { error: code, message: 'No' },
        listener: { onSessionEnded },
      });
      await client.GET('/admin/users');
      expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(code);
      expect(storedKeys()).toHaveLength(10);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves the 401 of a wrong password alone, even on an admin page (the in-place sign-in dialog)', async () => {
    fillBothStorages();
    const { client, navigate, expired } = setup({
      status: 401,
      body: { error: 'unauthorized', message: 'Invalid email or password.' },
    });
    await client.POST('/admin/auth/login', { body: { email: 'a@example.com', password: 'x' } });
    expect(storedKeys()).toHaveLength(10);
    expect(navigate).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin/auth/login/two-factor', 'unauthorized'],
    ['/admin/auth/login/two-factor', 'ticket_expired'],
    ['/admin/auth/login/two-factor/setup', 'ticket_expired'],
    ['/admin/auth/login/two-factor/activate', 'unauthorized'],
  ] as const)(
    'leaves a 401 of the second sign-in step %s (%s) alone, even on an admin page',
    async (path, code) => {
      fillBothStorages();
      const { client, navigate, expired } = setup({
        status: 401,
        body: { error: code, message: 'That code is not valid.' },
      });
      const ticket = 'ticket';
      if (path === '/admin/auth/login/two-factor/setup') await client.POST(path, { body: { ticket } });
      else await client.POST(path, { body: { ticket, code: '123456' } });
      expect(storedKeys()).toHaveLength(10);
      expect(navigate).not.toHaveBeenCalled();
      expect(expired).not.toHaveBeenCalled();
    },
  );

  it('tells the keeper about every request, by its API path', async () => {
    const onRequest = vi.fn();
    const { client } = setup({ listener: { onRequest } });
    await client.GET('/admin/users');
    await client.POST('/admin/auth/refresh');
    expect(onRequest.mock.calls).toEqual([['/admin/users'], ['/admin/auth/refresh']]);
  });

  it('reaches the installed keeper through the browser environment until it is removed', async () => {
    const onRequest = vi.fn();
    const remove = setSessionListener({ onRequest });
    const fetch = (async () => Response.json({ users: [] })) as unknown as typeof globalThis.fetch;
    const client = createApiClient({
      baseUrl: 'http://localhost/api',
      fetch,
      middleware: [createAuthMiddleware()],
    });
    await client.GET('/admin/users');
    remove();
    await client.GET('/admin/users');
    expect(onRequest).toHaveBeenCalledTimes(1);
  });
});

describe('pages and stored session', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('knows protected pages, login pages and where to log in', () => {
    expect(isProtectedPage('/admin')).toBe(true);
    expect(isProtectedPage('/admin/users')).toBe(true);
    expect(isProtectedPage('/dashboard')).toBe(true);
    expect(isProtectedPage('/parent-dashboard/progress')).toBe(true);
    expect(isProtectedPage('/blog')).toBe(false);
    expect(isLoginPage('/admin/login')).toBe(true);
    expect(isLoginPage('/login/')).toBe(true);
    expect(isLoginPage('/admin/users')).toBe(false);
    expect(loginPathFor('/admin/roles')).toBe('/admin/login');
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(loginPathFor('/parent-dashboard')).toBe('/login');
  });

  it('stores, reads and clears the session', () => {
    storeAdminSession('admin-jwt', { id: 1, email: 'admin@example.com' }, storages());
    storeUserSession('user-jwt', storages());
    expect(window.localStorage.getItem('adminToken')).toBe('admin-jwt');
    expect(window.localStorage.getItem('authToken')).toBe('user-jwt');
    expect(readStoredAdmin(storages())).toEqual({ id: 1, email: 'admin@example.com' });
    window.sessionStorage.setItem('userSession', 'x');
    clearSession(storages());
    expect(storedKeys()).toEqual([]);
    expect(readStoredAdmin(storages())).toBeNull();
    window.localStorage.setItem('adminUser', '{not json');
    expect(readStoredAdmin(storages())).toBeNull();
  });
});
