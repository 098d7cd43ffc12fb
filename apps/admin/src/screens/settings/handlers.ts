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
import { createVersionTrail, OTHER_ADMIN, OTHER_CHANGE_AT } from '../../testing/versionTrail';
import type { PublicSettings, SettingsUpdate, SettingsVersions } from './settings.form';

type Group = keyof PublicSettings;
const GROUPS: Group[] = ['general', 'security', 'email', 'notifications', 'integrations'];

export const STORED_SETTINGS: PublicSettings = {
  general: {
    siteName: 'AAC Admin',
    siteDescription: 'Speech and communication support for every child.',
    siteUrl: 'https://aac.example.com',
    adminEmail: 'admin@example.com',
    timezone: 'UTC',
  },
  security: {
    sessionTimeout: 30,
    maxLoginAttempts: 5,
    requireTwoFactor: false,
    passwordMinLength: 8,
    sessionMaxHours: 12,
    auditRetentionDays: 365,
  },
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
  /** The versions each save sent, in order. */
  sentVersions: Array<SettingsVersions | undefined>;
  loads(): number;
  /** Another admin's save of one group after the screen loaded (Grace Hopper at 14:02). */
  changeElsewhere<G extends Group>(group: G, change: Partial<PublicSettings[G]>): void;
}

export function createSettingsApi(options: SettingsApiOptions = {}): SettingsApi {
  const settings = structuredClone(options.settings ?? STORED_SETTINGS);
  const updates: SettingsUpdate[] = [];
  const sentVersions: SettingsApi['sentVersions'] = [];
  let loads = 0;
  // Each group is a stored row with its own version, as on the server ({ group_name, values, version }).
  const trail = createVersionTrail();
  const rows = Object.fromEntries(
    GROUPS.map((group) => [group, { group_name: group, version: 1 }]),
  ) as Record<Group, { group_name: Group; version: number }>;
  const versions = (): SettingsVersions =>
    Object.fromEntries(GROUPS.map((group) => [group, rows[group].version])) as SettingsVersions;
  /** Saves one group's values, raising its version when a field changed (changes named `values.<field>`). */
  const saveGroup = (group: Group, values: object, by?: typeof OTHER_ADMIN, at?: string) => {
    const before = settings[group] as object;
    const after = { ...before, ...values };
    const prefixed = (fields: object) =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [`values.${name}`, value]));
    const written = trail.write(
      group,
      { ...prefixed(before), version: rows[group].version },
      {
        ...prefixed(after),
        version: rows[group].version,
      },
      by,
      at,
    );
    rows[group] = { group_name: group, version: written.version };
    (settings as Record<Group, object>)[group] = after;
  };
  const handlers: RequestHandler[] = [
    http.get('/admin/settings', async ({ response }) => {
      loads += 1;
      if (options.load === 'loading') await new Promise(() => {});
      if (options.load === 'error') return response(500).json(LIST_FAILURE);
      return response(200).json({ settings, versions: versions() });
    }),
    http.put('/admin/settings', async ({ request, response }) => {
      const body = await request.json();
      updates.push(body.settings);
      sentVersions.push(body.versions);
      if (options.save === 'error') return response(500).json(LIST_FAILURE);
      if (options.save === 'refused') return response(400).json(SAVE_REFUSED);
      // Only the groups sent are compared and saved, each against its own version.
      for (const group of GROUPS) {
        const wanted = body.versions?.[group];
        if (body.settings[group] === undefined || wanted === undefined) continue;
        const headers = new Headers({ 'If-Match': `"${wanted}"` });
        const stale = trail.check(
          group,
          { ...rows[group], values: settings[group] },
          new Request(request.url, { headers }),
          'settings',
        );
        if (stale) return response(412).json(stale);
      }
      const { smtpPassword, ...email } = body.settings.email ?? {};
      const { stripeSecretKey, ...integrations } = body.settings.integrations ?? {};
      if (body.settings.general) saveGroup('general', body.settings.general);
      if (body.settings.security) saveGroup('security', body.settings.security);
      if (body.settings.email) {
        saveGroup('email', { ...email, smtpPasswordSet: settings.email.smtpPasswordSet || !!smtpPassword });
      }
      if (body.settings.notifications) saveGroup('notifications', body.settings.notifications);
      if (body.settings.integrations) {
        saveGroup('integrations', {
          ...integrations,
          stripeSecretKeySet: settings.integrations.stripeSecretKeySet || !!stripeSecretKey,
        });
      }
      return response(200).json({
        success: true,
        message: 'Settings saved successfully!',
        settings,
        versions: versions(),
      });
    }),
  ];
  return {
    handlers,
    updates,
    sentVersions,
    loads: () => loads,
    changeElsewhere: (group, change) => saveGroup(group, change, OTHER_ADMIN, OTHER_CHANGE_AT),
  };
}
