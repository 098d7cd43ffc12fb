import { CONFIRMATIONS, PHONE_ERROR, teamFullReason } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { PLATFORM_STORY_ADMIN, READ_ONLY_ADMIN } from '../../testing/storyAdmins';
import { type Canvas, cellsOf, choose, openDialog, rowNames } from '../../testing/tableQueries';
import { PLANS } from '../plans/fixtures';
import { EnterprisesScreen } from './EnterprisesScreen';
import { type Enterprise, enterprisesList } from './enterprises.list';
import { BRIGHT_STEPS, LONG_NAME, RIVERSIDE, SMALL_VOICES } from './fixtures';
import { createEnterprisesApi, type EnterprisesApi, type EnterprisesApiOptions } from './handlers';

const ENTERPRISE_READER = { ...READ_ONLY_ADMIN, permissions: ['enterprises.read'] };

const suite = listScreenSuite<EnterprisesApi, Enterprise, EnterprisesApiOptions>({
  path: '/admin/enterprises',
  screen: EnterprisesScreen,
  list: enterprisesList,
  createApi: createEnterprisesApi,
  firstRows: [RIVERSIDE.name, BRIGHT_STEPS.name, SMALL_VOICES.name, LONG_NAME.name],
  columns: ['Enterprise', 'Contact', 'Limits', 'Status', 'Created'],
  filters: [{ label: /Status/, option: 'Inactive', query: { status: 'inactive' } }],
  search: { term: 'therapy', finds: BRIGHT_STEPS.name },
  filteredEmptyUrl: '/admin/enterprises?q=zzzz&status=inactive',
  delete: {
    row: RIVERSIDE.name,
    question: CONFIRMATIONS.deleteEnterprise,
    success: 'Enterprise deleted successfully.',
    consequence: 'Its 10 team members lose access. Its children stay with their parents.',
  },
  readOnly: {
    admin: ENTERPRISE_READER,
    visible: `View team of ${RIVERSIDE.name}`,
    hidden: [`Edit ${RIVERSIDE.name}`, `Delete ${RIVERSIDE.name}`],
  },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Enterprises',
  parameters: { ...suite.meta.parameters, admin: PLATFORM_STORY_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: Canvas, name: string) => cellsOf(canvas, 'Enterprises', name);
const apiOf = (loaded: unknown) => (loaded as { api: EnterprisesApi }).api;

/**
 * platform spec §2.6 and §5: name over email, contact over phone, limits as used/max with "Full"
 * at a limit and "Over limit" beyond it, status, and the created date, "N/A" when missing and
 * "Invalid Date" when in the future.
 */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    // The first story of a file also loads the screen's code: give it time on a busy machine.
    await context.canvas.findAllByRole('rowheader', {}, { timeout: 15_000 });
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    const riverside = await cells(canvas, RIVERSIDE.name);
    await expect(riverside.Enterprise).toHaveTextContent(`${RIVERSIDE.name}${RIVERSIDE.email}`);
    await expect(riverside.Contact).toHaveTextContent('Helen Park+1 555 0188');
    await expect(riverside.Limits).toHaveTextContent('Children34/50Team10/10Full');
    await expect(riverside.Status).toHaveTextContent('Active');
    await expect(riverside.Created).toHaveTextContent('6/20/2025');
    const bright = await cells(canvas, BRIGHT_STEPS.name);
    await expect(bright.Contact).toHaveTextContent('Marco RossiNo phone');
    await expect(bright.Limits).toHaveTextContent('Children121/120Over limitTeam0/25');
    await expect(bright.Status).toHaveTextContent('Inactive');
    await expect((await cells(canvas, SMALL_VOICES.name)).Created).toHaveTextContent('N/A');
    await expect((await cells(canvas, LONG_NAME.name)).Created).toHaveTextContent('Invalid Date');
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesEnterprise = suite.stories.DeleteRemovesRow;
export const ReadOnlyAdmin: Story = {
  ...suite.stories.ReadOnlyAdmin,
  play: async (context) => {
    await suite.stories.ReadOnlyAdmin.play?.(context);
    await expect(context.canvas.queryByRole('button', { name: 'Add Enterprise' })).toBeNull();
  },
};
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/** platform spec §9: the search is sent once typing has paused for 500 ms, not on every key. */
export const SearchWaits500ms: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas, 'Enterprises');
    const asked = api.listQueries.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search enterprises' }), 'river');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(api.listQueries.length).toBe(asked);
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ search: 'river', page: '1' }));
    await expect(api.listQueries.length).toBe(asked + 1);
  },
};

/** Add Enterprise: the form starts at 50 children and 10 team members (platform §9). */
export const AddEnterpriseForm: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await rowNames(canvas, 'Enterprises');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Enterprise' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add enterprise' }));
    await expect(dialog.getByRole('textbox', { name: /Max children/ })).toHaveValue('50');
    await expect(dialog.getByRole('textbox', { name: /Max team members/ })).toHaveValue('10');
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel');
    await expect(dialog.getByRole('textbox', { name: 'Subscription plan' })).toHaveValue('enterprise');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

