import { clearSession, storeAdminSession } from '@aac/api-client';
import { ADMIN_DELETE_WARNING, confirmDeleteAdmin } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ListStoryParameters } from '../../testing/listScreenSuite';
import type { SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import {
  type Canvas,
  cellsOf,
  choose,
  isRowActionOffered,
  openDialog,
  pressRowAction,
  rowNames,
} from '../../testing/tableQueries';
import { ACCESS_ADMIN_MANAGER, ACCESS_READER, ACCESS_SUPER_ADMIN } from '../roles/fixtures';
import { AdminsScreen } from './AdminsScreen';
import { ADA, ADMINS, CARLOS, INES, LONG_NAME, MINA, SAM } from './fixtures';
import {
  type AdminsApi,
  type AdminsApiOptions,
  createAdminsApi,
  STORY_ONE_TIME_PASSWORD,
  STORY_PASSWORD_MIN_LENGTH,
} from './handlers';
import { resetPasswordConsequence } from './ResetPasswordDialog';
import { resetTwoFactorConsequence, twoFactorResetMessage } from './ResetTwoFactorDialog';

type Parameters = ListStoryParameters<AdminsApiOptions> & { admin?: SignedInAdmin };
const apiOf = (loaded: unknown) => (loaded as { api: AdminsApi }).api;
const names = (canvas: Canvas) => rowNames(canvas, 'Admins');
const name = (admin: { first_name: string; last_name: string }) => `${admin.first_name} ${admin.last_name}`;

const meta = {
  title: 'Screens/Admin Management',
  component: AdminsScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createAdminsApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as Parameters).admin ?? ACCESS_SUPER_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={apiOf(context.loaded).handlers}
      path="/admin/admins"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <AdminsScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof AdminsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * platform spec §2.10: the columns, "Showing 1-10 of 12 admins", role badges ("Super Admin" or
 * "Admin"), the role filter's options from the server, and no delete on one's own row.
 */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect((await names(canvas)).slice(0, 2)).toEqual([name(ADA), name(SAM)]), {
      timeout: 5000,
    });
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Admin',
      'Email',
      'Role',
      'Status',
      '2FA',
      'Created',
      'Actions',
    ]);
    await waitFor(() => expect(canvas.getAllByText('Showing 1-10 of 12 admins')[0]).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByPlaceholderText('Search admins...')).toBeVisible();
    const ada = await cellsOf(canvas, 'Admins', name(ADA));
    await expect(ada.Role).toHaveTextContent('Super Admin');
    await expect(ada.Status).toHaveTextContent('Active');
    // The spec's badge, "Admin", and the role's own name in words beside it.
    const carlosRole = (await cellsOf(canvas, 'Admins', name(CARLOS))).Role as HTMLElement;
    await expect(within(carlosRole).getByText('Admin', { exact: true })).toBeVisible();
    await expect(within(carlosRole).getByText('Content manager')).toBeVisible();
    await expect((await cellsOf(canvas, 'Admins', name(INES))).Status).toHaveTextContent('Inactive');
    // Who signs in with a second factor.
    await expect((await cellsOf(canvas, 'Admins', name(MINA)))['2FA']).toHaveTextContent('On');
    await expect(ada['2FA']).toHaveTextContent('Off');
    // One's own account cannot be deleted; another super admin can, while two are active.
    await expect(canvas.getByRole('button', { name: `Edit ${name(ADA)}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Delete ${name(ADA)}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `Delete ${name(SAM)}` })).toBeVisible();
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({ page: '1', limit: '10' });
  },
};

/** The role filter offers All Roles and the server's roles; role and status go to the server (docs/design.md), from page 1, and the URL keeps them. */
export const FiltersSentToServer: Story = {
  parameters: { screenshot: false, initialUrl: '/admin/admins?page=2' },
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All Roles',
      'super_admin',
      'admin_manager',
      'auditor',
      'content_manager',
      'operations_lead',
    ]);
    await userEvent.keyboard('{Escape}');
    await choose(/Role/, 'content_manager', canvas);
    await choose(/Status/, 'Inactive', canvas);
    await waitFor(() =>
      expect(apiOf(loaded).listQueries.at(-1)).toMatchObject({
        role: 'content_manager',
        status: 'inactive',
        page: '1',
      }),
    );
    await waitFor(async () => expect(await names(canvas)).toEqual([name(INES), 'Zoe Cohen']));
    await expect(canvas.getByText('Showing 1-2 of 2 admins')).toBeVisible();
  },
};

/** A search that matches nothing: "No admins found", and Clear filters. */
export const NoAdminsFound: Story = {
  parameters: { screenshot: false, initialUrl: '/admin/admins?q=nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No admins found' })).toBeVisible();
    await expect(
      canvas.getByText('No admin matches this search and these filters. Try adjusting or clearing them.'),
    ).toBeVisible();
  },
};

/**
 * Create Admin: the password is checked against the security setting passwordMinLength before
 * anything is sent, the typing kept; then the five fields are sent.
 */
export const CreateAdmin: Story = {
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Admin' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Lena');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Novak');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'lena.novak@example.com');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'short-pass');
    await choose(/Role/, 'Content manager', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Admin' }));
    await expect(
      await dialog.findByText(`Password must be at least ${STORY_PASSWORD_MIN_LENGTH} characters long.`),
    ).toBeVisible();
    await expect(apiOf(loaded).creates).toHaveLength(0);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('lena.novak@example.com');
  },
};

/** A long enough password: the admin is created with the chosen role, and the server's message shows. */
export const CreateAdminSends: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Admin' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Lena');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Novak');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'lena.novak@example.com');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'a-long-password');
    await choose(/Role/, 'Content manager', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Admin' }));
    await expect(await screen.findByText('Admin created successfully.')).toBeVisible();
    await expect(apiOf(loaded).creates).toEqual([
      {
        first_name: 'Lena',
        last_name: 'Novak',
        email: 'lena.novak@example.com',
        password: 'a-long-password',
        role: 'content_manager',
      },
    ]);
  },
};

/**
 * The password can be shown and hidden, and Generate fills a strong one of 16 characters (the
 * setting asks 12), free of the new admin's names, shown so it can be copied; that one is sent.
 */
export const CreateAdminGeneratesPassword: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Admin' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Lena');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Novak');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'lena.novak@example.com');
    const input = dialog.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'typed-by-hand');
    const toggle = dialog.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const generated = (input as HTMLInputElement).value;
    await expect(generated).toHaveLength(16);
    await expect(generated).toMatch(/[a-z]/);
    await expect(generated).toMatch(/[A-Z]/);
    await expect(generated).toMatch(/[0-9]/);
    await expect(generated.toLowerCase()).not.toMatch(/lena|novak/);
    await choose(/Role/, 'Content manager', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Admin' }));
    await expect(await screen.findByText('Admin created successfully.')).toBeVisible();
    await expect(apiOf(loaded).creates.map((body) => body.password)).toEqual([generated]);
  },
};

/** A security setting longer than 16 characters: the generated password is that long. */
export const GeneratedPasswordFollowsTheSetting: Story = {
  parameters: { screenshot: false, api: { passwordMinLength: 24 } },
  play: async ({ canvas }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Admin' }));
    await dialog.findByText(/^At least 24 characters\./);
    await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    await expect((dialog.getByRole('textbox', { name: 'Password' }) as HTMLInputElement).value).toHaveLength(
      24,
    );
  },
};

/**
 * One's own account: role and Active are shown disabled with the reason (the server refuses both),
 * and "Update Admin" sends only the names and email.
 */
export const EditOwnAccount: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Edit ${name(ADA)}`, 'Edit Admin');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    await expect(dialog.getByRole('button', { name: /Role/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await expect(
      dialog.getByText('You cannot change your own role or deactivate your own account.'),
    ).toBeVisible();
  },
};

/** Saving one's own account sends only the names and email. */
export const EditOwnAccountSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `Edit ${name(ADA)}`, 'Edit Admin');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'son');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Admin' }));
    await expect(await screen.findByText('Admin updated successfully.')).toBeVisible();
    await expect(apiOf(loaded).updates).toEqual([
      { id: ADA.id, body: { first_name: 'Ada', last_name: 'Adminson', email: ADA.email } },
    ]);
  },
};

