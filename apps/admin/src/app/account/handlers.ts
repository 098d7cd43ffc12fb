/**
 * The signed-in admin's own second factor for stories: contract-typed handlers around one
 * in-memory state that answer like the reference server (a wrong password or code is a 400
 * naming its field, with the attempts left; the codes are shown once).
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { http } from '../../testing/storyApi';
import { STORY_RECOVERY_CODES, STORY_TWO_FACTOR_SETUP } from '../auth/twoFactor/fixtures';

type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

/** The password and the code of the authenticator app the stories' server accepts. */
export const STORY_PASSWORD = 'Lantern-Moss-61k';
export const STORY_CODE = '492039';
export const WRONG_PASSWORD =
  'The password is not right. 4 attempts left before sign-in is paused for 15 minutes.';
export const WRONG_CODE = 'The code is not right. 4 attempts left before sign-in is paused for 15 minutes.';

/** Replaced recovery codes: others than the first ten, so a story sees they are new. */
export const STORY_NEW_RECOVERY_CODES = STORY_RECOVERY_CODES.map((code) => code.split('').reverse().join(''));

export const TWO_FACTOR_OFF_STATUS: TwoFactorStatus = {
  enabled: false,
  enabled_at: null,
  recovery_codes_left: 0,
  required: false,
};

export const TWO_FACTOR_ON_STATUS: TwoFactorStatus = {
  enabled: true,
  enabled_at: '2024-03-01T09:00:00Z',
  recovery_codes_left: 9,
  required: false,
};

export interface TwoFactorApi {
  handlers: RequestHandler[];
  /** What was sent, in order: the path and its body. */
  sent: Array<{ path: string; body: unknown }>;
  status(): TwoFactorStatus;
}

export function createTwoFactorApi(initial: TwoFactorStatus = TWO_FACTOR_OFF_STATUS): TwoFactorApi {
  let status = { ...initial };
  let hasKey = false;
  const sent: TwoFactorApi['sent'] = [];
  const refused = (path: '/password' | '/code', message: string) => ({
    error: 'validation_failed' as const,
    message,
    details: [{ path, message }],
  });
  const handlers = [
    http.get('/admin/auth/two-factor', ({ response }) => response(200).json(status)),
    http.post('/admin/auth/two-factor/setup', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ path: '/admin/auth/two-factor/setup', body });
      if (body.password !== STORY_PASSWORD) return response(400).json(refused('/password', WRONG_PASSWORD));
      hasKey = true;
      return response(200).json(STORY_TWO_FACTOR_SETUP);
    }),
    http.post('/admin/auth/two-factor/activate', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ path: '/admin/auth/two-factor/activate', body });
      if (!hasKey) return response(409).json({ error: 'conflict', message: 'Set up a key first.' });
      if (body.code !== STORY_CODE) return response(400).json(refused('/code', WRONG_CODE));
      status = { ...status, enabled: true, enabled_at: '2024-11-20T10:00:00Z', recovery_codes_left: 10 };
      return response(200).json({ recovery_codes: STORY_RECOVERY_CODES });
    }),
    http.post('/admin/auth/two-factor/recovery-codes', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ path: '/admin/auth/two-factor/recovery-codes', body });
      if (body.code !== STORY_CODE) return response(400).json(refused('/code', WRONG_CODE));
      status = { ...status, recovery_codes_left: 10 };
      return response(200).json({ recovery_codes: STORY_NEW_RECOVERY_CODES });
    }),
    http.post('/admin/auth/two-factor/disable', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ path: '/admin/auth/two-factor/disable', body });
      if (status.required) {
        return response(409).json({
          error: 'conflict',
          message: 'Two-factor authentication is required for every admin.',
        });
      }
      if (body.password !== STORY_PASSWORD) return response(400).json(refused('/password', WRONG_PASSWORD));
      if (body.code !== STORY_CODE) return response(400).json(refused('/code', WRONG_CODE));
      status = { ...TWO_FACTOR_OFF_STATUS, required: status.required };
      return response(200).json(status);
    }),
  ];
  return { handlers, sent, status: () => status };
}
