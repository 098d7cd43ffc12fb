import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { Plus, Trash2, UserCheck } from 'lucide-react';
import { type ComponentProps, useMemo, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useSelection } from '../../hooks/useSelection';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { PageRequest } from '../PaginationBar';
import { DataTable } from './DataTable';
import {
  compactUserColumns,
  fullName,
  type ManyUserAction,
  manyUserActions,
  type StoryUser,
  type StoryUserAction,
  storyUser,
  storyUsers,
  userActions,
  userColumns,
  userId,
} from './DataTable.fixtures';
import { mediumFrame, narrowFrame, wideFrame } from './DataTable.stories.css';

const USERS_42 = storyUsers(42);
const USERS_10_000 = storyUsers(10_000);

type UserTableProps = ComponentProps<typeof DataTable<StoryUser, StoryUserAction>>;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<StoryUser, StoryUserAction>,
  tags: ['autodocs'],
  args: {
    columns: userColumns,
    data: USERS_42,
    getRowId: userId,
    getRowName: fullName,
    label: 'Users',
    rowActions: userActions,
    onRowAction: fn(),
    pagination: { mode: 'client' },
  },
} satisfies Meta<UserTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body rows only (the header row is in <thead>). */
function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  const table = within(canvasElement).getByRole('table');
  const [, ...rowGroups] = within(table).getAllByRole('rowgroup');
  return rowGroups.flatMap((group) => within(group).queryAllByRole('row'));
}

/**
 * Client-side pagination of 42 users, 10 a page (core spec §9). Row actions are named buttons:
 * "Edit Jane Doe", never a clickable row.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 10 of 42 results')).toBeVisible();
    // Every column fits: nothing is scrolled under the pinned actions, so they draw no edge line.
    await expect(canvas.getByRole('region', { name: 'Users' })).not.toHaveAttribute('data-content-under-end');

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Jane Doe' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('edit', USERS_42[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Doe' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('delete', USERS_42[1]);
    // core spec §2.1: "manage subscription" only for users on a paid plan.
    await expect(canvas.queryByRole('button', { name: 'Manage subscription for Amara Doe' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Manage subscription for Jane Doe' })).toBeVisible();
  },
};

/** Sortable headers are buttons; the header cell says its order with aria-sort. */
export const Sorting: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const emailHeader = canvas.getByRole('columnheader', { name: 'Email' });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    // Columns that do not sort have no aria-sort and no button.
    await expect(canvas.getByRole('columnheader', { name: 'Type' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Email' }));
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    const sortedAscending = [...USERS_42].sort((a, b) => a.email.localeCompare(b.email));
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText(sortedAscending[0]?.email ?? ''),
    ).toBeVisible();

    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Email' }));
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText(sortedAscending.at(-1)?.email ?? ''),
    ).toBeVisible();
  },
};

/** The table slices its own rows: Next shows rows 11-20; a new size starts again at page 1. */
export const ClientPagination: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing 11 to 20 of 42 results')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: fullName(storyUser(11)) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Screen readers hear the row's place in the whole list: row 11 of 42 is the 12th row with the header.
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '43');
    await expect(
      canvas.getByRole('rowheader', { name: fullName(storyUser(11)) }).closest('tr'),
    ).toHaveAttribute('aria-rowindex', '12');

    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await waitFor(() => expect(canvas.getByText('Showing 1 to 25 of 42 results')).toBeVisible());
    await expect(bodyRows(canvasElement)).toHaveLength(25);
  },
};

const SERVER_TOTAL = 237;
const onPageChange = fn();

/** Simulates a server: the screen owns page and size, and passes one page of rows and the total. */
function ServerPaginatedUsers(props: UserTableProps & { onPageChange: (next: PageRequest) => void }) {
  const { onPageChange, ...tableProps } = props;
  const [request, setRequest] = useState<PageRequest>({ page: 1, pageSize: 10 });
  const rows = useMemo(() => {
    const first = (request.page - 1) * request.pageSize + 1;
    const last = Math.min(first + request.pageSize - 1, SERVER_TOTAL);
    return Array.from({ length: last - first + 1 }, (_, index) => storyUser(first + index));
  }, [request]);
  return (
    <DataTable<StoryUser, StoryUserAction>
      {...tableProps}
      virtualize={false}
      data={rows}
      pagination={{
        mode: 'server',
        page: request.page,
        pageSize: request.pageSize,
        totalCount: SERVER_TOTAL,
        onChange: (next) => {
          onPageChange(next);
          setRequest(next);
        },
      }}
    />
  );
}

