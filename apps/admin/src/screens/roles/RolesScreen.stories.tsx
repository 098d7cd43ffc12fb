import { clearSession, storeAdminSession } from '@aac/api-client';
import { CONFIRMATIONS, NEW_PERMISSION_GATES_NOTHING, PERMISSION_NAME_RULE } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFilterTyping } from '../../testing/filterTiming';
import type { SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { type Canvas, choose, rowNames } from '../../testing/tableQueries';
import { ACCESS_ADMIN_MANAGER, ACCESS_SUPER_ADMIN, manyPermissions, PERMISSIONS } from './fixtures';
import { type AccessApi, type AccessApiOptions, createAccessApi } from './handlers';
import { BUILT_IN_PERMISSION_HINT, BUILT_IN_PERMISSION_LABEL } from './permissions.columns';
import { RolesScreen } from './RolesScreen';

interface Parameters {
  api?: AccessApiOptions;
  admin?: SignedInAdmin;
  initialUrl?: string;
}
const apiOf = (loaded: unknown) => (loaded as { api: AccessApi }).api;
const names = (canvas: Canvas) => rowNames(canvas, 'Permissions');
const card = async (canvas: Canvas, role: string) =>
  within((await canvas.findByRole('heading', { level: 3, name: role })).closest('li') as HTMLElement);

const meta = {
  title: 'Screens/Role & Permission Management',
  component: RolesScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createAccessApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as Parameters).admin ?? ACCESS_SUPER_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={apiOf(context.loaded).handlers}
      path="/admin/roles"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <RolesScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * platform spec §2.11: role cards (name, description, permission count, badge; super_admin has
 * no delete), and the permissions table with its columns, categories upper-cased, always Active.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const superAdmin = await card(canvas, 'super_admin');
    await expect(superAdmin.getByText('60 permissions')).toBeVisible();
    await expect(superAdmin.getByText('Super Admin')).toBeVisible();
    await expect(superAdmin.getByRole('button', { name: 'Edit super_admin' })).toBeVisible();
    await expect(superAdmin.queryByRole('button', { name: /Delete/ })).toBeNull();
    const lead = await card(canvas, 'operations_lead');
    await expect(lead.getByText('60 permissions')).toBeVisible();
    await expect(lead.getByText('Admin')).toBeVisible();
    await expect((await card(canvas, 'auditor')).getByText('No description')).toBeVisible();
    await expect((await card(canvas, 'auditor')).getByText('1 permission')).toBeVisible();
    // Who holds each role: a link to them in Admin Management, filtered by the role.
    await expect(superAdmin.getByRole('link', { name: '2 admins holding super_admin' })).toHaveAttribute(
      'href',
      '/admin/admins?role=super_admin',
    );
    await expect(lead.getByRole('link', { name: '1 admin holding operations_lead' })).toBeVisible();
    await expect((await card(canvas, 'auditor')).getByText('No admins')).toBeVisible();
    // A role nobody holds links to no admins; its History opens the Audit Log on that role.
    const auditor = await card(canvas, 'auditor');
    await expect(auditor.queryByRole('link', { name: /holding/ })).toBeNull();
    await expect(auditor.getByRole('link', { name: 'History of auditor' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/audit-log\?resource_type=role&resource_id=\d+$/),
    );
    await waitFor(async () =>
      expect((await names(canvas)).slice(0, 2)).toEqual(['users.read', 'users.write']),
    );
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Permission',
      'Description',
      'Category',
      'Status',
      'Actions',
    ]);
    await expect(canvas.getAllByText('USER MANAGEMENT').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Active')).toHaveLength(10);
    await expect(canvas.getByRole('searchbox', { name: 'Search permissions' })).toHaveAttribute(
      'placeholder',
      'Search permissions...',
    );
  },
};

/** The category filter (upper-cased with spaces) and the search narrow the table, held in the URL. */
export const SearchAndCategory: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await names(canvas);
    await choose(/Category/, 'ADMINISTRATION', canvas);
    await waitFor(
      async () =>
        expect(await names(canvas)).toEqual([
          'admins.read',
          'admins.write',
          'admins.export',
          'roles.read',
          'roles.write',
          'roles.export',
          'audit.read',
          'audit.write',
          'audit.export',
        ]),
      { timeout: 5000 },
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search permissions' }), 'export');
    await waitFor(async () =>
      expect(await names(canvas)).toEqual(['admins.export', 'roles.export', 'audit.export']),
    );
  },
};

