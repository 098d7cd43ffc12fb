import { CONFIRMATIONS, NO_DIAGNOSIS, NOT_AVAILABLE } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { CHECK_FIELDS } from '../../kit/form/useDialogForm';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { type Canvas, cellsOf, choose, openDialog, rowNames } from '../../testing/tableQueries';
import { ChildrenScreen } from './ChildrenScreen';
import { type Child, childrenList } from './children.list';
import { AMARA, LEO, MIA, NOAH } from './fixtures';
import { type ChildrenApi, type ChildrenApiOptions, createChildrenApi, SERVER_FAILURE } from './handlers';

const suite = listScreenSuite<ChildrenApi, Child, ChildrenApiOptions>({
  path: '/admin/children',
  screen: ChildrenScreen,
  list: childrenList,
  createApi: createChildrenApi,
  firstRows: [LEO.name, AMARA.name, NOAH.name, MIA.name],
  columns: ['Child', 'Age', 'Level', 'Status', 'Progress', 'Goals', 'Sessions', 'Parent', 'Joined'],
  steppedAside: ['Goals', 'Sessions', 'Joined'],
  filters: [
    { label: /Age range/, option: '6-12', query: { age_range: '6-12' } },
    { label: /Communication level/, option: 'Advanced', query: { communication_level: 'advanced' } },
    { label: /Status/, option: 'Archived', query: { status: 'archived' } },
  ],
  search: { term: 'tanaka', finds: 'Finn Tanaka' },
  export: {
    url: '/admin/children?status=active',
    query: { status: 'active' },
    matching: (api) => api.children().filter((child) => child.status === 'active').length,
  },
  filteredEmptyUrl: '/admin/children?q=zzzz&age_range=18%2B&communication_level=beginner',
  delete: {
    row: AMARA.name,
    question: CONFIRMATIONS.deleteChild,
    success: 'Child deleted successfully.',
    consequence: 'Their progress (1 active goal, 0 completed, 6 sessions) will be deleted too.',
  },
  readOnly: {
    visible: `View details of ${LEO.name}`,
    hidden: [`Edit ${LEO.name}`, `Change status of ${LEO.name}`, `Delete ${LEO.name}`],
  },
  // A number column sorts high to low first; progress 95 is shared, so ties go by id (newest id first).
  sort: {
    column: 'Progress',
    presses: [
      { sent: '-recent_progress', firstRows: ['Theo Rossi', 'Finn Murphy', 'Mateo Patel'] },
      { sent: 'recent_progress', firstRows: ['Kai Fischer', 'Zoe Cohen', 'Hana Larsen'] },
    ],
  },
});

const meta = { ...suite.meta, title: 'Screens/Child Management' };
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: Canvas, name: string) => cellsOf(canvas, 'Children', name);
const apiOf = (loaded: unknown) => (loaded as { api: ChildrenApi }).api;

/** Every column of core spec §2.2, the progress tones at their boundaries (§5), "No diagnosis" and "N/A". */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    // core spec §5: 80 or more green, 60 to 79 yellow, below 60 red.
    const tones: Array<[string, number, string]> = [
      [LEO.name, 80, 'positive'],
      [NOAH.name, 79, 'caution'],
      [MIA.name, 60, 'caution'],
      [AMARA.name, 59, 'critical'],
    ];
    for (const [name, value, tone] of tones) {
      const bar = canvas.getByRole('progressbar', { name: `Recent progress of ${name}` });
      await expect(bar).toHaveAttribute('aria-valuenow', String(value));
      await expect(bar).toHaveAttribute('data-tone', tone);
    }
    const leo = await cells(canvas, LEO.name);
    await expect(leo.Child).toHaveTextContent(`${LEO.name}${LEO.diagnosis}`);
    await expect(leo.Goals).toHaveTextContent('3 active5 completed');
    await expect(leo.Parent).toHaveTextContent('Maria Lopezmaria.lopez@example.com');
    const amara = await cells(canvas, AMARA.name);
    await expect(amara.Child).toHaveTextContent(`${AMARA.name}${NO_DIAGNOSIS}`);
    await expect(amara.Age).toHaveTextContent(NOT_AVAILABLE);
    await expect(amara.Level).toHaveTextContent('Beginner');
    await expect((await cells(canvas, NOAH.name)).Status).toHaveTextContent('Archived');
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const PageSizeReturnsToFirstPage = suite.stories.PageSizeReturnsToFirstPage;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const ExportChildren = suite.stories.Export;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesChild = suite.stories.DeleteRemovesRow;
export const ReadOnlyAdmin = suite.stories.ReadOnlyAdmin;
export const SortByColumn = suite.stories.SortByColumn;
export const SortFromUrl = suite.stories.SortFromUrl;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/** An age-range filter lists only children of those ages (the fake answers like the server). */
export const AgeRangeFilter: Story = {
  parameters: { initialUrl: '/admin/children?age_range=6-12', screenshot: false },
  play: async ({ canvas }) => {
    const names = await rowNames(canvas, 'Children');
    await expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const age = Number((await cells(canvas, name)).Age?.textContent);
      await expect(age >= 6 && age <= 12).toBe(true);
    }
  },
};

