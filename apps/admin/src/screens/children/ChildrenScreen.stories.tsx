import { clearSession, storeAdminSession } from '@aac/api-client';
import { CONFIRMATIONS, MAX_PAGE_NUMBERS_SHOWN, NO_DIAGNOSIS, NOT_AVAILABLE } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/storyApi';
import { ChildrenScreen } from './ChildrenScreen';
import {
  AMARA,
  CHILD_FIXTURE_COUNT,
  LEO,
  MIA,
  NOAH,
  READ_ONLY_ADMIN,
  type SignedInAdmin,
  STORY_ADMIN,
} from './fixtures';
import {
  type ChildrenApi,
  type ChildrenApiOptions,
  createChildrenApi,
  INVALID_FIRST_NAME_FAILURE,
  LIST_FAILURE,
  SERVER_FAILURE,
} from './handlers';

interface ChildrenStoryParameters {
  /** How the fake children API answers (handlers.ts). */
  childrenApi?: ChildrenApiOptions;
  /** The URL the story opens, e.g. "/admin/children?status=archived". */
  initialUrl?: string;
  /** Who is signed in (an admin holding children.read and children.write unless given). */
  admin?: SignedInAdmin;
}

type Loaded = { api: ChildrenApi };
type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Child Management',
  component: ChildrenScreen,
  parameters: { layout: 'fullscreen' },
  // A fresh fake API per render, so a story's changes never leak into the next one.
  loaders: [
    async (context): Promise<Loaded> => ({
      api: createChildrenApi((context.parameters as ChildrenStoryParameters).childrenApi),
    }),
  ],
  beforeEach: (context) => {
    storeAdminSession(
      'story-admin-token',
      (context.parameters as ChildrenStoryParameters).admin ?? STORY_ADMIN,
    );
    return () => clearSession();
  },
  render: (_args, context) => {
    const { api } = context.loaded as Loaded;
    const { initialUrl } = context.parameters as ChildrenStoryParameters;
    return (
      <StoryApp handlers={api.handlers} path="/admin/children" initialUrl={initialUrl}>
        <ChildrenScreen />
      </StoryApp>
    );
  },
} satisfies Meta<typeof ChildrenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function apiOf(loaded: unknown): ChildrenApi {
  return (loaded as Loaded).api;
}

async function settledTable(canvas: Canvas): Promise<HTMLElement> {
  const table = await canvas.findByRole('table', { name: 'Children' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** The names of the listed children, read from each row's "View details of …" button. */
async function rowNames(canvas: Canvas): Promise<string[]> {
  const table = await settledTable(canvas);
  return within(table)
    .queryAllByRole('button', { name: /^View details of / })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace(/^View details of /, ''));
}

/** The cells of one child's row, by column header. */
async function cellsOf(canvas: Canvas, name: string): Promise<Record<string, HTMLElement>> {
  const table = await settledTable(canvas);
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('button', { name: `View details of ${name}` }));
  if (!row) throw new Error(`No row for ${name}`);
  const cells = Array.from(row.querySelectorAll<HTMLElement>('th, td'));
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] as HTMLElement]));
}

function pageNumbers(canvas: Canvas): string[] {
  return canvas
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button: HTMLElement) => button.textContent ?? '');
}