/** platform spec §2.11: "No permissions found" and its hint when a search or filter is set. */
export const NoPermissionsFound: Story = {
  parameters: { screenshot: false, initialUrl: '/admin/roles?q=zzzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No permissions found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  },
};

/** Ten thousand permissions: the long list of a screen's own search over a table paged in the browser. */
const MANY_PERMISSIONS = manyPermissions(10_000);

/** The names on the first page for `term`: name, description or category contains it, any case. */
function firstPagePermissions(term: string): string[] {
  const needle = term.toLowerCase();
  return MANY_PERMISSIONS.filter((permission) =>
    `${permission.name} ${permission.description ?? ''} ${permission.category}`
      .toLowerCase()
      .includes(needle),
  )
    .slice(0, 10)
    .map((permission) => permission.name);
}

/**
 * Ten thousand permissions filtered in the browser at each keystroke of "4242" (typed twice), timed
 * to the painted rows against the budget (testing/filterTiming says what fails it).
 */
export const TenThousandPermissionsFilter: Story = {
  parameters: { api: { permissions: MANY_PERMISSIONS }, screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect((await names(canvas))[0]).toBe('users.read'), { timeout: 10_000 });
    await expectFilterTyping({
      root: canvasElement,
      searchbox: canvas.getByRole('searchbox', { name: 'Search permissions' }),
      typed: '4242',
      firstPage: firstPagePermissions,
      what: '10,000 permissions',
    });
    await expect(await names(canvas)).toEqual(['custom_4242.read']);
  },
};

/** platform spec §2.11: with no permissions at all, the hint says how to start. */
export const NoPermissionsYet: Story = {
  parameters: { screenshot: false, api: { permissions: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No permissions found' })).toBeVisible();
    await expect(canvas.getByText('Get started by creating a new permission.')).toBeVisible();
  },
};

/**
 * Edit Role of a role with all 60 permissions: the checklist by category, each permission with
 * its description, and one scroll region (the dialog's body), not a 10rem box scrolling inside it.
 */
export const EditRoleWithSixtyPermissions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'operations_lead')).getByRole('button', { name: 'Edit operations_lead' }),
    );
    // The first dialog of the file: its code loads on this click.
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit Role' }, { timeout: 10_000 });
    const dialog = within(dialogElement);
    await expect(dialog.getByRole('textbox', { name: 'Role Name' })).toHaveValue('operations_lead');
    await expect(dialog.getByText('Permissions (60 selected)')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'users.read' })).toHaveAccessibleDescription(
      'View users',
    );
    await expect(dialog.getByText('Create, change and delete blog')).toBeInTheDocument();
    const scrolling = [...dialogElement.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) &&
        element.scrollHeight > element.clientHeight,
    );
    await expect(scrolling).toHaveLength(1);
    const category = dialog.getByRole('group', { name: 'USER MANAGEMENT' });
    await expect(getComputedStyle(category).borderTopStyle).toBe('none');
    await expect(dialog.getByRole('button', { name: 'Clear all USER MANAGEMENT' })).toBeVisible();
  },
};

/** Create New Role: select all of a category, one more permission, and the fields are sent. */
export const CreateRole: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create New Role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Role' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Role Name' }), 'content_editor');
    await userEvent.click(dialog.getByRole('button', { name: 'Select all USER MANAGEMENT' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'blog.write' }));
    await expect(dialog.getByText('Permissions (7 selected)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Role' }));
    await expect(await screen.findByText('Role created successfully.')).toBeVisible();
    const ids = (...names: string[]) =>
      PERMISSIONS.filter((permission) => names.includes(permission.name)).map((permission) => permission.id);
    await expect(apiOf(loaded).roleSaves).toEqual([
      {
        body: {
          name: 'content_editor',
          description: '',
          permissions: ids(
            'users.read',
            'users.write',
            'users.export',
            'children.read',
            'children.write',
            'children.export',
            'blog.write',
          ),
        },
      },
    ]);
  },
};