/** platform spec §5: the required fields and limits are checked before anything is sent; what was typed stays. */
export const AddEnterpriseChecksFirst: Story = {
  play: async ({ canvas, loaded }) => {
    await rowNames(canvas, 'Enterprises');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Enterprise' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add enterprise' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Phone/ }), 'call me maybe');
    const maxChildren = dialog.getByRole('textbox', { name: /Max children/ });
    await userEvent.clear(maxChildren);
    await userEvent.type(maxChildren, '2.5');
    const maxTeam = dialog.getByRole('textbox', { name: /Max team members/ });
    await userEvent.clear(maxTeam);
    await userEvent.click(dialog.getByRole('button', { name: 'Create enterprise' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Contact person is required')).toBeVisible();
    await expect(dialog.getByText('Enter an email address such as name@example.com')).toBeVisible();
    await expect(dialog.getByText('Enter a whole number from 1 to 1,000')).toBeVisible();
    // Neither rounded nor reverted: 2.5 is refused as typed, and so is a phone that is not one.
    await expect(dialog.getByText('Enter a whole number from 1 to 1,000,000')).toBeVisible();
    await expect(maxChildren).toHaveValue('2.5');
    await expect(dialog.getByText(PHONE_ERROR)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('not-an-email');
    await expect(apiOf(loaded).created).toEqual([]);
  },
};

/**
 * An admin who may read the plans chooses the enterprise's plan from them (name and key),
 * starting on the spec's default, the plan keyed enterprise.
 */
export const PlanChosenFromPlans: Story = {
  parameters: {
    screenshot: false,
    admin: { ...PLATFORM_STORY_ADMIN, permissions: [...PLATFORM_STORY_ADMIN.permissions, 'plans.read'] },
  },
  play: async ({ canvas, loaded }) => {
    await rowNames(canvas, 'Enterprises');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Enterprise' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add enterprise' }));
    const picker = await dialog.findByRole('button', { name: /Subscription plan/ });
    const enterprisePlan = PLANS.find((plan) => plan.plan_key === 'enterprise');
    await expect(picker).toHaveTextContent(`${enterprisePlan?.name} (enterprise)`);
    await userEvent.click(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      PLANS.map((plan) => `${plan.name} (${plan.plan_key})`),
    );
    const family = PLANS[1] as (typeof PLANS)[number];
    await userEvent.click(screen.getByRole('option', { name: `${family.name} (${family.plan_key})` }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Acme Learning');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'office@acme.example.org');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Contact person/ }), 'Rita Acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Create enterprise' }));
    await waitFor(() =>
      expect(apiOf(loaded).created.at(-1)).toMatchObject({ subscription_plan: family.plan_key }),
    );
  },
};

/** Creating sends every field, says so and lists the new account first. */
export const AddEnterpriseSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await rowNames(canvas, 'Enterprises');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Enterprise' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add enterprise' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Acme Learning');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'office@acme.example.org');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Contact person/ }), 'Rita Acme');
    const maxTeam = dialog.getByRole('textbox', { name: /Max team members/ });
    await userEvent.clear(maxTeam);
    await userEvent.type(maxTeam, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Create enterprise' }));
    await waitFor(() =>
      expect(apiOf(loaded).created).toEqual([
        {
          name: 'Acme Learning',
          email: 'office@acme.example.org',
          contact_person: 'Rita Acme',
          phone: null,
          max_children: 50,
          max_team_members: 3,
          subscription_plan: 'enterprise',
          billing_address: null,
          notes: null,
          is_active: true,
        },
      ]),
    );
    await expect(await screen.findByText('Enterprise created successfully.')).toBeVisible();
    await waitFor(async () => expect((await rowNames(canvas, 'Enterprises'))[0]).toBe('Acme Learning'));
    // The new row says so, and only it.
    const table = within(canvas.getByRole('table', { name: 'Enterprises' }));
    const created = table.getByRole('rowheader', { name: /Acme Learning/ });
    await expect(within(created).getByText('New')).toBeVisible();
    await expect(table.getAllByText('New')).toHaveLength(1);
  },
};

/** Edit fills the form from the row; a maximum below what is in use is caught before sending. */
export const EditEnterprise: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `Edit ${RIVERSIDE.name}`, 'Edit enterprise');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(RIVERSIDE.name);
    await expect(dialog.getByRole('textbox', { name: 'Billing address' })).toHaveValue(
      RIVERSIDE.billing_address,
    );
    const maxTeam = dialog.getByRole('textbox', { name: /Max team members/ });
    await userEvent.clear(maxTeam);
    await userEvent.type(maxTeam, '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The enterprise already has 10 team members')).toBeVisible();
    await expect(apiOf(loaded).updates).toEqual([]);
    await userEvent.clear(maxTeam);
    await userEvent.type(maxTeam, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiOf(loaded).updates.at(-1)?.body).toMatchObject({ max_team_members: 12 }));
    await waitFor(async () =>
      expect((await cells(canvas, RIVERSIDE.name)).Limits).toHaveTextContent('Children34/50Team10/12'),
    );
  },
};