/** Picks an option of a Select by the Select's label, inside `container` (a dialog) or anywhere. */
async function choose(label: RegExp, option: string, container: Canvas = screen) {
  await userEvent.click(container.getAllByRole('button', { name: label })[0] as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/**
 * The first page of 57 children, 10 a page (core spec §9): every column of core spec §2.2, the
 * progress colours at their boundaries (core spec §5), "No diagnosis" and "N/A".
 */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    await waitFor(async () =>
      expect((await rowNames(canvas)).slice(0, 4)).toEqual([
        'Leo Lopez',
        'Amara Okafor',
        'Noah Tanaka',
        'Mia Rossi',
      ]),
    );
    await expect(await rowNames(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('heading', { name: 'Child Management' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Children' })).toBeVisible();
    await expect(canvas.getByText(`Showing 1 to 10 of ${CHILD_FIXTURE_COUNT} results`)).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Child',
      'Age',
      'Level',
      'Status',
      'Progress',
      'Goals',
      'Sessions',
      'Parent',
      'Joined',
      'Actions',
    ]);
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
    // core spec §2.2: the diagnosis under the name, or "No diagnosis"; the age, or N/A.
    const leo = await cellsOf(canvas, LEO.name);
    await expect(leo.Child).toHaveTextContent(`${LEO.name}${LEO.diagnosis}`);
    await expect(leo.Age).toHaveTextContent('7');
    await expect(leo.Level).toHaveTextContent('Intermediate');
    await expect(leo.Status).toHaveTextContent('Active');
    await expect(leo.Goals).toHaveTextContent('3 active5 completed');
    await expect(leo.Sessions).toHaveTextContent('48');
    await expect(leo.Parent).toHaveTextContent('Maria Lopezmaria.lopez@example.com');
    const amara = await cellsOf(canvas, AMARA.name);
    await expect(amara.Child).toHaveTextContent(`${AMARA.name}${NO_DIAGNOSIS}`);
    await expect(amara.Age).toHaveTextContent(NOT_AVAILABLE);
    await expect(amara.Level).toHaveTextContent('Beginner');
    await expect(amara.Status).toHaveTextContent('Inactive');
    const noah = await cellsOf(canvas, NOAH.name);
    await expect(noah.Level).toHaveTextContent('Advanced');
    await expect(noah.Status).toHaveTextContent('Archived');
    // core spec §9: up to 5 page numbers.
    await expect(pageNumbers(canvas)).toEqual(['1', '2', '3', '4', '5']);
    for (const verb of ['View details of', 'Edit', 'Change status of', 'Delete']) {
      await expect(canvas.getByRole('button', { name: `${verb} ${LEO.name}` })).toBeVisible();
    }
    await expect(apiOf(loaded).listQueries[0]).toEqual({
      page: '1',
      limit: '10',
      search: null,
      status: null,
      communication_level: null,
      age_range: null,
    });
  },
};

/** Paging asks the server for that page and slides the 5-number window. */
export const PagingMovesTheWindow: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await rowNames(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pageNumbers(canvas)).toEqual(['2', '3', '4', '5', '6']);
    await expect(pageNumbers(canvas).length).toBeLessThanOrEqual(MAX_PAGE_NUMBERS_SHOWN);
    await expect(apiOf(loaded).listQueries.at(-1)).toMatchObject({ page: '5', limit: '10' });
    await expect(canvas.getByText(`Showing 41 to 50 of ${CHILD_FIXTURE_COUNT} results`)).toBeVisible();
  },
};

/** core spec §4, §9: changing the page size returns to page 1 (the query the server got says so). */
export const PageSizeReturnsToFirstPage: Story = {
  parameters: { initialUrl: '/admin/children?page=3', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    await expect(api.listQueries.at(-1)).toMatchObject({ page: '3', limit: '10' });
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await choose(/Rows per page/, '25');
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ page: '1', limit: '25' }));
    await waitFor(async () => expect(await rowNames(canvas)).toHaveLength(25));
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(`Showing 1 to 25 of ${CHILD_FIXTURE_COUNT} results`)).toBeVisible();
  },
};

/** Search and the three filters go to the server as search, status, communication_level and age_range, from page 1. */
export const SearchAndFilters: Story = {
  parameters: { initialUrl: '/admin/children?page=2', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    await choose(/Age range/, 'Ages 6-12');
    await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ page: '1', age_range: '6-12' }));
    await waitFor(async () => {
      const ages = await Promise.all(
        (await rowNames(canvas)).map(async (name) => (await cellsOf(canvas, name)).Age?.textContent),
      );
      await expect(ages.length).toBeGreaterThan(0);
      for (const age of ages) {
        await expect(Number(age)).toBeGreaterThanOrEqual(6);
        await expect(Number(age)).toBeLessThanOrEqual(12);
      }
    });
    await choose(/Communication level/, 'Advanced');
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toMatchObject({
        page: '1',
        age_range: '6-12',
        communication_level: 'advanced',
      }),
    );
    await choose(/Status/, 'Archived');
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toMatchObject({
        age_range: '6-12',
        communication_level: 'advanced',
        status: 'archived',
      }),
    );
    await choose(/Status/, 'All Status');
    await choose(/Age range/, 'All Ages');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search children' }), 'tanaka');
    await waitFor(() =>
      expect(api.listQueries.at(-1)).toEqual({
        page: '1',
        limit: '10',
        search: 'tanaka',
        status: null,
        communication_level: 'advanced',
        age_range: null,
      }),
    );
    await waitFor(async () => expect(await rowNames(canvas)).toContain(NOAH.name));
  },
};

