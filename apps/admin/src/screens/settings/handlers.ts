/**
 * The settings API for the Admin Settings stories: GET and PUT /admin/settings around one
 * in-memory settings object that answers like the reference server (only the fields sent
 * change, secrets are never returned, only whether one is stored), records the updates, and
 * fails on request.
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { http } from '../../testing/storyApi';
import type { PublicSettings, SettingsUpdate } from './settings.form';

export const STORED_SETTINGS: PublicSettings = {
  general: {
    siteName: 'AAC Admin',
    siteDescription: 'Speech and communication support for every child.',
    siteUrl: 'https://aac.example.com',
    adminEmail: 'admin@example.com',
    timezone: 'UTC',
  },
  security: { sessionTimeout: 30, maxLoginAttempts: 5, requireTwoFactor: false, passwordMinLength: 8 },
  email: {
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpUser: 'mailer',
    smtpPasswordSet: true,
    fromEmail: 'no-reply@example.com',
    fromName: 'AAC Team',
  },
  notifications: { emailNotifications: true, pushNotifications: true, smsNotifications: true },
  integrations: {
    stripeEnabled: true,
    stripePublishableKey: 'pk_test_51AacExample',
    stripeSecretKeySet: false,
    analyticsEnabled: false,
    analyticsId: '',
  },
};

export const SAVE_REFUSED: components['schemas']['Error'] = {
  error: 'validation_failed',
  message: 'The request is not valid.',
  details: [{ path: '/settings/email/smtpHost', message: 'must be a host name' }],
};

export interface SettingsApiOptions {
  settings?: PublicSettings;
  load?: 'ok' | 'loading' | 'error';
  save?: 'ok' | 'error' | 'refused';
}

export interface SettingsApi {
  handlers: RequestHandler[];
  updates: SettingsUpdate[];
  loads(): number;
}

export function createSettingsApi(options: SettingsApiOptions = {}): SettingsApi {
  let settings = structuredClone(options.settings ?? STORED_SETTINGS);
  const updates: SettingsUpdate[] = [];
  let loads = 0;
  const handlers: RequestHandler[] = [
    http.get('/admin/settings', async ({ response }) => {
      loads += 1;
      if (options.load === 'loading') await new Promise(() => {});
      if (options.load === 'error') return response(500).json(LIST_FAILURE);
      return response(200).json({ settings });
    }),
    http.put('/admin/settings', async ({ request, response }) => {
      const body = await request.json();
      updates.push(body.settings);
      if (options.save === 'error') return response(500).json(LIST_FAILURE);
      if (options.save === 'refused') return response(400).json(SAVE_REFUSED);
      const { smtpPassword, ...email } = body.settings.email ?? {};
      const { stripeSecretKey, ...integrations } = body.settings.integrations ?? {};
      settings = {
        general: { ...settings.general, ...body.settings.general },
        security: { ...settings.security, ...body.settings.security },
        email: {
          ...settings.email,
          ...email,
          smtpPasswordSet: settings.email.smtpPasswordSet || !!smtpPassword,
        },
        notifications: { ...settings.notifications, ...body.settings.notifications },
        integrations: {
          ...settings.integrations,
          ...integrations,
          stripeSecretKeySet: settings.integrations.stripeSecretKeySet || !!stripeSecretKey,
        },
      };
      return response(200).json({ success: true, message: 'Settings saved successfully!', settings });
    }),
  ];
  return { handlers, updates, loads: () => loads };
}
