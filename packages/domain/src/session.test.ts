import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_PATH, LOGIN_PATH, SESSION_STORAGE_KEYS, TOKEN_EXPIRED_EVENT } from './session';

describe('session (core spec §2, §3, §4)', () => {
  it('names the five storage keys, the event and the login pages', () => {
    expect(SESSION_STORAGE_KEYS).toEqual([
      'authToken',
      'adminToken',
      'adminUser',
      'sessionToken',
      'userSession',
    ]);
    expect(TOKEN_EXPIRED_EVENT).toBe('token-expired');
    expect(ADMIN_LOGIN_PATH).toBe('/admin/login');
    expect(LOGIN_PATH).toBe('/login');
  });
});