/** No children at all: the empty state without a filter hint. */
export const Empty: Story = {
  parameters: { childrenApi: { children: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No children found')).toBeVisible();
    await expect(canvas.getByText('Children appear here once parents add their profiles.')).toBeVisible();
    // The outline reads h1 > h2: the empty state's title is the heading under the page's.
    await expect(canvas.getByRole('heading', { level: 2, name: 'No children found' })).toBeVisible();
  },
};

/** Filters that match nobody: the empty state says to adjust them, and the controls show them. */
export const FilteredEmpty: Story = {
  parameters: { initialUrl: '/admin/children?q=zzzz&age_range=18%2B&communication_level=beginner' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('No children found')).toBeVisible();
    await expect(canvas.getByText(/Try adjusting or clearing them/)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search children' })).toHaveValue('zzzz');
    await expect(canvas.getAllByRole('button', { name: /Age range/ })[0]).toHaveTextContent('Ages 18+');
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({
      search: 'zzzz',
      age_range: '18+',
      communication_level: 'beginner',
    });
  },
};

/** The first load: skeleton rows and a busy table. */
export const Loading: Story = {
  parameters: { childrenApi: { list: 'loading' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Children' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading Children')).toBeInTheDocument();
  },
};

/** The list fails: the reason and Retry, never an empty list (DESIGN.md). */
export const LoadError: Story = {
  parameters: { childrenApi: { list: 'error' } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Children could not be loaded');
    await expect(alert).toHaveTextContent(LIST_FAILURE.message);
    await expect(canvas.queryByText('No children found')).toBeNull();
    const asked = apiOf(loaded).listQueries.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).listQueries.length).toBe(asked + 1));
  },
};

async function openEdit(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${name}` }));
  const element = await screen.findByRole('dialog', { name: 'Edit child' });
  return { element, dialog: within(element) };
}

/** The edit dialog with the five fields of core spec §2.2, filled from the row. */
export const EditDialogOpen: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openEdit(canvas, LEO.name);
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Leo');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lopez');
    await expect(dialog.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Autism spectrum disorder');
    await expect(dialog.getByRole('button', { name: /Communication level/ })).toHaveTextContent(
      'Intermediate',
    );
    await expect(dialog.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
  },
};

/** Saving sends the five fields (a cleared diagnosis as null), shows the server's message and reloads the list. */
export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const { element, dialog } = await openEdit(canvas, NOAH.name);
    const first = dialog.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Noa');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Diagnosis' }));
    await choose(/Communication level/, 'Beginner', dialog);
    await choose(/Status/, 'Active', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(element).not.toBeInTheDocument());
    await expect(api.updates.at(-1)).toEqual({
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
    await waitFor(async () => expect(await rowNames(canvas)).toContain('Noa Tanaka'));
    const noa = await cellsOf(canvas, 'Noa Tanaka');
    await expect(noa.Child).toHaveTextContent(`Noa Tanaka${NO_DIAGNOSIS}`);
    await expect(noa.Level).toHaveTextContent('Beginner');
    await expect(noa.Status).toHaveTextContent('Active');
  },
};

/** The server refuses: the dialog stays open with everything typed, its message and the field error. */
export const EditFailure: Story = {
  parameters: { childrenApi: { updateFailure: 'invalidFirstName' } },
  play: async ({ canvas, loaded }) => {
    const { dialog } = await openEdit(canvas, AMARA.name);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Diagnosis' }), 'Selective mutism');
    await choose(/Communication level/, 'Advanced', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(INVALID_FIRST_NAME_FAILURE.message)).toBeVisible();
    await expect(dialog.getByText('must NOT have fewer than 1 characters')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Diagnosis' })).toHaveValue('Selective mutism');
    await expect(dialog.getByRole('button', { name: /Communication level/ })).toHaveTextContent('Advanced');
    await expect(
      apiOf(loaded)
        .children()
        .find((child) => child.id === AMARA.id),
    ).toEqual(AMARA);
  },
};

/** A server error without field details: its message above the form, the typing kept. */
export const EditServerError: Story = {
  parameters: { childrenApi: { updateFailure: 'serverError' }, screenshot: false },
  play: async ({ canvas }) => {
    const { dialog } = await openEdit(canvas, LEO.name);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), '-Garcia');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(SERVER_FAILURE.message)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lopez-Garcia');
  },
};

async function openStatus(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Change status of ${name}` }));
  const element = await screen.findByRole('dialog', { name: 'Change status' });
  return { element, dialog: within(element) };
}

