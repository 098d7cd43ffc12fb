/**
 * The admins API for the Admin Management stories: contract-typed handlers around in-memory
 * admins that answer like the reference server (search, role and status filters, 10 a page, the
 * passwordMinLength check, the two-factor reset), plus the roles and permissions the screen reads.
 */
import type { components } from '@aac/api-client';
import { SETTINGS_DEFAULTS } from '@aac/domain';
import { fakeRows } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { createAccessApi } from '../roles/handlers';
import type { Admin } from './admins.list';
import { ADMINS } from './fixtures';

/** The security setting the stories' server holds: longer than the default 8, to prove it is read. */
export const STORY_PASSWORD_MIN_LENGTH = 12;
/** The one-time password the fake server answers a reset with. */
export const STORY_ONE_TIME_PASSWORD = 'mqvz-7kd4-xh2p-w9tc';

export interface AdminsApiOptions extends ListApiOptions<Admin> {
  /** Every save answers this refusal. */
  saveFailure?: components['schemas']['Error'] & { status: 400 | 403 | 409 };
  /** Reset two-factor answers this refusal (the reference server's 403 or 409). */
  resetTwoFactorFailure?: components['schemas']['Error'] & { status: 403 | 409 };
  /** The security setting passwordMinLength; STORY_PASSWORD_MIN_LENGTH unless given. */
  passwordMinLength?: number;
}

export interface AdminsApi extends ListScreenApi {
  creates: Array<components['schemas']['AdminCreate']>;
  updates: Array<{ id: number; body: components['schemas']['AdminUpdate'] }>;
  /** The ids of the admins whose second factor was reset. */
  twoFactorResets: number[];
  admins(): Admin[];
}

export function createAdminsApi(options: AdminsApiOptions = {}): AdminsApi {
  const admins = fakeRows(options.rows ?? ADMINS, {
    searchText: (admin) => `${admin.first_name} ${admin.last_name} ${admin.email}`,
    filters: {
      role: (admin, value) => admin.role === value,
      status: (admin, value) => admin.is_active === (value === 'active'),
    },
  });
  const access = createAccessApi();
  const creates: AdminsApi['creates'] = [];
  const updates: AdminsApi['updates'] = [];
  const twoFactorResets: number[] = [];
  let nextId = 100;
  const handlers = [
    http.get('/admin/admins', async ({ request, response }) => {
      const answer = await admins.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ admins: answer.rows, pagination: answer.pagination });
    }),
    http.get('/admin/settings', ({ response }) =>
      response(200).json({
        settings: {
          general: { ...SETTINGS_DEFAULTS.general, timezone: 'UTC' },
          security: {
            ...SETTINGS_DEFAULTS.security,
            passwordMinLength: options.passwordMinLength ?? STORY_PASSWORD_MIN_LENGTH,
          },
          email: {
            smtpHost: SETTINGS_DEFAULTS.email.smtpHost,
            smtpPort: SETTINGS_DEFAULTS.email.smtpPort,
            smtpUser: SETTINGS_DEFAULTS.email.smtpUser,
            smtpPasswordSet: false,
            fromEmail: SETTINGS_DEFAULTS.email.fromEmail,
            fromName: SETTINGS_DEFAULTS.email.fromName,
          },
          notifications: SETTINGS_DEFAULTS.notifications,
          integrations: {
            stripeEnabled: SETTINGS_DEFAULTS.integrations.stripeEnabled,
            stripePublishableKey: SETTINGS_DEFAULTS.integrations.stripePublishableKey,
            stripeSecretKeySet: false,
            stripeWebhookSecretSet: false,
            analyticsEnabled: SETTINGS_DEFAULTS.integrations.analyticsEnabled,
            analyticsId: SETTINGS_DEFAULTS.integrations.analyticsId,
          },
        },
        versions: { general: 1, security: 1, email: 1, notifications: 1, integrations: 1 },
      }),
    ),
    http.post('/admin/admins', async ({ request, response }) => {
      const body = await request.json();
      creates.push(body);
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const created: Admin = {
        id: nextId++,
        version: 1,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        role: body.role,
        is_active: true,
        two_factor_enabled: false,
        created_at: '2024-11-20T10:00:00Z',
      };
      // The stories check what was sent and the toast; the list itself is not asked to grow.
      return response(201).json({ success: true, message: 'Admin created successfully.', admin: created });
    }),
    http.put('/admin/admins/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = admins.precondition(id, request, 'admin');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      updates.push({ id, body });
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const admin = admins.replace(id, body);
      if (!admin) return response(404).json(admins.notFound('Admin', id));
      return response(200).json({ success: true, message: 'Admin updated successfully.', admin });
    }),
    http.delete('/admin/admins/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = admins.precondition(id, request, 'admin');
      if (stale) return response(412).json(stale);
      if (!admins.remove(id)) return response(404).json(admins.notFound('Admin', id));
      return response(200).json({ success: true, message: 'Admin deleted successfully.' });
    }),
    http.post('/admin/admins/{id}/reset-password', ({ params, response }) => {
      const admin = admins.all().find((row) => row.id === Number(params.id));
      if (!admin) return response(404).json(admins.notFound('Admin', Number(params.id)));
      return response(200).json({
        success: true,
        message: 'Password reset. The admin chooses a new password at their next sign-in.',
        one_time_password: STORY_ONE_TIME_PASSWORD,
        admin,
      });
    }),
    http.delete('/admin/admins/{id}/two-factor', ({ params, response }) => {
      const id = Number(params.id);
      twoFactorResets.push(id);
      if (options.resetTwoFactorFailure) {
        const { status, ...error } = options.resetTwoFactorFailure;
        return response(status).json(error);
      }
      const admin = admins.find(id);
      if (!admin) return response(404).json(admins.notFound('Admin', id));
      if (!admin.two_factor_enabled) {
        return response(409).json({
          error: 'conflict',
          message: `${admin.first_name} ${admin.last_name} has no two-factor authentication to reset.`,
        });
      }
      return response(200).json(admins.replace(id, { two_factor_enabled: false }) ?? admin);
    }),
    ...access.handlers,
  ];
  return {
    handlers,
    listQueries: admins.listQueries,
    rowCount: () => admins.all().length,
    creates,
    updates,
    twoFactorResets,
    admins: admins.all,
  };
}