/** The edit dialog with the five fields of core spec §2.2, filled from the row. */
export const EditDialogOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Edit ${LEO.name}`, 'Edit child');
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Leo');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lopez');
    await expect(dialog.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Autism spectrum disorder');
    await expect(dialog.getByRole('button', { name: /Communication level/ })).toHaveTextContent(
      'Intermediate',
    );
    await expect(dialog.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
  },
};

/** Saving sends the five fields (a cleared diagnosis as null), shows the server's message and reloads. */
export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `Edit ${NOAH.name}`, 'Edit child');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Noa');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Diagnosis' }));
    await choose(/Communication level/, 'Beginner', dialog);
    await choose(/Status/, 'Active', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit child' })).toBeNull());
    await expect(apiOf(loaded).updates.at(-1)).toEqual({
      id: NOAH.id,
      body: {
        first_name: 'Noa',
        last_name: 'Tanaka',
        diagnosis: null,
        communication_level: 'beginner',
        status: 'active',
      },
    });
    await expect(await screen.findByText('Child updated successfully.')).toBeVisible();
    await waitFor(async () =>
      expect((await cells(canvas, 'Noa Tanaka')).Child).toHaveTextContent(`Noa Tanaka${NO_DIAGNOSIS}`),
    );
  },
};

/** A blank first name is caught beside the field before anything is sent, the rest kept. */
export const EditRequiresFirstName: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `Edit ${AMARA.name}`, 'Edit child');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Diagnosis' }), 'Selective mutism');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('First name is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Selective mutism');
    await expect(apiOf(loaded).updates).toHaveLength(0);
  },
};

/** The server refuses a field: its problem beside that field, everything typed kept, nothing changed. */
export const EditFailure: Story = {
  parameters: { api: { updateFailure: 'invalidLastName' }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `Edit ${AMARA.name}`, 'Edit child');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), '2');
    await choose(/Communication level/, 'Advanced', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The refusal's own message only repeats its detail, which sits under Last name.
    await expect(await dialog.findByText(CHECK_FIELDS)).toBeVisible();
    await expect(dialog.getByText('must NOT contain digits')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: /Communication level/ })).toHaveTextContent('Advanced');
    await expect(
      apiOf(loaded)
        .children()
        .find((child) => child.id === AMARA.id),
    ).toEqual(AMARA);
  },
};

/** A server error without field details: its message above the buttons, the typing kept. */
export const EditServerError: Story = {
  parameters: { api: { updateFailure: 'serverError' }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Edit ${LEO.name}`, 'Edit child');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), '-Garcia');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(SERVER_FAILURE.message)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lopez-Garcia');
  },
};

/** core spec §4: all three statuses offered, the current one preselected, Change status waits for another. */
export const StatusChangeOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Change status of ${LEO.name}`, 'Change status');
    await expect(dialog.getByText(`${LEO.name} is now`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /New status/ })).toHaveTextContent('Active');
    await expect(dialog.getByRole('button', { name: 'Change status' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /New status/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Active',
      'Inactive',
      'Archived',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Changing the status sends { status }, reloads the list, and any status can be set again directly. */
export const StatusChange: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    for (const [option, status] of [
      ['Archived', 'archived'],
      ['Inactive', 'inactive'],
    ] as const) {
      const dialog = await openDialog(canvas, `Change status of ${LEO.name}`, 'Change status');
      await choose(/New status/, option, dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
      await waitFor(() =>
        expect(apiOf(loaded).statusChanges.at(-1)).toEqual({ id: LEO.id, body: { status } }),
      );
      await expect(await screen.findByText(`Child status changed to ${status}.`)).toBeVisible();
      await waitFor(async () => expect((await cells(canvas, LEO.name)).Status).toHaveTextContent(option));
    }
  },
};

/** A refused status change keeps the dialog open with the choice and the server's message. */
export const StatusChangeFailure: Story = {
  parameters: { api: { statusFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `Change status of ${MIA.name}`, 'Change status');
    await choose(/New status/, 'Inactive', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
    await expect(await dialog.findByText(LIST_FAILURE.message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /New status/ })).toHaveTextContent('Inactive');
  },
};

/** View details: every field of the child and its stats, read-only. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View details of ${AMARA.name}`, 'Child details');
    const terms = dialog.getAllByRole('term').map((term: HTMLElement) => term.textContent);
    const values = dialog.getAllByRole('definition');
    for (const [term, value] of [
      ['Photo', 'No photo'],
      ['Name', 'Amara Okafor'],
      ['Age', NOT_AVAILABLE],
      ['Diagnosis', NO_DIAGNOSIS],
      ['Communication level', 'Beginner'],
      ['Status', 'Inactive'],
      ['Sessions', '6'],
      ['Parent email', 'grace.okafor@example.com'],
      ['Child ID', String(AMARA.id)],
    ]) {
      await expect(values[terms.indexOf(term)]).toHaveTextContent(value as string);
    }
    await expect(
      dialog.getByRole('progressbar', { name: `Recent progress of ${AMARA.name}` }),
    ).toHaveAttribute('data-tone', 'critical');
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** View details is no dead end: the parent among the users, and Edit. */
export const ViewDetailsLeadsOn: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View details of ${AMARA.name}`, 'Child details');
    await expect(dialog.getByRole('link', { name: 'Parent: Grace Okafor' })).toHaveAttribute(
      'href',
      '/admin/users?q=grace.okafor%40example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    await expect(await screen.findByRole('dialog', { name: 'Edit child' })).toBeVisible();
  },
};
