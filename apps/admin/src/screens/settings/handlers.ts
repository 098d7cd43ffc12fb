/**
 * The settings API for the Admin Settings stories: GET and PUT /admin/settings around one
 * in-memory settings object that answers like the reference server (only the fields sent
 * change, secrets are never returned, only whether one is stored), records the updates, and
 * fails on request. The Email tab's test email and deliveries share one in-memory outbox: each
 * test sent (with the saved settings, as the server does) is a new delivery at the top.
 */
import type { components } from '@aac/api-client';
import { HttpResponse, type RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { http } from '../../testing/storyApi';
import { offContract } from '../../testing/storyContract';
import { createVersionTrail, OTHER_ADMIN, OTHER_CHANGE_AT } from '../../testing/versionTrail';
import type { EmailDelivery, PublicSettings, SettingsUpdate, SettingsVersions } from './settings.form';

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
    stripeWebhookSecretSet: false,
    analyticsEnabled: false,
    analyticsId: '',
  },
};

export const SAVE_REFUSED: components['schemas']['Error'] = {
  error: 'validation_failed',
  message: 'The request is not valid.',
  details: [{ path: '/settings/email/smtpHost', message: 'must be a host name' }],
};

const LONG_EMAIL = 'maximiliana.featherstonehaugh-vandersteen@a-very-long-organisation-name.example.org';

/** The mail server's refusals in the server's words (apps/server's mail transport), for this mail server. */
export const TEST_EMAIL_FAILURES = {
  refused: 'The mail server at smtp.example.com:587 refused the connection',
  authentication: 'Authentication failed for user mailer',
  tls: 'TLS handshake failed with smtp.example.com:587: wrong version number',
  timeout: 'No answer from smtp.example.com:587 within 10 s',
  notConfigured: 'No mail server is set: fill in SMTP host and From email on the Email tab and save',
} as const;
export type TestEmailFailure = keyof typeof TEST_EMAIL_FAILURES;

/**
 * How a test email goes: the mail server takes it (`sent`), refuses it for one of the reasons
 * above (200 with `sent: false`), never answers (`pending`, the request stays open), or the
 * request itself fails (`serverError`: 500; `unreachable`: no answer at all).
 */
export type TestEmailOutcome = 'sent' | TestEmailFailure | 'pending' | 'serverError' | 'unreachable';

/** The server's refusal when there is nobody to send to (no address typed, no admin email). */
export const NOBODY_TO_SEND_TO =
  'Type an address to send the test email to, or set the admin email on the General tab.';

/**
 * The outbox's newest emails, newest first: one of each status and kind, a 60-character subject
 * and a long address.
 */
export const DELIVERY_ROWS: readonly EmailDelivery[] = [
  {
    id: 24,
    kind: 'systemAlert',
    to: 'admin@example.com',
    subject: 'System alert: Payment Received emails are failing',
    status: 'sending',
    attempts: 4,
    lastError: TEST_EMAIL_FAILURES.timeout,
    createdAt: '2026-11-28T10:20:30Z',
    sentAt: null,
    nextAttemptAt: null,
  },
  {
    id: 23,
    kind: 'newUserRegistration',
    to: 'admin@example.com',
    subject: 'New user registration: Maria Lopez',
    status: 'pending',
    attempts: 2,
    lastError: TEST_EMAIL_FAILURES.refused,
    createdAt: '2026-11-28T10:18:11Z',
    sentAt: null,
    nextAttemptAt: '2026-11-28T10:24:11Z',
  },
  {
    id: 22,
    kind: 'test',
    to: LONG_EMAIL,
    subject: 'Test email from AAC Admin',
    status: 'failed',
    attempts: 1,
    lastError: TEST_EMAIL_FAILURES.authentication,
    createdAt: '2026-11-28T10:05:40Z',
    sentAt: null,
    nextAttemptAt: null,
  },
  {
    id: 21,
    kind: 'paymentReceived',
    to: 'admin@example.com',
    subject: 'Payment received: $1,249.00 from Northfield Speech Therapies',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-28T09:52:03Z',
    sentAt: '2026-11-28T09:52:04Z',
    nextAttemptAt: null,
  },
  {
    id: 20,
    kind: 'test',
    to: 'ops@example.com',
    subject: 'Test email from AAC Admin',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-28T09:40:00Z',
    sentAt: '2026-11-28T09:40:01Z',
    nextAttemptAt: null,
  },
];

/** When the stories' first test email is sent; each one after it a minute later. */
const FIRST_TEST_AT = Date.parse('2026-11-28T10:30:00Z');

