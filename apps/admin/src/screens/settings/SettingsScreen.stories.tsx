import { clearSession, storeAdminSession, UNREACHABLE } from '@aac/api-client';
import { BANNER_DURATION_MS, formatMoment, MESSAGES, NOTIFICATION_LABELS, TIMEZONES } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { SITE_READ_ONLY_ADMIN, SITE_STORY_ADMIN, type SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import type { Canvas } from '../../testing/tableQueries';
import {
  createSettingsApi,
  DELIVERY_ROWS,
  NOBODY_TO_SEND_TO,
  type SettingsApi,
  type SettingsApiOptions,
  STORED_SETTINGS,
  TEST_EMAIL_FAILURES,
} from './handlers';
import { SettingsScreen } from './SettingsScreen';

interface Parameters {
  api?: SettingsApiOptions;
  initialUrl?: string;
  admin?: SignedInAdmin;
}

const meta = {
  title: 'Screens/Admin Settings',
  component: SettingsScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createSettingsApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as Parameters).admin ?? SITE_STORY_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={(context.loaded as { api: SettingsApi }).api.handlers}
      path="/admin/settings"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <SettingsScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: SettingsApi }).api;
const field = (canvas: Canvas, name: RegExp | string) => canvas.findByRole('textbox', { name });
/** The page header's Save Settings (while changes are unsaved, the save bar has the second). */
const saveButton = (canvas: Canvas) => {
  const [inHeader] = canvas.getAllByRole('button', { name: 'Save Settings' });
  if (!inHeader) throw new Error('No Save Settings button');
  return inHeader;
};
const SAVE_BAR = { name: 'Unsaved changes' } as const;
const saveBar = (canvas: Canvas) => canvas.findByRole('region', SAVE_BAR);
const box = (element: Element) => element.getBoundingClientRect();
const openTab = async (canvas: Canvas, name: string) => {
  await userEvent.click(await canvas.findByRole('tab', { name }));
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
};

const EMAIL_TAB = '/admin/settings?tab=email';
const sendTo = (canvas: Canvas) => field(canvas, 'Send to');
const sendButton = (canvas: Canvas) => canvas.findByRole('button', { name: 'Send test email' });
const deliveriesTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'Email deliveries' });

/** Each delivery's cells after its When (the row header), once the table is not busy. */
async function deliveryRows(canvas: Canvas): Promise<string[][]> {
  const table = await deliveriesTable(canvas);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/**
 * Scrolls the card or section headed `title` to the top of the window, under the sticky header: a
 * story's picture of a page taller than the window is painted only where the window is (the rest
 * stays blank), so a story about something further down shows it this way.
 */
async function showCard(canvas: Canvas, title: string) {
  const heading = await canvas.findByRole('heading', { name: title });
  const card = heading.closest('section') ?? heading;
  window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - 64, behavior: 'instant' });
}

/** The outcome of the last test email: a status when it was sent, an alert when it was not. */
const outcome = (canvas: Canvas, role: 'status' | 'alert', text: string) =>
  waitFor(() => {
    const region = canvas
      .getAllByRole(role)
      .find((element: HTMLElement) => element.textContent?.includes(text));
    if (!region) throw new Error(`No ${role} says "${text}"`);
    return region;
  });