/** Another admin's edit: role and Active change; a server refusal lands beside the Role field, typing kept. */
export const EditRefusedByServer: Story = {
  parameters: {
    screenshot: false,
    api: {
      saveFailure: {
        status: 403,
        error: 'forbidden',
        message:
          'You cannot give the role operations_lead: it holds permissions you do not have (settings.write).',
        details: [{ path: '/role', message: 'holds permissions you do not have' }],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Edit ${name(CARLOS)}`, 'Edit Admin');
    await choose(/Role/, 'Operations lead', dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Admin' }));
    await expect(await dialog.findByText('holds permissions you do not have')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  },
};

/** platform spec §2.10: view details, in the row's menu, opens the admin's edit dialog. */
export const ViewDetails: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await names(canvas);
    const dialog = await openDialog(canvas, `View details of ${name(SAM)}`, 'Edit Admin');
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue(SAM.email);
  },
};

/** platform spec §2.10: the two-line delete confirmation; confirming removes the admin. */
export const DeleteAdmin: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name(SAM)}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Delete ${name(SAM)}` }));
    await expect(confirm.getByText(confirmDeleteAdmin(name(SAM)))).toBeVisible();
    await expect(confirm.getByText(ADMIN_DELETE_WARNING)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Admin deleted successfully.')).toBeVisible();
    await waitFor(async () => expect(await names(canvas)).not.toContain(name(SAM)));
    await expect(apiOf(loaded).rowCount()).toBe(11);
  },
};