export interface SettingsApiOptions {
  settings?: PublicSettings;
  load?: 'ok' | 'loading' | 'error';
  /**
   * How PUT /admin/settings goes: saved unless given; `held` saves once the story calls
   * `releaseSave`, so it can see "Saving..." however busy the machine is.
   */
  save?: 'ok' | 'held' | 'error' | 'refused';
  /** How POST /admin/settings/email/test goes (sent unless given); `setTestEmail` changes it later. */
  testEmail?: TestEmailOutcome;
  /** GET /admin/settings/email/deliveries: the rows above, none, never answered, or a failure. */
  deliveries?: 'ok' | 'empty' | 'loading' | 'error';
  /** GET /admin/settings answers the settings bare, as core spec §7 allows ("or the body itself"). */
  bare?: boolean;
}

export interface SettingsApi {
  handlers: RequestHandler[];
  updates: SettingsUpdate[];
  /** The versions each save sent, in order. */
  sentVersions: Array<SettingsVersions | undefined>;
  loads(): number;
  /** The bodies of the test emails asked for, in order. */
  testRequests: Array<{ to?: string }>;
  /** How many times the deliveries were asked for. */
  deliveryLoads(): number;
  /** How the next test emails go. */
  setTestEmail(outcome: TestEmailOutcome): void;
  /** Another admin's save of one group after the screen loaded (Grace Hopper at 14:02). */
  changeElsewhere<G extends Group>(group: G, change: Partial<PublicSettings[G]>): void;
  /** Lets a `held` save go on. */
  releaseSave(): void;
}

export function createSettingsApi(options: SettingsApiOptions = {}): SettingsApi {
  let releaseSave = () => {};
  const held = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  const settings = structuredClone(options.settings ?? STORED_SETTINGS);
  const updates: SettingsUpdate[] = [];
  const sentVersions: SettingsApi['sentVersions'] = [];
  let loads = 0;
  const testRequests: SettingsApi['testRequests'] = [];
  let testEmail = options.testEmail ?? 'sent';
  let deliveryLoads = 0;
  const outbox: EmailDelivery[] = options.deliveries === 'empty' ? [] : structuredClone([...DELIVERY_ROWS]);
  let testsSent = 0;
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
      // Off the contract on purpose: the body itself, as core spec §7 allows.
      if (options.bare) return response.untyped(offContract(HttpResponse.json(settings)));
      return response(200).json({ settings, versions: versions(), paymentProvider: LOCAL_PROVIDER });
    }),
    http.put('/admin/settings', async ({ request, response }) => {
      const body = await request.json();
      updates.push(body.settings);
      sentVersions.push(body.versions);
      if (options.save === 'held') await held;
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
      const { stripeSecretKey, stripeWebhookSecret, ...integrations } = body.settings.integrations ?? {};
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
          stripeWebhookSecretSet: settings.integrations.stripeWebhookSecretSet || !!stripeWebhookSecret,
        });
      }
      return response(200).json({
        success: true,
        message: 'Settings saved successfully!',
        settings,
        versions: versions(),
      });
    }),
    http.post('/admin/settings/email/test', async ({ request, response }) => {
      const outcome = testEmail;
      const body = await request.json();
      testRequests.push(body);
      if (outcome === 'pending') return new Promise<never>(() => {});
      // fetch rejects with a TypeError when no answer comes at all.
      if (outcome === 'unreachable') throw new TypeError('Failed to fetch');
      if (outcome === 'serverError') return response(500).json(LIST_FAILURE);
      // The saved settings' admin email, not one typed on the General tab and not saved.
      const to = body.to?.trim() || settings.general.adminEmail.trim();
      if (!to) {
        return response(400).json({
          error: 'validation_failed',
          message: NOBODY_TO_SEND_TO,
          details: [{ path: '/to', message: NOBODY_TO_SEND_TO }],
        });
      }
      const at = new Date(FIRST_TEST_AT + testsSent * 60_000).toISOString();
      testsSent += 1;
      const failure = outcome === 'sent' ? null : TEST_EMAIL_FAILURES[outcome];
      const delivery: EmailDelivery = {
        id: 100 + testsSent,
        kind: 'test',
        to,
        subject: `Test email from ${settings.general.siteName}`,
        status: failure ? 'failed' : 'sent',
        attempts: 1,
        lastError: failure,
        createdAt: at,
        sentAt: failure ? null : at,
        nextAttemptAt: null,
      };
      outbox.unshift(delivery);
      return response(200).json({
        sent: !failure,
        message: failure ?? `Test email sent to ${to}`,
        delivery,
      });
    }),
    http.get('/admin/settings/email/deliveries', async ({ response }) => {
      deliveryLoads += 1;
      if (options.deliveries === 'loading') await new Promise(() => {});
      if (options.deliveries === 'error') return response(500).json(LIST_FAILURE);
      return response(200).json({ deliveries: outbox.slice(0, 20) });
    }),
  ];
  return {
    handlers,
    updates,
    sentVersions,
    loads: () => loads,
    testRequests,
    deliveryLoads: () => deliveryLoads,
    setTestEmail: (outcome) => {
      testEmail = outcome;
    },
    changeElsewhere: (group, change) => saveGroup(group, change, OTHER_ADMIN, OTHER_CHANGE_AT),
    releaseSave: () => releaseSave(),
  };
}