/** platform spec §2.1 and §3: the five tabs, Refresh and Save Settings, the General fields and the timezones. */
export const General: Story = {
  play: async ({ canvas }) => {
    await expect(await field(canvas, 'Site name')).toHaveValue('AAC Admin');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Security',
      'Email',
      'Notifications',
      'Integrations',
    ]);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(saveButton(canvas)).toBeVisible();
    await expect(await field(canvas, /Site URL/)).toHaveValue('https://aac.example.com');
    await expect(await field(canvas, /Admin email/)).toHaveAttribute('type', 'email');
    await userEvent.click(canvas.getByRole('button', { name: /Timezone/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([...TIMEZONES]);
    await userEvent.keyboard('{Escape}');
  },
};

/** core spec §7: a backend that answers the settings bare (no `{ settings }`) fills the form too. */
export const BareSettingsAnswer: Story = {
  parameters: { screenshot: false, api: { bare: true } },
  play: async ({ canvas }) => {
    await expect(await field(canvas, 'Site name')).toHaveValue('AAC Admin');
    await expect(await field(canvas, /Site URL/)).toHaveValue('https://aac.example.com');
  },
};

/** The tab is in the URL; the security defaults of platform spec §9. */
export const Security: Story = {
  parameters: { initialUrl: '/admin/settings?tab=security' },
  play: async ({ canvas }) => {
    await expect(await field(canvas, /Session timeout/)).toHaveValue('30');
    await expect(await field(canvas, /Max login attempts/)).toHaveValue('5');
    await expect(await field(canvas, /Minimum password length/)).toHaveValue('8');
    await expect(canvas.getByRole('switch', { name: 'Require two-factor authentication' })).not.toBeChecked();
  },
};

/** The SMTP port 587, and the stored password shown as stored, never its value. */
export const Email: Story = {
  parameters: { initialUrl: '/admin/settings?tab=email' },
  play: async ({ canvas }) => {
    await expect(await field(canvas, /SMTP port/)).toHaveValue('587');
    // The whole tab is the picture: the test email and the deliveries loaded under the fields.
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await expect(canvas.getByText('An SMTP password is stored. It is never shown.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace SMTP password' })).toBeVisible();
  },
};

/** platform spec §3: the three switches and their labels, and who the emails go to. */
export const Notifications: Story = {
  parameters: { initialUrl: '/admin/settings?tab=notifications', screenshot: false },
  play: async ({ canvas }) => {
    for (const label of Object.values(NOTIFICATION_LABELS)) {
      await expect(await canvas.findByRole('switch', { name: label })).toBeChecked();
    }
    await expect(Object.values(NOTIFICATION_LABELS)).toEqual([
      'New User Registration',
      'Payment Received',
      'System Alerts',
    ]);
    await expect(
      canvas.getByText('Sent by email to admin@example.com, the admin email on the General tab.'),
    ).toBeVisible();
    // The saved admin email: one typed on the General tab counts once it is saved.
    await openTab(canvas, 'General');
    const adminEmail = await field(canvas, /Admin email/);
    await userEvent.clear(adminEmail);
    await userEvent.type(adminEmail, 'ops@example.com');
    await openTab(canvas, 'Notifications');
    await expect(canvas.getByText(/Sent by email to admin@example\.com,/)).toBeVisible();
  },
};

/** No admin email on the General tab: the card says the notifications go nowhere. */
export const NotificationsWithoutAdminEmail: Story = {
  parameters: {
    initialUrl: '/admin/settings?tab=notifications',
    api: { settings: { ...STORED_SETTINGS, general: { ...STORED_SETTINGS.general, adminEmail: '' } } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No admin email is set on the General tab, so these notifications are not sent.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Sent by email to/)).toBeNull();
  },
};

/**
 * A Stripe secret key and a webhook signing secret not stored yet: password fields to set them;
 * and the payment provider in use, as the server says it.
 */
export const Integrations: Story = {
  parameters: { initialUrl: '/admin/settings?tab=integrations', screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Stripe payments' })).toBeChecked();
    await expect(await canvas.findByLabelText('Stripe secret key')).toHaveAttribute('type', 'password');
    await expect(await canvas.findByLabelText('Stripe webhook signing secret')).toHaveAttribute(
      'type',
      'password',
    );
    await expect(canvas.getByText(LOCAL_PROVIDER.description)).toBeVisible();
  },
};