/**
 * Issue 37: a super admin's Reset password says what it does first, then shows the one-time
 * password once, with a copy button.
 */
export const ResetPassword: Story = {
  play: async ({ canvas }) => {
    await names(canvas);
    await pressRowAction(canvas, `Reset password ${name(SAM)}`);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset password' }));
    await expect(confirm.getByText(resetPasswordConsequence(name(SAM)))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Reset password' }));
    const shown = within(await screen.findByRole('dialog', { name: `One-time password for ${name(SAM)}` }));
    await expect(shown.getByText(STORY_ONE_TIME_PASSWORD)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(shown.getByText(/It is shown only now/)).toBeVisible();
  },
};

/** Nobody resets their own password (they change it), and only a super admin resets others'. */
export const ResetPasswordOnlyBySuperAdmins: Story = {
  parameters: { screenshot: false, admin: ACCESS_ADMIN_MANAGER },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(SAM)));
    await expect(await isRowActionOffered(canvas, `Reset password ${name(SAM)}`)).toBe(false);
  },
};

/**
 * A lost phone: a super admin's Reset two-factor of another admin says what it does first, then
 * turns the second factor off; the toast names the admin and the row shows Off.
 */
export const ResetTwoFactor: Story = {
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(MINA)));
    await pressRowAction(canvas, `Reset two-factor ${name(MINA)}`);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset two-factor' }));
    await expect(confirm.getByText(`Reset two-factor authentication for ${name(MINA)}?`)).toBeVisible();
    await expect(confirm.getByText(resetTwoFactorConsequence)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Reset two-factor' })).toBeVisible();
  },
};

/** Confirmed: the server turns it off, the toast names the admin, and the row shows Off. */
export const ResetTwoFactorDone: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(MINA)));
    await pressRowAction(canvas, `Reset two-factor ${name(MINA)}`);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset two-factor' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Reset two-factor' }));
    await expect(await screen.findByText(twoFactorResetMessage(name(MINA)))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Admins', name(MINA)))['2FA']).toHaveTextContent('Off'),
    );
    await expect(apiOf(loaded).twoFactorResets).toEqual([MINA.id]);
  },
};

/** A refusal (here 409, reset elsewhere meanwhile) is the failure toast with the server's reason; the question stays. */
export const ResetTwoFactorRefused: Story = {
  parameters: {
    screenshot: false,
    api: {
      resetTwoFactorFailure: {
        status: 409,
        error: 'conflict',
        message: 'Mina Manager has no two-factor authentication to reset.',
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(MINA)));
    await pressRowAction(canvas, `Reset two-factor ${name(MINA)}`);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset two-factor' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Reset two-factor' }));
    await expect(
      await screen.findByText(`The two-factor authentication of ${name(MINA)} was not reset`),
    ).toBeVisible();
    await expect(screen.getByText('Mina Manager has no two-factor authentication to reset.')).toBeVisible();
    await expect(screen.getByRole('alertdialog', { name: 'Reset two-factor' })).toBeVisible();
  },
};

