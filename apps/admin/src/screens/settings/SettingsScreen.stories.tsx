import { clearSession, storeAdminSession } from '@aac/api-client';
import { BANNER_DURATION_MS, MESSAGES, NOTIFICATION_LABELS, TIMEZONES } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SITE_READ_ONLY_ADMIN, SITE_STORY_ADMIN, type SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import type { Canvas } from '../../testing/tableQueries';
import { createSettingsApi, type SettingsApi, type SettingsApiOptions } from './handlers';
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
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save Settings' });
const openTab = async (canvas: Canvas, name: string) => {
  await userEvent.click(await canvas.findByRole('tab', { name }));
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
};

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
    await expect(canvas.getByText('An SMTP password is stored. It is never shown.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace SMTP password' })).toBeVisible();
  },
};

/** platform spec §3: the three switches and their labels. */
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
  },
};

/** A Stripe secret key not stored yet: a password field to set one. */
export const Integrations: Story = {
  parameters: { initialUrl: '/admin/settings?tab=integrations', screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Stripe payments' })).toBeChecked();
    await expect(await canvas.findByLabelText('Stripe secret key')).toHaveAttribute('type', 'password');
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
      expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'),
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