/** platform spec §5: a bad SMTP port is refused inline before anything is sent, the typing kept. */
export const BadPortRefusedInline: Story = {
  // Its end state (the corrected port) is the Email story's picture.
  parameters: { initialUrl: '/admin/settings?tab=email', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const port = await field(canvas, /SMTP port/);
    await userEvent.clear(port);
    await userEvent.type(port, '58x');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText('SMTP port must be a whole number')).toBeVisible();
    await expect(port).toHaveValue('58x');
    await expect(apiOf(loaded).updates).toHaveLength(0);
    // Correcting it clears the message at once.
    await userEvent.clear(port);
    await userEvent.type(port, '2525');
    await waitFor(() => expect(canvas.queryByText(/SMTP port must/)).toBeNull());
  },
};

/** A problem on another tab: Save opens that tab with the message beside its field. */
export const ProblemOnAnotherTab: Story = {
  parameters: { initialUrl: '/admin/settings?tab=security', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const timeout = await field(canvas, /Session timeout/);
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '4');
    await openTab(canvas, 'General');
    await userEvent.click(saveButton(canvas));
    await waitFor(() =>
      // Named "Security, unsaved changes" while it holds the refused value.
      expect(canvas.getByRole('tab', { name: /^Security/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      await canvas.findByText('Session timeout (minutes) must be between 5 and 10080'),
    ).toBeVisible();
    await expect(apiOf(loaded).updates).toHaveLength(0);
  },
};

/** Save sends the fields changed (no secret left blank), then "Settings saved successfully!" for 3 seconds. */
export const SaveSucceeds: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const name = await field(canvas, 'Site name');
    await userEvent.clear(name);
    await userEvent.type(name, 'AAC Support Admin');
    await openTab(canvas, 'Security');
    const attempts = await field(canvas, /Max login attempts/);
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '7');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    // Only the two fields changed, in their groups: no blank secret, nothing else written back.
    await expect(api.updates[0]).toEqual({
      general: { siteName: 'AAC Support Admin' },
      security: { maxLoginAttempts: 7 },
    });
    await waitFor(() => expect(canvas.queryByText(MESSAGES.settingsSaved)).toBeNull(), {
      timeout: BANNER_DURATION_MS + 2000,
    });
  },
};

/**
 * A save sends only the groups and fields the admin changed, each group with its version: a
 * Security change never writes back the General tab another admin saved meanwhile (issue 34).
 */
export const SaveSendsOnlyWhatChanged: Story = {
  parameters: { initialUrl: '/admin/settings?tab=security', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const attempts = await field(canvas, /Max login attempts/);
    api.changeElsewhere('general', { siteName: 'Renamed elsewhere' });
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '7');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    await expect(api.updates[0]).toEqual({ security: { maxLoginAttempts: 7 } });
    await expect(api.sentVersions[0]).toEqual({ security: 1 });
    await openTab(canvas, 'General');
    await expect(await field(canvas, 'Site name')).toHaveValue('Renamed elsewhere');
  },
};

/** A group someone saved meanwhile: nothing is saved, every edit stays, and the banner says who and when. */
export const SaveConflict: Story = {
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const name = await field(canvas, 'Site name');
    api.changeElsewhere('general', { siteName: 'Renamed elsewhere' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText('Grace Hopper changed the General settings at 14:02')).toBeVisible();
    await expect(name).toHaveValue('Mine');
    await expect(api.sentVersions[0]).toEqual({ general: 1 });
  },
};

/** Saving again is the admin's choice to put theirs over it: it goes with the new version. */
export const SaveConflictThenSaveMine: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    await SaveConflict.play?.(context);
    const { canvas, loaded } = context;
    const api = apiOf(loaded);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    await expect(api.sentVersions[1]).toEqual({ general: 2 });
  },
};

/** A new SMTP password is sent once, and the form goes back to "stored". */
export const ReplaceSecret: Story = {
  parameters: { initialUrl: '/admin/settings?tab=email', screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace SMTP password' }));
    await userEvent.type(canvas.getByLabelText('New SMTP password'), 'n3w-smtp-secret');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    await expect(apiOf(loaded).updates[0]?.email?.smtpPassword).toBe('n3w-smtp-secret');
  },
};