/**
 * A refused save (an email another account uses) keeps the form open with what was typed, and
 * says why. (Bright Steps could not be saved at all: its children are over its maximum, which the
 * form catches first.)
 */
export const EditRefused: Story = {
  parameters: { api: { saveConflict: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Edit ${LONG_NAME.name}`, 'Edit enterprise');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Call back in May.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(`Another enterprise already uses the email ${LONG_NAME.email}.`),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back in May.');
  },
};

/** The Team Management dialog of a full team: every member with role, status and joined date; Add Member disabled with the reason (platform §4). */
export const TeamAtLimit: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View team of ${RIVERSIDE.name}`, 'Team Management');
    const members = await rowNames(dialog, 'Team members');
    await expect(members).toHaveLength(10);
    await expect(members[0]).toBe('Olivia Grant');
    await expect(dialog.getByText('10 of 10 team members')).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Add Member' });
    await expect(add).toBeDisabled();
    await expect(dialog.getByText(teamFullReason(10))).toBeVisible();
    const olivia = await cellsOf(dialog, 'Team members', 'Olivia Grant');
    await expect(olivia.Member).toHaveTextContent('Olivia Grantolivia.grant@riverside.example.org');
    await expect(olivia.Role).toHaveTextContent('Teacher');
    await expect(olivia.Status).toHaveTextContent('Active');
    await expect(olivia.Joined).toHaveTextContent('2/1/2025');
    await expect((await cellsOf(dialog, 'Team members', 'Dev Raman')).Status).toHaveTextContent('Inactive');
    // platform spec §5: a missing join date reads "N/A", a future one "Invalid Date".
    const joined = await Promise.all(
      members.slice(-2).map(async (name) => (await cellsOf(dialog, 'Team members', name)).Joined),
    );
    await expect(joined[0]).toHaveTextContent(/^N\/A$/);
    await expect(joined[1]).toHaveTextContent(/^Invalid Date$/);
  },
};

/** An empty team says so and offers Add Member. */
export const EmptyTeam: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View team of ${BRIGHT_STEPS.name}`, 'Team Management');
    await expect(await dialog.findByRole('heading', { name: 'No team members yet' })).toBeVisible();
    await expect(dialog.getByText('0 of 25 team members')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Member' })).toBeEnabled();
  },
};

/** The team's request fails: the reason and Retry inside the dialog. */
export const TeamLoadFails: Story = {
  parameters: { api: { team: 'error' }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View team of ${RIVERSIDE.name}`, 'Team Management');
    await expect(await dialog.findByText('The team could not be loaded')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * Add Member (role teacher unless chosen) fills the last place: the member is listed and Add
 * Member turns disabled with its reason.
 */
export const AddMemberUpToLimit: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `View team of ${SMALL_VOICES.name}`, 'Team Management');
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Member' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add member' }));
    await expect(form.getByRole('button', { name: /Role/ })).toHaveTextContent('Teacher');
    await userEvent.click(form.getByRole('button', { name: 'Add member' }));
    await expect(await form.findByText('First name is required')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /^First name/ }), 'Nia');
    await userEvent.type(form.getByRole('textbox', { name: /^Last name/ }), 'Cole');
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'nia.cole@smallvoices.example.org');
    await choose(/Role/, 'Coordinator', form);
    await userEvent.click(form.getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(apiOf(loaded).memberAdds).toEqual([
        {
          id: SMALL_VOICES.id,
          body: {
            first_name: 'Nia',
            last_name: 'Cole',
            email: 'nia.cole@smallvoices.example.org',
            role: 'coordinator',
            is_active: true,
          },
        },
      ]),
    );
    const team = within(await screen.findByRole('dialog', { name: 'Team Management' }));
    await waitFor(async () => expect(await rowNames(team, 'Team members')).toContain('Nia Cole'));
    await expect(team.getByRole('button', { name: 'Add Member' })).toBeDisabled();
    await expect(team.getByText(teamFullReason(2))).toBeVisible();
  },
};

/** Remove asks the spec's question first, then the member leaves the list. */
export const RemoveMember: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `View team of ${RIVERSIDE.name}`, 'Team Management');
    await rowNames(dialog, 'Team members');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ben Ito' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Ben Ito' }));
    await expect(confirm.getByText(CONFIRMATIONS.removeTeamMember)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(apiOf(loaded).removedMembers).toEqual([{ id: RIVERSIDE.id, memberId: 1001 }]));
    const team = within(await screen.findByRole('dialog', { name: 'Team Management' }));
    await waitFor(async () => expect(await rowNames(team, 'Team members')).not.toContain('Ben Ito'));
    await expect(team.getByRole('button', { name: 'Add Member' })).toBeEnabled();
  },
};