/** Server-side pages: the bar shows the server's total and calls back; the screen fetches. */
export const ServerPagination: Story = {
  render: (args) => <ServerPaginatedUsers {...args} onPageChange={onPageChange} />,
  play: async ({ canvas, userEvent, canvasElement }) => {
    onPageChange.mockClear();
    await expect(canvas.getByText('Showing 1 to 10 of 237 results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(onPageChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 10 });
    await expect(canvas.getByText('Showing 21 to 30 of 237 results')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '238');
    await expect(
      canvas.getByRole('rowheader', { name: fullName(storyUser(21)) }).closest('tr'),
    ).toHaveAttribute('aria-rowindex', '22');
    await expect(bodyRows(canvasElement)).toHaveLength(10);

    // core spec §4: changing page size returns to page 1.
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    await waitFor(() => expect(canvas.getByText('Showing 1 to 50 of 237 results')).toBeVisible());
  },
};

/** Server-side sorting: a header press asks the screen for a new order. */
export const ServerSorting: Story = {
  args: { onSortingChange: fn(), sorting: [{ id: 'createdAt', desc: true }], pagination: undefined },
  // The sorted header's look is pictured by Sorting; here 6 pixels of the Joined arrow differ
  // from run to run on a busy machine after the click, so only the checks below stand.
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    const expected: SortingState = [{ id: 'email', desc: false }];
    await expect(args.onSortingChange).toHaveBeenLastCalledWith(expected);
  },
};

/** Loading: skeleton rows, the table is busy, and screen readers hear "Loading Users". */
export const Loading: Story = {
  args: { isLoading: true, data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Users');
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** Empty: the screen's title, hint and action (platform spec §2.11's permissions texts). */
export const Empty: Story = {
  args: {
    data: [],
    label: 'Permissions',
    emptyState: {
      title: 'No permissions found',
      hint: 'Get started by creating a new permission.',
      action: (
        <Button tone="brand" icon={<Plus />}>
          Add permission
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No permissions found' })).toBeVisible();
    await expect(canvas.getByText('Get started by creating a new permission.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add permission' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The empty state's title is a heading at the level the page needs: h2 when the table sits right
 * under the screen's h1, so the outline has no gap (h1 > h2).
 */
export const EmptyWithHeadingLevel: Story = {
  args: {
    data: [],
    emptyState: { title: 'No users found', hint: 'Users appear here once they sign up.', headingLevel: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No users found' })).toBeVisible();
  },
};

/** Failed: the reason and Retry, never an empty list (docs/design.md: an outage never looks like "no data"). */
export const ErrorWithRetry: Story = {
  args: { data: [], error: 'The server did not answer (503 Service Unavailable).', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Users could not be loaded');
    await expect(alert).toHaveTextContent('The server did not answer (503 Service Unavailable).');
    await expect(canvas.queryByText('No results')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const onBulkDelete = fn();

function SelectableUsers(props: UserTableProps & { onBulkDelete: (ids: string[] | 'allMatching') => void }) {
  const { onBulkDelete, ...tableProps } = props;
  const selection = useSelection({ totalCount: tableProps.data.length });
  return (
    <DataTable<StoryUser, StoryUserAction>
      {...tableProps}
      selection={selection}
      resourceName={{ singular: 'user', plural: 'users' }}
      bulkActions={
        <>
          <Button size="small" tone="neutral" icon={<UserCheck />}>
            Activate
          </Button>
          <Button
            size="small"
            tone="critical"
            icon={<Trash2 />}
            onPress={() =>
              onBulkDelete(selection.mode === 'allMatching' ? 'allMatching' : [...selection.selectedIds])
            }
          >
            Delete
          </Button>
        </>
      }
    />
  );
}

/**
 * Selection: per-row "Select <name>" checkboxes, "Select all on this page", the bar with the
 * count and actions, the "Select all 42 matching users" escape hatch, and Clear selection.
 */
export const Selection: Story = {
  render: (args) => <SelectableUsers {...args} onBulkDelete={onBulkDelete} />,
  play: async ({ canvas, userEvent }) => {
    onBulkDelete.mockClear();
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Omar Doe' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Li Doe' }));
    const bar = await canvas.findByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    const selectPage = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(selectPage).toBePartiallyChecked();

    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await expect(onBulkDelete).toHaveBeenLastCalledWith(['user-1', 'user-2', 'user-3']);

    await userEvent.click(selectPage);
    await expect(within(bar).getByText('10 selected')).toBeVisible();
    await expect(selectPage).toBeChecked();

    // The escape hatch: every matching row, not only this page.
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 42 matching users' }));
    await expect(within(bar).getByText('All 42 matching users selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await expect(onBulkDelete).toHaveBeenLastCalledWith('allMatching');
    // Rows on other pages count as selected too.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('checkbox', { name: `Select ${fullName(storyUser(11))}` })).toBeChecked();

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  },
};

/** Selection survives paging: rows picked on two pages add up. */
export const SelectionAcrossPages: Story = {
  render: (args) => <SelectableUsers {...args} onBulkDelete={onBulkDelete} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${fullName(storyUser(12))}` }));
    await expect(await canvas.findByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
  },
};

/** A body row's box, to see that selecting moves nothing. */
function rowBox(canvasElement: HTMLElement, index: number): { top: number; height: number } {
  const box = (bodyRows(canvasElement)[index] as HTMLElement).getBoundingClientRect();
  return { top: box.top, height: box.height };
}

/**
 * The bar takes the place of the header row (Polaris's IndexTable): no band appears above the
 * table, so the rows stay where they were; the select-all box stays in reach beside it.
 */
export const SelectionBarOverHeader: Story = {
  render: (args) => (
    <div className={wideFrame}>
      <SelectableUsers {...args} onBulkDelete={onBulkDelete} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = rowBox(canvasElement, 1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
    const bar = await canvas.findByRole('region', { name: 'Bulk actions' });
    await expect(within(bar).getByText('1 selected')).toBeVisible();
    await expect(rowBox(canvasElement, 1)).toEqual(before);
    const header = canvas.getByRole('columnheader', { name: 'Email' }).getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    await expect(Math.abs(barBox.top - header.top)).toBeLessThan(1);
    await expect(Math.abs(barBox.bottom - header.bottom)).toBeLessThan(1);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    // The input is drawn over by its box: the box (its label) is what must be uncovered.
    await expect(isOnTop(selectAll.closest('label') as HTMLElement)).toBe(true);
    await expect(isOnTop(within(bar).getByRole('button', { name: 'Clear selection' }))).toBe(true);
    await userEvent.click(selectAll);
    await expect(within(bar).getByRole('button', { name: 'Select all 42 matching users' })).toBeVisible();
    await expect(rowBox(canvasElement, 1)).toEqual(before);
  },
};

/** Rows read as cards have no header row on screen: the bar floats at the window's foot, over the page. */
export const SelectionBarNarrow: Story = {
  args: { data: USERS_42.slice(0, 4), pagination: undefined },
  render: (args) => (
    <div className={narrowFrame}>
      <SelectableUsers {...args} onBulkDelete={onBulkDelete} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = rowBox(canvasElement, 1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
    const bar = await canvas.findByRole('region', { name: 'Bulk actions' });
    await expect(rowBox(canvasElement, 1)).toEqual(before);
    await expect(Math.abs(bar.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(24);
    await expect(isOnTop(within(bar).getByRole('button', { name: 'Delete' }))).toBe(true);
  },
};

const LONG_USERS: StoryUser[] = [
  {
    ...storyUser(1),
    firstName: 'Maximiliana Alexandrina Josefina',
    lastName: 'Featherstonehaugh-Vandersteen',
    email:
      'maximiliana.alexandrina.josefina.featherstonehaugh-vandersteen@a-very-long-organisation-name.example.org',
  },
  ...storyUsers(4).slice(1),
];

/**
 * Realistic widths: a 60-character name clamps to two lines, a long email stays on one line cut
 * with an ellipsis, dates and numbers never wrap, and none of it widens a column: the columns
 * have the same widths as with short values.
 */
export const LongText: Story = {
  args: { data: LONG_USERS, pagination: undefined },
  render: (args) => (
    <div className={wideFrame}>
      <DataTable<StoryUser, StoryUserAction> {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nameHeader = canvas.getByRole('rowheader', { name: /^Maximiliana/ });
    const lineHeight = Number.parseFloat(getComputedStyle(nameHeader).lineHeight);
    await expect(nameHeader.getBoundingClientRect().height).toBeLessThan(lineHeight * 2 + 32);
    const email = canvas.getByText(/^maximiliana\./);
    await expect(email.getClientRects()).toHaveLength(1);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    for (const date of canvas.getAllByText(/^\d{1,2}\/\d{1,2}\/\d{4}$/)) {
      await expect(date.getClientRects()).toHaveLength(1);
    }
    // The columns keep their declared widths (150 and 200, spare room shared in proportion),
    // however long their values: the 60-character name does not widen its column.
    const [userWidth = 0, emailWidth = 1] = canvas
      .getAllByRole('columnheader')
      .map((header) => header.getBoundingClientRect().width);
    await expect(userWidth).toBeGreaterThanOrEqual(150);
    await expect(userWidth / emailWidth).toBeCloseTo(150 / 200, 2);
    await expect(
      canvas.getByRole('button', {
        name: 'Edit Maximiliana Alexandrina Josefina Featherstonehaugh-Vandersteen',
      }),
    ).toBeVisible();
  },
};

/** Whether an element lies wholly inside the scroller's visible box (not scrolled out of view). */
function isInsideScrollerView(element: HTMLElement, region: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const view = region.getBoundingClientRect();
  return box.left >= view.left - 1 && box.right <= view.right + 1;
}

/** The element drawn on top at an element's centre: the element itself (or inside it) when uncovered. */
function isOnTop(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return top !== null && element.contains(top);
}

/**
 * A table wider than its frame scrolls sideways inside it; the page does not. The row's name
 * stays pinned at the left edge and the actions at the right, above the columns scrolled under
 * them; each edge draws its shadow only while something is under it, which is the cue that there
 * is more to see.
 */
export const ScrollsUnderPinnedColumns: Story = {
  render: (args) => (
    <div className={mediumFrame}>
      <DataTable<StoryUser, StoryUserAction> {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Keyboard users can reach the scrolling region to scroll it.
    await expect(region).toHaveAttribute('tabindex', '0');
    const name = canvas.getByRole('rowheader', { name: 'Jane Doe' });
    const edit = canvas.getByRole('button', { name: 'Edit Jane Doe' });
    await waitFor(() => expect(region).toHaveAttribute('data-content-under-end'));
    await expect(region).not.toHaveAttribute('data-content-under-start');

    region.scrollLeft = 120;
    await waitFor(() => expect(region).toHaveAttribute('data-content-under-start'));
    await expect(isInsideScrollerView(name, region)).toBe(true);
    await expect(isOnTop(name)).toBe(true);
    await expect(isInsideScrollerView(edit, region)).toBe(true);
    await expect(isOnTop(edit)).toBe(true);

    // Scrolled to the end, nothing is under the actions any more: no shadow there.
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).not.toHaveAttribute('data-content-under-end'));
    await expect(isInsideScrollerView(name, region)).toBe(true);
  },
};

/** The user columns with Children, Plan and Joined allowed to step aside (Joined first). */
const COLUMNS_THAT_STEP_ASIDE = userColumns.map((column) => {
  const priority = { createdAt: 1, childrenCount: 2, planType: 3 }[
    ('accessorKey' in column ? String(column.accessorKey) : '') as 'createdAt'
  ];
  return priority === undefined ? column : { ...column, meta: { ...column.meta, priority } };
});

function headerNames(canvasElement: HTMLElement): string[] {
  const [head] = within(within(canvasElement).getByRole('table')).getAllByRole('rowgroup');
  return within(head as HTMLElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/**
 * Columns given a `priority` step aside, the lowest first, until the rest fit the frame without
 * scrolling; the Columns button in the actions header names what is hidden and brings it back
 * (the table then scrolls under its pinned columns), and a column unticked stays hidden.
 */
export const ColumnsStepAside: Story = {
  args: { columns: COLUMNS_THAT_STEP_ASIDE },
  render: (args) => (
    <div className={mediumFrame}>
      <DataTable<StoryUser, StoryUserAction> {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(headerNames(canvasElement)).toEqual(['User', 'Email', 'Type', 'Status', 'Actions']);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);

    const chooser = canvas.getByRole('button', { name: 'Columns: 3 hidden (Children, Plan, Joined)' });
    await userEvent.click(chooser);
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemcheckbox');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['Children', 'Plan', 'Joined']);
    await expect(choices.every((choice) => choice.getAttribute('aria-checked') === 'false')).toBe(true);
    // Ticking keeps the menu open, so more than one column can come back at once.
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Plan' }));
    await waitFor(() => expect(headerNames(canvasElement)).toContain('Plan'));
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Plan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(chooser).toHaveFocus();
    await expect(chooser).toHaveAccessibleName('Columns: 2 hidden (Children, Joined)');
    // A column brought back that does not fit makes the table scroll, under its pinned columns.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Edit Jane Doe' })).toBeVisible();
  },
};

/**
 * A phone, or any frame under 640 px: each row reads as a card, the name and actions on top and
 * every other value under its column's name; nothing scrolls sideways.
 */
export const NarrowScreen: Story = {
  args: { data: USERS_42.slice(0, 4), pagination: undefined },
  render: (args) => (
    <div className={narrowFrame}>
      <DataTable<StoryUser, StoryUserAction> {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = canvas.getByRole('rowheader', { name: 'Jane Doe' }).closest('tr') as HTMLElement;
    const email = within(row).getByRole('cell', { name: 'jane.doe1@example.org' });
    await expect(email).toHaveAttribute('data-label', 'Email');
    await expect(getComputedStyle(email, '::before').content).toBe('"Email"');
    const name = within(row).getByRole('rowheader');
    // The email sits under the name, not beside it.
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom - 1);
    await expect(isOnTop(canvas.getByRole('button', { name: 'Edit Jane Doe' }))).toBe(true);
  },
};

export const NarrowScreenDark: Story = {
  ...NarrowScreen,
  parameters: { theme: 'dark' },
};

/** 10,000 users in a virtualised table of 480 px, without row actions or paging. */
const VIRTUAL_10_000_ARGS = {
  columns: compactUserColumns,
  data: USERS_10_000,
  rowActions: undefined,
  pagination: undefined,
  virtualize: { height: 480 },
  label: 'All users',
} as const;

/**
 * 10,000 client-side rows, virtualised (docs/design.md: long lists stay responsive at 10,000 rows):
 * scrolling to the end renders row 10,000 while fewer than 100 rows are in the DOM.
 */
export const Virtualized10000Rows: Story = {
  args: VIRTUAL_10_000_ARGS,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'All users' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtualiser's code loads with the first virtual table: its first row, then the count.
    await canvas.findByRole('cell', { name: storyUser(1).email });
    const initialRows = bodyRows(canvasElement).length;
    await expect(initialRows).toBeGreaterThan(0);
    await expect(initialRows).toBeLessThan(100);
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);

    const region = canvas.getByRole('region', { name: 'All users' });
    region.scrollTop = region.scrollHeight;
    const last = storyUser(10_000);
    const lastCell = await canvas.findByRole('cell', { name: last.email });
    await expect(lastCell.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
    // The header stays in view above the last rows.
    await waitFor(() => {
      const header = canvas.getByRole('columnheader', { name: 'Email' });
      const { top } = header.getBoundingClientRect();
      return expect(top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
    });
  },
};

/** A virtualised list with selection: the header box selects every row of the list. */
export const VirtualizedWithSelection: Story = {
  args: {
    columns: compactUserColumns,
    data: USERS_10_000,
    rowActions: undefined,
    pagination: undefined,
    virtualize: true,
    label: 'All users',
  },
  render: (args) => <SelectableUsers {...args} onBulkDelete={onBulkDelete} />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('cell', { name: storyUser(1).email });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(await canvas.findByText('10,000 selected')).toBeVisible();
    // Over the sticky header row of the virtual list, not under it.
    const bar = canvas.getByRole('region', { name: 'Bulk actions' });
    await expect(isOnTop(within(bar).getByRole('button', { name: 'Clear selection' }))).toBe(true);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => <SelectableUsers {...args} onBulkDelete={onBulkDelete} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Jane Doe' }));
    await expect(await canvas.findByText('1 selected')).toBeVisible();
  },
};

/** A screen that may only read passes a smaller set of the same actions, not a second column list. */
const viewOnlyActions = userActions.filter((action) => action.id === 'edit');

/** Fewer actions, a narrower actions column, and the header the screen's spec names. */
export const ReadOnlyRowActions: Story = {
  args: { rowActions: viewOnlyActions, rowActionsHeader: 'Manage' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Manage' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Jane Doe' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Jane Doe' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('edit', USERS_42[0]);
  },
};

/** What a screen does with a row action; its `actionId` is the union of the table's action ids. */
function LastActionUsers(props: UserTableProps) {
  const [lastAction, setLastAction] = useState('None yet');
  return (
    <>
      <p>Last action: {lastAction}</p>
      <DataTable
        {...props}
        rowActions={userActions}
        onRowAction={(actionId, user) => {
          switch (actionId) {
            case 'edit':
            case 'subscription':
            case 'delete':
              setLastAction(`${actionId} ${fullName(user)}`);
              break;
            // @ts-expect-error "archive" is not one of the table's row actions, so it cannot be handled.
            case 'archive':
              break;
          }
        }}
      />
    </>
  );
}

/**
 * Row action ids are literal types: the handler's `switch` is checked against the actions
 * given (the "archive" case above does not typecheck), so screens need no casts.
 */
export const TypedRowActions: Story = {
  args: { data: USERS_42.slice(0, 3), pagination: undefined },
  render: (args) => <LastActionUsers {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Doe' }));
    await expect(canvas.getByText('Last action: delete Omar Doe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage subscription for Jane Doe' }));
    await expect(canvas.getByText('Last action: subscription Jane Doe')).toBeVisible();
  },
};

/** More than three actions: View and Edit stay buttons (named in a tooltip), the rest are in a labelled menu. */
export const OverflowMenu: Story = {
  args: { rowActions: manyUserActions as never, data: USERS_42.slice(0, 5), pagination: undefined },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('button', { name: 'View details of Jane Doe' });
    // Reached by the keyboard, the first row's first action is named in a tooltip.
    for (let presses = 0; presses < 10 && document.activeElement !== view; presses += 1)
      await userEvent.tab();
    await expect(view).toHaveFocus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('View details of Jane Doe'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Delete Jane Doe' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Jane Doe' }));
    const menu = await body.findByRole('menu', { name: 'More actions for Jane Doe' });
    // Deactivate for an active user, Activate for an inactive one: they read differently.
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Manage subscription', 'Deactivate', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate Jane Doe' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('toggleActive', USERS_42[0]);

    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Tomás Doe' }));
    const inactiveMenu = await body.findByRole('menu', { name: 'More actions for Tomás Doe' });
    await expect(within(inactiveMenu).getByRole('menuitem', { name: 'Activate Tomás Doe' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // A free user has no subscription to manage: the menu leaves it out.
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Amara Doe' }));
    const freeMenu = await body.findByRole('menu', { name: 'More actions for Amara Doe' });
    await expect(within(freeMenu).queryByRole('menuitem', { name: /Manage subscription/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A row action that starts a request: busy until it answers, and a second press sends nothing. */
export const BusyRowAction: Story = {
  args: { rowActions: manyUserActions as never, data: USERS_42.slice(0, 3), pagination: undefined },
  render: function Render(args) {
    const [calls, setCalls] = useState(0);
    const [release, setRelease] = useState<(() => void) | null>(null);
    return (
      <>
        <p>Requests sent: {calls}</p>
        <Button onPress={() => release?.()}>Answer</Button>
        <DataTable<StoryUser, ManyUserAction>
          {...(args as unknown as ComponentProps<typeof DataTable<StoryUser, ManyUserAction>>)}
          onRowAction={() => {
            setCalls((count) => count + 1);
            return new Promise<void>((resolve) => setRelease(() => resolve));
          }}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More actions for Jane Doe' });
    await userEvent.click(more);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Deactivate Jane Doe' }));
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(more);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Jane Doe' }));
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(canvas.getByText('Requests sent: 1')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Jane Doe' }));
    await expect(canvas.getByText('Requests sent: 2')).toBeVisible();
  },
};

/** A table whose rows can leave it, as after a delete. */
function RemovableUsers(props: UserTableProps) {
  const [rows, setRows] = useState(USERS_42.slice(0, 4));
  return (
    <DataTable
      {...props}
      data={rows}
      onRowAction={(_, user) => setRows((current) => current.filter((row) => row.id !== user.id))}
    />
  );
}

/** The focused row leaves (deleted): focus moves to the same button of the row that took its place, never to the page's start. */
export const FocusAfterRowLeaves: Story = {
  args: { pagination: undefined },
  render: (args) => <RemovableUsers {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Doe' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Omar Doe' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Li Doe' })).toHaveFocus());
    // The last row leaves: the new last row takes the focus.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Amara Doe' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Li Doe' })).toHaveFocus());
  },
};

/**
 * A table whose row leaves while its dialog is up, as a new message marked read on opening leaves
 * the "New" filter when the list reloads.
 */
function UsersLeavingOnOpen(props: UserTableProps) {
  const [rows, setRows] = useState(USERS_42.slice(0, 4));
  const [open, setOpen] = useState<StoryUser | null>(null);
  return (
    <>
      <DataTable
        {...props}
        data={rows}
        onRowAction={(_, user) => {
          setOpen(user);
          // The reload that drops the row answers after the dialog has taken focus.
          setTimeout(() => setRows((current) => current.filter((row) => row.id !== user.id)), 300);
        }}
      />
      <Dialog title="Message" isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open?.email}
      </Dialog>
    </>
  );
}

/**
 * The row leaves while the dialog opened from it is up, and the admin reads for longer than a
 * moment: when the dialog closes, focus goes to the same button of the next row, not the page.
 */
export const FocusAfterDialogOfLeftRow: Story = {
  args: { pagination: undefined },
  parameters: { screenshot: false },
  render: (args) => <UsersLeavingOnOpen {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Omar Doe' })).toBeNull());
    // Longer than the keeper's brief watch after a row leaves.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Li Doe' })).toHaveFocus());
  },
};

/** A long page scrolls inside a frame about the window's height, and its header row stays in view. */
export const StickyHeader: Story = {
  args: { data: USERS_42, pagination: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    region.scrollTop = 600;
    const header = canvas.getByRole('columnheader', { name: 'Email' });
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThan(
        2,
      ),
    );
    await expect(isOnTop(header)).toBe(true);
  },
};

const CREATED_USER = USERS_42[29] as StoryUser;

/**
 * A row the admin just created (`newRowIds`) is tinted and says "New" beside its name, and comes
 * into view the first time it shows, wherever the list's order put it (here the 30th of 42 rows).
 */
export const NewRowMarked: Story = {
  args: { data: USERS_42, pagination: undefined, newRowIds: new Set([userId(CREATED_USER)]) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    const header = canvas.getByRole('rowheader', { name: new RegExp(fullName(CREATED_USER)) });
    await expect(within(header).getByText('New')).toBeVisible();
    const row = header.closest('tr') as HTMLElement;
    await waitFor(() => {
      const bounds = row.getBoundingClientRect();
      const area = region.getBoundingClientRect();
      expect(bounds.top).toBeGreaterThanOrEqual(area.top);
      expect(bounds.bottom).toBeLessThanOrEqual(area.bottom + 1);
    });
    await expect(region.scrollTop).toBeGreaterThan(0);
    // Only that row is marked.
    await expect(canvas.getAllByText('New')).toHaveLength(1);
    await expect(getComputedStyle(row).backgroundColor).not.toBe(
      getComputedStyle(row.previousElementSibling as HTMLElement).backgroundColor,
    );
  },
};

/** A row just created on a later page of a list the table pages itself: that page shows. */
export const NewRowOnLaterPage: Story = {
  args: { data: USERS_42, newRowIds: new Set([userId(CREATED_USER)]) },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const header = await canvas.findByRole('rowheader', { name: new RegExp(fullName(CREATED_USER)) });
    await expect(within(header).getByText('New')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

const CREATED_FAR_DOWN = storyUser(5_000);

/** In a virtualised list a row just created is marked too, and the list scrolls to it once its code has loaded. */
export const NewRowInVirtualList: Story = {
  args: { ...VIRTUAL_10_000_ARGS, newRowIds: new Set([userId(CREATED_FAR_DOWN)]) },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    // The virtualiser's code loads with the first virtual table: waiting for the row waits for it.
    const cell = await canvas.findByRole('cell', { name: CREATED_FAR_DOWN.email }, { timeout: 15_000 });
    const row = cell.closest('tr') as HTMLElement;
    await expect(row).toHaveAttribute('data-new');
    await expect(within(row).getByText('New')).toBeVisible();
    await expect(canvas.getAllByText('New')).toHaveLength(1);
  },
};