/** platform spec §8: "Error saving settings", with every edit kept. */
export const SaveFails: Story = {
  parameters: { api: { save: 'error' } },
  play: async ({ canvas }) => {
    const name = await field(canvas, 'Site name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kept after the failure');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaveFailed)).toBeVisible();
    await expect(name).toHaveValue('Kept after the failure');
  },
};

/** The server's field problem lands beside its field, on its tab. */
export const SaveRefusedByServer: Story = {
  parameters: { api: { save: 'refused' }, screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(await field(canvas, 'Site name'), ' 2');
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText('must be a host name')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Leaving with unsaved changes asks first; Stay keeps them. */
export const LeavingAsksFirst: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const name = await field(canvas, 'Site name');
    await userEvent.type(name, ' draft');
    await userEvent.click(canvas.getByRole('link', { name: 'Social Links Management' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    await expect(name).toHaveValue('AAC Admin draft');
  },
};

/**
 * A tab holding unsaved changes carries a dot ("unsaved changes" to a screen reader); Refresh with
 * such changes asks before throwing them away, and once confirmed shows the settings as they are.
 */
export const RefreshAsksFirst: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const name = await field(canvas, 'Site name');
    await userEvent.type(name, ' draft');
    await expect(canvas.getByRole('tab', { name: /General, unsaved changes/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Security' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await expect(name).toHaveValue('AAC Admin draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Discard and refresh' }));
    await waitFor(async () => expect(await field(canvas, 'Site name')).toHaveValue('AAC Admin'));
    await expect(canvas.getByRole('tab', { name: 'General' })).toBeVisible();
  },
};

/**
 * Unsaved changes bring a bar to the bottom of the window, "You have unsaved changes" with
 * Discard and Save Settings; its Save Settings is the header's (same save, same "Saving..."), and
 * once saved the bar goes. Nothing changed, no bar.
 */
export const SaveBarSaves: Story = {
  parameters: { screenshot: false, api: { save: 'held' } },
  play: async ({ canvas, loaded }) => {
    const name = await field(canvas, 'Site name');
    await expect(canvas.queryByRole('region', SAVE_BAR)).toBeNull();
    await userEvent.type(name, ' 2');
    const bar = within(await saveBar(canvas));
    await expect(bar.getByText('You have unsaved changes')).toBeVisible();
    // From the keyboard, as the bar is for those far down the tab.
    bar.getByRole('button', { name: 'Save Settings' }).focus();
    await userEvent.keyboard('{Enter}');
    // Both buttons show the one save in progress.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Saving...' })).toHaveLength(2));
    apiOf(loaded).releaseSave();
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    await expect(apiOf(loaded).updates).toEqual([{ general: { siteName: 'AAC Admin 2' } }]);
    await waitFor(() => expect(canvas.queryByRole('region', SAVE_BAR)).toBeNull());
    // The focus goes on from the selected tab, not from the top of the page.
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
    // Typing the saved value back is no change either.
    await userEvent.type(name, '3');
    await saveBar(canvas);
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('region', SAVE_BAR)).toBeNull());
  },
};

/** The bar's Discard asks Refresh's question in its own words, then shows the settings as saved. */
export const SaveBarDiscards: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const name = await field(canvas, 'Site name');
    await userEvent.type(name, ' draft');
    const bar = within(await saveBar(canvas));
    await userEvent.click(bar.getByRole('button', { name: 'Discard' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await expect(
      dialog.getByText(
        'The settings go back to how they are saved now. Your changes that are not saved will be lost.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await expect(name).toHaveValue('AAC Admin draft');
    await userEvent.click(bar.getByRole('button', { name: 'Discard' }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Discard changes' }));
    await waitFor(async () => expect(await field(canvas, 'Site name')).toHaveValue('AAC Admin'));
    await waitFor(() => expect(canvas.queryByRole('region', SAVE_BAR)).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'General' })).toBeVisible();
    await expect(apiOf(loaded).updates).toHaveLength(0);
  },
};

/**
 * On a phone: the selected Integrations tab scrolled into view, the tab list faded on the side
 * that holds more tabs; the save bar stays at the bottom of the window while the tab is long, and
 * at the end of the page sits under the last field, never over it.
 */
export const SaveBarNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { initialUrl: '/admin/settings?tab=integrations' },
  play: async ({ canvas }) => {
    const analyticsId = await field(canvas, 'Analytics ID');
    const tabList = canvas.getByRole('tablist', { name: 'Settings groups' });
    await waitFor(() => expect(tabList).toHaveAttribute('data-overflow', 'left'));
    await expect(box(canvas.getByRole('tab', { name: 'Integrations' })).right).toBeLessThanOrEqual(
      box(tabList).right + 1,
    );
    await expect(canvas.queryByRole('region', SAVE_BAR)).toBeNull();
    await userEvent.type(analyticsId, 'G-12345');
    const bar = await saveBar(canvas);
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Stuck at the bottom of the window, over the fields further down.
    await waitFor(() => expect(box(bar).bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(box(bar).bottom).toBeGreaterThan(window.innerHeight - 40);
    await expect(box(analyticsId).top).toBeGreaterThan(window.innerHeight);
    // At the end of the page: under the last field, both in view.
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(box(analyticsId).bottom).toBeLessThanOrEqual(box(bar).top));
    await expect(box(bar).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(bar).getByRole('button', { name: 'Save Settings' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The save bar in the dark theme, stuck at the bottom of the window over the long Email tab. */
export const SaveBarDark: Story = {
  parameters: { theme: 'dark', initialUrl: EMAIL_TAB },
  play: async ({ canvas }) => {
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await userEvent.type(await field(canvas, 'SMTP host'), '.example');
    const bar = await saveBar(canvas);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(box(bar).bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(box(bar).bottom).toBeGreaterThan(window.innerHeight - 40);
  },
};

export const Loading: Story = {
  parameters: { api: { load: 'loading' }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading settings')).toBeVisible();
  },
};

/** platform spec §8: "Failed to load settings", and Retry. */
export const LoadFails: Story = {
  parameters: { api: { load: 'error' } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(MESSAGES.settingsLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).loads()).toBe(2));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { initialUrl: '/admin/settings?tab=email' },
  play: async ({ canvas }) => {
    await field(canvas, /SMTP port/);
    // The whole tab loaded (its picture's height), the deliveries included.
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark', initialUrl: '/admin/settings?tab=security' },
  play: async ({ canvas }) => {
    await expect(await field(canvas, /Session timeout/)).toHaveValue('30');
  },
};

/** An admin who may read the settings but not change them is offered no Save Settings. */
export const ReadOnlyAdmin: Story = {
  parameters: { admin: SITE_READ_ONLY_ADMIN, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await field(canvas, 'Site name')).toHaveValue('AAC Admin');
    await expect(canvas.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  },
};

/**
 * A test email to the address typed: "Test email sent to ops@example.com" as a status beside the
 * button, and the deliveries asked for again, with the new email at the top.
 */
export const TestEmailSent: Story = {
  parameters: { initialUrl: EMAIL_TAB },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await userEvent.type(await sendTo(canvas), 'ops@example.com');
    await userEvent.click(await sendButton(canvas));
    await expect(await outcome(canvas, 'status', 'Test email sent to ops@example.com')).toBeVisible();
    await expect(api.testRequests).toEqual([{ to: 'ops@example.com' }]);
    await waitFor(() => expect(api.deliveryLoads()).toBe(2));
    await waitFor(async () => {
      const rows = await deliveryRows(canvas);
      await expect(rows).toHaveLength(DELIVERY_ROWS.length + 1);
      await expect(rows[0]).toEqual([
        'ops@example.com',
        'Test email from AAC Admin',
        'Test',
        'Sent',
        '1',
        '—',
      ]);
    });
    // What was typed stays, for another try.
    await expect(await sendTo(canvas)).toHaveValue('ops@example.com');
    await showCard(canvas, 'Test email');
  },
};

/** Left empty, the test goes to the General tab's admin email, which the field says. */
export const TestEmailToAdminEmail: Story = {
  parameters: { initialUrl: EMAIL_TAB, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByText(
        'Leave empty to send to admin@example.com, the admin email on the General tab.',
      ),
    ).toBeVisible();
    await userEvent.click(await sendButton(canvas));
    await expect(await outcome(canvas, 'status', 'Test email sent to admin@example.com')).toBeVisible();
    await expect(apiOf(loaded).testRequests).toEqual([{}]);
  },
};

/**
 * The mail server's refusal is not a failed request: each reason shows as the server words it,
 * in an alert under "The test email was not sent", and each attempt is listed.
 */
export const TestEmailFails: Story = {
  parameters: { initialUrl: EMAIL_TAB },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await deliveryRows(canvas);
    const reasons = Object.entries(TEST_EMAIL_FAILURES);
    for (const [index, [failure, reason]] of reasons.entries()) {
      api.setTestEmail(failure as keyof typeof TEST_EMAIL_FAILURES);
      await userEvent.click(await sendButton(canvas));
      const alert = await outcome(canvas, 'alert', reason);
      await expect(alert).toHaveTextContent('The test email was not sent');
      await expect(canvas.queryByText(/Test email sent to/)).toBeNull();
      await waitFor(() => expect(api.deliveryLoads()).toBe(index + 2));
    }
    const rows = await deliveryRows(canvas);
    await expect(rows[0]?.slice(3)).toEqual(['Failed', '1', TEST_EMAIL_FAILURES.notConfigured]);
    await showCard(canvas, 'Test email');
  },
};

/** A request that fails (the server's 500, or no answer at all) says so in the app's usual words. */
export const TestEmailRequestFails: Story = {
  parameters: { initialUrl: EMAIL_TAB, api: { testEmail: 'serverError' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await userEvent.click(await sendButton(canvas));
    const failed = await outcome(canvas, 'alert', LIST_FAILURE.message);
    await expect(failed).toHaveTextContent('The test email was not sent');
    api.setTestEmail('unreachable');
    await userEvent.click(await sendButton(canvas));
    await expect(await outcome(canvas, 'alert', UNREACHABLE)).toBeVisible();
    await expect(api.testRequests).toHaveLength(2);
  },
};

/** While the mail server is asked, the button says "Sending..." and takes no second press. */
export const TestEmailSending: Story = {
  parameters: { initialUrl: EMAIL_TAB, api: { testEmail: 'pending' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await userEvent.click(await sendButton(canvas));
    const sending = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    // Enter in the field would send the form again.
    await userEvent.type(await sendTo(canvas), '{Enter}');
    await expect(api.testRequests).toHaveLength(1);
  },
};

/** platform spec §5: a mistyped address is refused beside the field before anything is sent, and kept. */
export const TestEmailAddressRefused: Story = {
  parameters: { initialUrl: EMAIL_TAB, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const to = await sendTo(canvas);
    await userEvent.type(to, 'ops@example');
    await userEvent.click(await sendButton(canvas));
    await expect(await canvas.findByText('Enter an email address such as name@example.com')).toBeVisible();
    await expect(to).toHaveValue('ops@example');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(api.testRequests).toHaveLength(0);
    // Corrected, the message goes at once.
    await userEvent.type(to, '.com');
    await waitFor(() => expect(canvas.queryByText(/Enter an email address/)).toBeNull());
  },
};

/** No address typed and no admin email: the field says so, then the server's refusal shows beside it. */
export const TestEmailNobodyToSendTo: Story = {
  parameters: {
    initialUrl: EMAIL_TAB,
    api: { settings: { ...STORED_SETTINGS, general: { ...STORED_SETTINGS.general, adminEmail: '' } } },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No admin email is set on the General tab: type an address.'),
    ).toBeVisible();
    await userEvent.click(await sendButton(canvas));
    await expect(await canvas.findByText(NOBODY_TO_SEND_TO)).toBeVisible();
    await expect(await sendTo(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The test uses the saved settings: edits on the Email tab not saved yet are said not to count. */
export const TestEmailUnsavedChanges: Story = {
  parameters: { initialUrl: EMAIL_TAB, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const note = 'Unsaved changes are not used: save first to test them.';
    await sendTo(canvas);
    await expect(canvas.queryByText(note)).toBeNull();
    const host = await field(canvas, 'SMTP host');
    await userEvent.clear(host);
    await userEvent.type(host, 'smtp.new-provider.example');
    await expect(await canvas.findByText(note)).toBeVisible();
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(MESSAGES.settingsSaved)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(note)).toBeNull());
    await expect(apiOf(loaded).updates[0]).toEqual({ email: { smtpHost: 'smtp.new-provider.example' } });
  },
};

/**
 * The 20 newest emails: when, to whom, subject, kind in words, status as a badge, attempts and
 * the last error, with the next attempt of one that waits. Refresh asks again.
 */
export const RecentDeliveries: Story = {
  // Its picture is TestEmailSent's: these rows, each status, under the new one.
  parameters: { initialUrl: EMAIL_TAB, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const rows = await deliveryRows(canvas);
    await expect(rows.map((row) => row.slice(2, 4))).toEqual([
      ['System Alert', 'Sending'],
      ['New User Registration', 'Pending'],
      ['Test', 'Failed'],
      ['Payment Received', 'Sent'],
      ['Test', 'Sent'],
    ]);
    await expect(rows[1]?.[5]).toBe(
      `${TEST_EMAIL_FAILURES.refused}Next attempt at ${formatMoment('2026-11-28T10:24:11Z')}`,
    );
    await expect(canvas.getByText('Next attempt at Nov 28, 2026, 10:24 AM')).toBeVisible();
    const table = await deliveriesTable(canvas);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Nov 28, 2026, 10:20 AM');
    await expect(
      within(table).getByRole('cell', {
        name: 'Payment received: $1,249.00 from Northfield Speech Therapies',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh deliveries' }));
    await waitFor(() => expect(api.deliveryLoads()).toBe(2));
  },
};

/** On a phone each delivery reads as a card, its long address and subject cut, never wider than the page. */
export const RecentDeliveriesNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { initialUrl: EMAIL_TAB },
  play: async ({ canvas }) => {
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await showCard(canvas, 'Recent deliveries');
  },
};

export const DeliveriesEmpty: Story = {
  parameters: { initialUrl: EMAIL_TAB, api: { deliveries: 'empty' }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No emails sent yet' })).toBeVisible();
  },
};

export const DeliveriesLoading: Story = {
  parameters: { initialUrl: EMAIL_TAB, api: { deliveries: 'loading' }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await deliveriesTable(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list's failure with the reason and Retry, never an empty list. */
export const DeliveriesLoadFails: Story = {
  parameters: { initialUrl: EMAIL_TAB, api: { deliveries: 'error' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Email deliveries could not be loaded');
    await expect(failure).toHaveTextContent(LIST_FAILURE.message);
    await expect(canvas.queryByText('No emails sent yet')).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).deliveryLoads()).toBe(2));
  },
};

/** An admin who may read the settings sees the deliveries but cannot send a test email. */
export const ReadOnlyAdminCannotSendTestEmail: Story = {
  parameters: { admin: SITE_READ_ONLY_ADMIN, initialUrl: EMAIL_TAB, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const button = await sendButton(canvas);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Sending a test email needs permission to change the settings.',
    );
    await expect(await sendTo(canvas)).toBeDisabled();
    await expect(await deliveryRows(canvas)).toHaveLength(DELIVERY_ROWS.length);
    await expect(apiOf(loaded).testRequests).toHaveLength(0);
  },
};