/** Only a second factor that is on can be reset: Sam has none, so his row does not offer it. */
export const ResetTwoFactorOnlyWhenOn: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(SAM)));
    await expect(await isRowActionOffered(canvas, `Reset two-factor ${name(SAM)}`)).toBe(false);
    await expect(await isRowActionOffered(canvas, `Reset two-factor ${name(MINA)}`)).toBe(true);
  },
};

/** Only a super admin resets another admin's second factor: an admin manager is not offered it. */
export const ResetTwoFactorOnlyBySuperAdmins: Story = {
  parameters: { screenshot: false, admin: ACCESS_ADMIN_MANAGER },
  play: async ({ canvas }) => {
    const priya = ADMINS.find((admin) => admin.first_name === 'Priya');
    await waitFor(async () => expect(await names(canvas)).toContain('Priya Patel'));
    await expect(priya?.two_factor_enabled).toBe(true);
    await expect(await isRowActionOffered(canvas, 'Reset two-factor Priya Patel')).toBe(false);
    await expect(await isRowActionOffered(canvas, `Reset two-factor ${name(MINA)}`)).toBe(false);
  },
};

/**
 * The last active super admin (Sam's colleagues gone) offers no delete, and their edit keeps role
 * and Active as they are, saying why.
 */
export const LastSuperAdmin: Story = {
  parameters: {
    screenshot: false,
    admin: { ...ACCESS_SUPER_ADMIN, id: SAM.id, first_name: 'Sam', last_name: 'Super' },
    api: {
      rows: [ADA, SAM, MINA].map((admin) => (admin.id === SAM.id ? { ...admin, is_active: false } : admin)),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(ADA)));
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Delete ${name(ADA)}` })).toBeNull());
    const dialog = await openDialog(canvas, `Edit ${name(ADA)}`, 'Edit Admin');
    await expect(
      dialog.getByText('This is the last active super admin: make another admin super admin first.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Role/ })).toBeDisabled();
  },
};

/**
 * An admin manager (admins and roles only): super admins and admins whose role holds more than
 * theirs offer nothing; a peer can be edited; roles beyond their own are offered disabled.
 */
export const AdminManagerReach: Story = {
  parameters: { screenshot: false, admin: ACCESS_ADMIN_MANAGER },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(MINA)));
    for (const admin of [ADA, SAM, CARLOS, LONG_NAME]) {
      await waitFor(() => expect(canvas.queryByRole('button', { name: `Edit ${name(admin)}` })).toBeNull());
      await expect(await isRowActionOffered(canvas, `Delete ${name(admin)}`)).toBe(false);
    }
    await expect(canvas.getByRole('button', { name: 'Edit Tomás Ruiz' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Admin' }));
    await expect(
      dialog.getByText('Roles holding permissions you do not have cannot be given.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Role/ }));
    const option = (label: string) => screen.getByRole('option', { name: label });
    // Each role named in words, not by its key.
    await waitFor(() => expect(option('Super admin')).toHaveAttribute('aria-disabled', 'true'));
    await expect(option('Content manager')).toHaveAttribute('aria-disabled', 'true');
    await expect(option('Admin manager')).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

/** An admin who may only read: no Create Admin, no row actions. */
export const ReadOnlyAdmin: Story = {
  parameters: { screenshot: false, admin: ACCESS_READER },
  play: async ({ canvas }) => {
    await names(canvas);
    await expect(canvas.queryByRole('button', { name: 'Create Admin' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Edit ${name(CARLOS)}` })).toBeNull();
  },
};

/** A 1280 px window: every column, the 2FA one too, fits without scrolling sideways. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(MINA)));
    // Created, the last column before the pinned actions, is not hidden under them.
    const created = canvas.getByRole('columnheader', { name: 'Created' }).getBoundingClientRect();
    const actions = canvas.getByRole('columnheader', { name: 'Actions' }).getBoundingClientRect();
    await expect(created.right).toBeLessThanOrEqual(actions.left + 1);
    await expect((await cellsOf(canvas, 'Admins', name(MINA)))['2FA']).toHaveTextContent('On');
  },
};

/** A 375 px phone in the dark theme: rows as cards, a long name wraps, nothing wider than the window. */
export const NarrowDark: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await names(canvas)).toContain(name(LONG_NAME)));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