/** core spec §4: the status dialog offers all three statuses, the current one preselected. */
export const StatusChangeOpen: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openStatus(canvas, LEO.name);
    await expect(dialog.getByText(`${LEO.name} is now`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /New status/ })).toHaveTextContent('Active');
    await expect(dialog.getByRole('button', { name: 'Change status' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /New status/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Active', 'Inactive', 'Archived']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Changing the status sends { status } to PUT /admin/children/{id}/status and the list reloads. */
export const StatusChange: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const { element, dialog } = await openStatus(canvas, LEO.name);
    await choose(/New status/, 'Archived', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(element).not.toBeInTheDocument());
    await expect(api.statusChanges).toEqual([{ id: LEO.id, body: { status: 'archived' } }]);
    await expect(await screen.findByText('Child status changed to archived.')).toBeVisible();
    await waitFor(async () => expect((await cellsOf(canvas, LEO.name)).Status).toHaveTextContent('Archived'));
    // Any status can be set directly, including back from archived (core spec §4).
    const again = await openStatus(canvas, LEO.name);
    await choose(/New status/, 'Inactive', again.dialog);
    await userEvent.click(again.dialog.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(api.statusChanges.at(-1)).toEqual({ id: LEO.id, body: { status: 'inactive' } }),
    );
    await waitFor(async () => expect((await cellsOf(canvas, LEO.name)).Status).toHaveTextContent('Inactive'));
  },
};

/** A refused status change keeps the dialog open with the choice and the server's message. */
export const StatusChangeFailure: Story = {
  parameters: { childrenApi: { statusFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const { dialog } = await openStatus(canvas, MIA.name);
    await choose(/New status/, 'Inactive', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
    await expect(await dialog.findByText(LIST_FAILURE.message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /New status/ })).toHaveTextContent('Inactive');
  },
};

/** Delete asks first, with the confirmation text of @aac/domain (core spec §5). */
export const DeleteConfirm: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${AMARA.name}` }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(CONFIRMATIONS.deleteChild)).toBeVisible();
    await expect(apiOf(loaded).deletions).toEqual([]);
  },
};

/** Confirming deletes the child; the list reloads without them. Cancelling deletes nothing. */
export const DeleteRemovesChild: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${MIA.name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(api.deletions).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: `Delete ${AMARA.name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await screen.findByText('Child deleted successfully.')).toBeVisible();
    await expect(api.deletions).toEqual([AMARA.id]);
    await waitFor(async () => expect(await rowNames(canvas)).not.toContain(AMARA.name));
    await expect(canvas.getByText(`Showing 1 to 10 of ${CHILD_FIXTURE_COUNT - 1} results`)).toBeVisible();
  },
};

/** View details: every field of the child and its stats, read-only. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View details of ${AMARA.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Child details' }));
    const facts: Array<[string, string]> = [
      ['Photo', 'No photo'],
      ['Name', 'Amara Okafor'],
      ['First name', 'Amara'],
      ['Last name', 'Okafor'],
      ['Age', NOT_AVAILABLE],
      ['Diagnosis', NO_DIAGNOSIS],
      ['Communication level', 'Beginner'],
      ['Status', 'Inactive'],
      ['Active goals', '1'],
      ['Completed goals', '0'],
      ['Sessions', '6'],
      ['Parent', 'Grace Okafor'],
      ['Parent email', 'grace.okafor@example.com'],
      ['Child ID', String(AMARA.id)],
    ];
    const terms = dialog.getAllByRole('term').map((term) => term.textContent);
    const values = dialog.getAllByRole('definition');
    for (const [term, value] of facts) {
      await expect(values[terms.indexOf(term)]).toHaveTextContent(value);
    }
    const bar = dialog.getByRole('progressbar', { name: `Recent progress of ${AMARA.name}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '59');
    await expect(bar).toHaveAttribute('data-tone', 'critical');
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** Export Children fetches every matching child (100 a page) and says how many it exported. */
export const ExportChildren: Story = {
  parameters: { initialUrl: '/admin/children?status=active', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await rowNames(canvas);
    const active = api.children().filter((child) => child.status === 'active').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Export Children' }));
    await expect(await screen.findByText(`Exported ${active} children`)).toBeVisible();
    await expect(api.listQueries.at(-1)).toMatchObject({ page: '1', limit: '100', status: 'active' });
  },
};

/** An admin without children.write sees the list and details, and no action that changes a child. */
export const ReadOnlyAdmin: Story = {
  parameters: { admin: READ_ONLY_ADMIN, screenshot: false },
  play: async ({ canvas }) => {
    await rowNames(canvas);
    await expect(canvas.getByRole('button', { name: `View details of ${LEO.name}` })).toBeVisible();
    for (const verb of ['Edit', 'Change status of', 'Delete']) {
      await expect(canvas.queryByRole('button', { name: `${verb} ${LEO.name}` })).toBeNull();
    }
  },
};

/** A 375 px phone: the filters stack and the table scrolls sideways inside its frame. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await rowNames(canvas);
    await expect(window.innerWidth).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Export Children' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await rowNames(canvas))[0]).toBe(LEO.name));
    await expect(canvas.getByRole('progressbar', { name: `Recent progress of ${LEO.name}` })).toHaveAttribute(
      'data-tone',
      'positive',
    );
  },
};