/** platform spec §6: super_admin's name cannot be edited and its permissions are every permission. */
export const EditSuperAdminRole: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'super_admin')).getByRole('button', { name: 'Edit super_admin' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Role' }));
    await expect(dialog.getByRole('textbox', { name: 'Role Name' })).toHaveAttribute('readonly');
    await expect(dialog.getByText('The super_admin role cannot be renamed.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'users.read' })).toBeDisabled();
  },
};

/**
 * An admin manager (admins and roles only) cannot edit their own role, and cannot add to any
 * role a permission they do not hold: those checkboxes are disabled, with the reason.
 */
export const AdminManagerGrantsOnlyWhatTheyHold: Story = {
  parameters: { screenshot: false, admin: ACCESS_ADMIN_MANAGER },
  play: async ({ canvas }) => {
    const own = await card(canvas, 'admin_manager');
    await expect(own.queryByRole('button', { name: 'Edit admin_manager' })).toBeNull();
    await expect(own.getByText('Your role: only a super admin can edit it.')).toBeVisible();
    await expect((await card(canvas, 'super_admin')).queryByRole('button', { name: /Edit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create New Role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Role' }));
    await expect(dialog.getByText('Permissions you do not hold yourself cannot be added.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'users.read' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Select all USER MANAGEMENT' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'roles.read' })).toBeEnabled();
  },
};

/**
 * platform spec §5: the role and permission delete questions. A role admins hold offers no
 * Delete: it is shown disabled, saying how many hold it and why, as the server would refuse it;
 * one taken meanwhile is refused with the server's reason.
 */
export const DeleteRoleAndPermission: Story = {
  parameters: { screenshot: false, api: { heldMeanwhile: ['auditor'] } },
  play: async ({ canvas, loaded }) => {
    const content = await card(canvas, 'content_manager');
    const held = content.getByRole('button', { name: 'Delete content_manager' });
    await expect(held).toBeDisabled();
    await expect(held).toHaveAccessibleDescription(
      '2 admins hold this role: give each of them another role before deleting it.',
    );
    await expect(
      (await card(canvas, 'admin_manager')).getByText(
        '1 admin holds this role: give them another role before deleting it.',
      ),
    ).toBeVisible();

    await userEvent.click((await card(canvas, 'auditor')).getByRole('button', { name: 'Delete auditor' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Delete auditor' }));
    await expect(confirm.getByText(CONFIRMATIONS.deleteRole)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByText('The role auditor is held by 1 admin; give them another role first.'),
    ).toBeVisible();
    await expect(apiOf(loaded).deletedRoles).toEqual([]);

    await names(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete users.export' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Delete users.export' }));
    await expect(confirm.getByText(CONFIRMATIONS.deletePermission)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Permission deleted successfully.')).toBeVisible();
    await expect(apiOf(loaded).deletedPermissions).toEqual([3]);
  },
};

/** A role no admin holds is deleted after the question. */
export const DeleteUnheldRole: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click((await card(canvas, 'auditor')).getByRole('button', { name: 'Delete auditor' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete auditor' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Role deleted successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'auditor' })).toBeNull());
    await expect(apiOf(loaded).deletedRoles).toEqual([5]);
  },
};

/** Create New Permission and Edit Permission send name, description and category. */
export const PermissionDialogs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create New Permission' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Create New Permission' }));
    await expect(dialog.getByText(NEW_PERMISSION_GATES_NOTHING)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Permission' }));
    await expect(await dialog.findByText('Permission Name is required')).toBeVisible();
    // Not the dotted form: refused beside the field, nothing sent, the typing kept.
    const nameField = dialog.getByRole('textbox', { name: 'Permission Name' });
    await userEvent.type(nameField, 'Reports Export!!');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Category' }), 'content_management');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Permission' }));
    await expect(await dialog.findByText(PERMISSION_NAME_RULE)).toBeVisible();
    await expect(nameField).toHaveAccessibleDescription(
      `Lowercase words joined by dots, such as reports.export. ${PERMISSION_NAME_RULE}`,
    );
    await expect(apiOf(loaded).permissionSaves).toEqual([]);
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'content.create');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Permission' }));
    await expect(await screen.findByText('Permission created successfully.')).toBeVisible();
    // The list turns to the page the new permission is on (the last), where it is marked "New".
    const created = await canvas.findByRole('rowheader', { name: /content\.create/ });
    await expect(within(created).getByText('New')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit users.export' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Permission' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Export every user');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Permission' }));
    await expect(await screen.findByText('Permission updated successfully.')).toBeVisible();
    await expect(apiOf(loaded).permissionSaves).toEqual([
      { body: { name: 'content.create', description: '', category: 'content_management' } },
      {
        id: 3,
        body: { name: 'users.export', description: 'Export every user', category: 'user_management' },
      },
    ]);
  },
};

/**
 * The server refuses to rename, reword or delete a built-in permission: those rows offer no Edit
 * or Delete, and their "Built-in" mark says why on hover and on keyboard focus. The permissions
 * admins added keep both.
 */
export const BuiltInPermissions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Edit users.export' });
    await expect(canvas.getByRole('button', { name: 'Delete users.export' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit users.read' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete users.read' })).toBeNull();
    const usersRead = canvas.getByRole('row', { name: /users\.read/ });
    const mark = within(usersRead).getByText(BUILT_IN_PERMISSION_LABEL);
    await expect(
      within(canvas.getByRole('row', { name: /users\.export/ })).queryByText(BUILT_IN_PERMISSION_LABEL),
    ).toBeNull();
    // The keyboard reaches the mark, and its tooltip (loaded on first opening) tells the reason.
    const trigger = mark.closest<HTMLElement>('[tabindex="0"]');
    await expect(trigger).not.toBeNull();
    // From the search above the table, Tab goes through the filter to the first row's mark.
    canvas.getByRole('searchbox', { name: 'Search permissions' }).focus();
    for (let presses = 0; presses < 10 && document.activeElement !== trigger; presses += 1)
      await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent(
      BUILT_IN_PERMISSION_HINT,
    );
  },
};

/** A 375 px phone in the dark theme: cards one under another, the table as cards. */
export const NarrowDark: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await card(canvas, 'operations_lead');
    await names(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
