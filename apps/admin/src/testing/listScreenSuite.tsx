/**
 * The behaviour suite every list screen runs: the same stories (loaded, paging window, page size,
 * search and filters, export, empty, filtered empty, loading, error with Retry, delete confirm
 * and remove, read-only admin, sorting by a column, narrow, dark) driven against each screen with a few lines of
 * configuration, so every list proves the same things the same way. A screen's stories file
 * re-exports them and adds the stories of its own dialogs.
 */
import { clearSession, storeAdminSession } from '@aac/api-client';
import {
  MAX_PAGE_NUMBERS_SHOWN,
  pageOfSummary,
  pageWindow,
  resultsSummary,
  totalPagesFor,
} from '@aac/domain';
import type { PaginationSummary } from '@aac/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenAt } from '../app/screens';
import { exportedMessage } from '../kit/list/exportCsv';
import type { ListEmptyTexts } from '../kit/list/resourceList';
import { LIST_FAILURE, type ListMode } from './fakeRows';
import { READ_ONLY_ADMIN, type SignedInAdmin, STORY_ADMIN } from './storyAdmins';
import { StoryApp } from './storyApi';
import {
  type Canvas,
  choose,
  isRowActionOffered,
  pageNumbers,
  pressRowAction,
  rowHeaderName,
  rowNames,
} from './tableQueries';

/** What every fake API of a list screen offers the suite. */
export interface ListScreenApi {
  handlers: RequestHandler[];
  /** Every list query received, oldest first. */
  listQueries: Array<Record<string, string | null>>;
  /** How many rows the fake holds now. */
  rowCount(): number;
}

export interface ListStoryParameters<Options> {
  /** How the fake API answers (the screen's handlers.ts). */
  api?: Options;
  /** The URL the story opens, e.g. "/admin/users?status=inactive". */
  initialUrl?: string;
  /** Who is signed in (a super admin unless given). */
  admin?: SignedInAdmin;
  screenshot?: boolean;
}

/** The options every list fake takes: its starting rows and how its list answers. */
export interface ListApiOptions<Row> {
  rows?: readonly Row[];
  list?: ListMode;
}

export interface ListSuiteConfig<Api extends ListScreenApi, Row, Options extends ListApiOptions<Row>> {
  /** The screen's route, e.g. "/admin/users"; its registry entry gives the heading. */
  path: string;
  screen: ComponentType;
  /** The screen's list declaration: its table's name, its empty texts, what its rows are called and how it pages. */
  list: {
    label: string;
    noun: { one: string; other: string };
    empty: ListEmptyTexts;
    pagingBar?: { summary?: PaginationSummary; hideWhenSinglePage?: boolean };
    /** 'client': the list arrives whole (no page or limit sent) and is cut into pages in the browser. */
    paging?: 'server' | 'client';
  };
  createApi(options?: Options): Api;
  /** The row names on the first page, in order (at least the first two). */
  firstRows: readonly string[];
  /** The column headers, in order. */
  columns: readonly string[];
  /**
   * The columns that step aside (`meta.priority`) at the stories' width: Loaded finds the others,
   * then brings these back through the Columns menu and finds every column.
   */
  steppedAside?: readonly string[];
  /** Filters chosen one after the other, and the query each must send (from page 1). */
  filters: ReadonlyArray<{ label: RegExp; option: string; query: Record<string, string> }>;
  /** A search term and a row it finds. */
  search: { term: string; finds: string };
  /** The export (lists that have one): the URL it starts from, the query every export request must carry, and how many rows match. */
  export?: { url: string; query: Record<string, string>; matching(api: Api): number };
  /** A URL whose search and filters match nothing. */
  filteredEmptyUrl: string;
  /** A list without row actions (payment history): no Actions column. */
  rowActions?: false;
  /** The row to delete, the spec's question, the success toast, and what the question says goes with the row (null: nothing). Absent: the list deletes nothing, and its stories leave out DeleteConfirm and DeleteRemovesRow. */
  delete?: {
    row: string;
    question: string;
    success: string;
    consequence?: string | null;
    /** The delete action's verb before the row's name, when it is not "Delete" ("Delete message from"). */
    verb?: string;
  };
  /** What an admin without the write permission (READ_ONLY_ADMIN unless given) sees and does not see; absent for a list with nothing to change. */
  readOnly?: { admin?: SignedInAdmin; visible: string; hidden: readonly string[] };
  /**
   * A server-sorted list: the column header pressed twice, and for each press the sort it must
   * send and the row names the fake server then answers first (worked out from the fixtures).
   * Absent for a list the contract does not sort; its stories leave out the sort stories.
   */
  sort?: { column: string; presses: readonly [SortPress, SortPress] };
  /** For lists whose paging shows only with more than one page: a fake holding one page of rows. */
  onePage?: Options;
}

interface SortPress {
  sent: string;
  firstRows: readonly string[];
}

type Loaded<Api> = { api: Api };

/** A part of the configuration a story needs; the screen re-exports that story only when it has it. */
function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`This list's suite has no ${what}: do not re-export its story`);
  return value;
}

export function listScreenSuite<Api extends ListScreenApi, Row, Options extends ListApiOptions<Row>>(
  config: ListSuiteConfig<Api, Row, Options>,
) {
  const table = config.list.label;
  const heading = screenAt(config.path)?.title ?? table;
  const { empty } = config.list;
  const apiOf = (loaded: unknown) => (loaded as Loaded<Api>).api;
  const names = (canvas: Canvas) => rowNames(canvas, table);
  const total = () => config.createApi().rowCount();
  const params = (context: { parameters: unknown }) => context.parameters as ListStoryParameters<Options>;
  const isServerPaged = config.list.paging !== 'client';
  /** The page a query asks for: sent by a server-paged list, never by one that arrives whole. */
  const paged = (page: string, limit?: string) =>
    isServerPaged ? { page, ...(limit ? { limit } : {}) } : { page: null, limit: null };
  /** The paging bar's line for a page of 10, in the screen spec's words. */
  const summaryAt = (page: number, count: number) =>
    config.list.pagingBar?.summary === 'pageOf'
      ? pageOfSummary(page, totalPagesFor(count, 10))
      : resultsSummary(page, 10, count);

  const meta = {
    component: config.screen,
    parameters: { layout: 'fullscreen' },
    // A fresh fake API per render, so a story's changes never leak into the next one.
    loaders: [async (context): Promise<Loaded<Api>> => ({ api: config.createApi(params(context).api) })],
    beforeEach: (context) => {
      storeAdminSession('story-admin-token', params(context).admin ?? STORY_ADMIN);
      return () => clearSession();
    },
    render: (_args, context) => (
      <StoryApp
        handlers={apiOf(context.loaded).handlers}
        path={config.path}
        initialUrl={params(context).initialUrl}
      >
        <config.screen />
      </StoryApp>
    ),
  } satisfies Meta;
  type Story = StoryObj<typeof meta>;

  /** The first page, 10 rows (core spec §9), with its heading, columns and page window. */
  const Loaded: Story = {
    play: async ({ canvas, loaded }) => {
      await waitFor(async () =>
        expect((await names(canvas)).slice(0, 2)).toEqual(config.firstRows.slice(0, 2)),
      );
      await expect(await names(canvas)).toHaveLength(10);
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Every page has its own document title.
      await expect(document.title).toBe(`${heading} · AAC Admin`);
      await expect(canvas.getByText(summaryAt(1, total()))).toBeVisible();
      const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
      const everyColumn = config.rowActions === false ? config.columns : [...config.columns, 'Actions'];
      const steppedAside = config.steppedAside ?? [];
      await expect(headers()).toEqual(everyColumn.filter((name) => !steppedAside.includes(name)));
      if (steppedAside.length > 0) {
        await userEvent.click(
          canvas.getByRole('button', {
            name: `Columns: ${steppedAside.length} hidden (${steppedAside.join(', ')})`,
          }),
        );
        for (const name of steppedAside) {
          await userEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
        }
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(headers()).toEqual(everyColumn));
      }
      // core spec §9: up to 5 page numbers.
      await expect(pageNumbers(canvas)).toEqual(['1', '2', '3', '4', '5']);
      await expect(apiOf(loaded).listQueries[0]).toMatchObject({ ...paged('1', '10'), search: null });
    },
  };

  /** Paging moves the 5-number window with the current page and asks the server for that page. */
  const PagingMovesTheWindow: Story = {
    parameters: { screenshot: false },
    play: async ({ canvas, loaded }) => {
      await names(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'),
      );
      await expect(pageNumbers(canvas)).toEqual(pageWindow(5, totalPagesFor(total(), 10)).map(String));
      // The page shows as current as soon as the address changes; its request follows.
      await waitFor(() => expect(apiOf(loaded).listQueries.at(-1)).toMatchObject(paged('5', '10')));
      // A list that arrives whole is cut into pages in the browser: no second request.
      if (!isServerPaged) await expect(apiOf(loaded).listQueries).toHaveLength(1);
      await expect(pageNumbers(canvas).length).toBeLessThanOrEqual(MAX_PAGE_NUMBERS_SHOWN);
      await expect(canvas.getByText(summaryAt(5, total()))).toBeVisible();
    },
  };

  /** core spec §4, §9: changing the page size returns to page 1 (asserted through the query sent). */
  const PageSizeReturnsToFirstPage: Story = {
    parameters: { initialUrl: `${config.path}?page=3`, screenshot: false },
    play: async ({ canvas, loaded }) => {
      const api = apiOf(loaded);
      await names(canvas);
      await expect(api.listQueries.at(-1)).toMatchObject(paged('3', '10'));
      await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      await choose(/Rows per page/, '25');
      await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject(paged('1', '25')));
      await waitFor(async () => expect(await names(canvas)).toHaveLength(25));
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    },
  };

  /** Search and filters go to the server, each from page 1; Clear filters drops them all. */
  const SearchAndFilters: Story = {
    parameters: { initialUrl: `${config.path}?page=2`, screenshot: false },
    play: async ({ canvas, loaded }) => {
      const api = apiOf(loaded);
      await names(canvas);
      const sent: Record<string, string> = {};
      for (const filter of config.filters) {
        await choose(filter.label, filter.option);
        // Closed, the picker says what it filters: "Status: Inactive".
        await waitFor(() =>
          expect(canvas.getAllByRole('button', { name: filter.label })[0]).toHaveTextContent(
            new RegExp(`^${filter.label.source}: ${filter.option}$`),
          ),
        );
        Object.assign(sent, filter.query);
        await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ ...paged('1'), ...sent }));
      }
      await userEvent.type(
        canvas.getByRole('searchbox', { name: `Search ${table.toLowerCase()}` }),
        config.search.term,
      );
      await waitFor(() =>
        expect(api.listQueries.at(-1)).toMatchObject({ search: config.search.term, ...sent }),
      );
      await waitFor(async () => expect(await names(canvas)).toContain(config.search.finds));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      if (isServerPaged) {
        await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ search: null, page: '1' }));
      } else {
        // The whole list is already held: its first rows come back without a request.
        await waitFor(async () =>
          expect((await names(canvas)).slice(0, 2)).toEqual(config.firstRows.slice(0, 2)),
        );
      }
      // The box takes the cleared search on the render after the list's (CI saw it still
      // holding the term once, on a busy machine, while the rows were already back).
      await waitFor(() =>
        expect(canvas.getByRole('searchbox', { name: `Search ${table.toLowerCase()}` })).toHaveValue(''),
      );
    },
  };

  /** Export fetches every matching row, 100 a page, and says how many it exported. */
  const Export: Story = {
    parameters: { initialUrl: config.export?.url, screenshot: false },
    play: async ({ canvas, loaded }) => {
      const api = apiOf(loaded);
      const exporting = needed(config.export, 'export');
      await names(canvas);
      await userEvent.click(canvas.getByRole('button', { name: `Export ${table}` }));
      const matching = exporting.matching(api);
      await expect(await screen.findByText(exportedMessage(matching, config.list.noun))).toBeVisible();
      if (!isServerPaged) {
        // A list that arrives whole exports what it already holds: no further request.
        await expect(api.listQueries).toHaveLength(1);
        await expect(api.listQueries[0]).toMatchObject(exporting.query);
        return;
      }
      // Every page of the current filter, never only the visible one.
      const exportQueries = api.listQueries.filter((query) => query.limit === '100');
      await expect(exportQueries.map((query) => query.page)).toEqual(
        Array.from({ length: Math.max(1, Math.ceil(matching / 100)) }, (_, index) => String(index + 1)),
      );
      for (const query of exportQueries) await expect(query).toMatchObject(exporting.query);
    },
  };

  /** Nothing at all: the empty state, whose title is the h2 under the page's h1. */
  const Empty: Story = {
    parameters: { api: { rows: [] } as unknown as Options },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { level: 2, name: empty.title })).toBeVisible();
      await expect(canvas.getByText(empty.hint)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    },
  };

  /** A search that matches nothing: the empty state says to adjust or clear, and offers Clear filters. */
  const FilteredEmpty: Story = {
    parameters: { initialUrl: config.filteredEmptyUrl },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(empty.title)).toBeVisible();
      await expect(canvas.getByText(empty.filteredHint)).toBeVisible();
      // In the filter bar and in the empty state, where the eyes are.
      const tableElement = within(canvas.getByRole('table', { name: table }));
      await expect(tableElement.getByRole('button', { name: 'Clear filters' })).toBeVisible();
      // Nothing matches, so there is nothing to export.
      if (config.export) await expect(canvas.getByRole('button', { name: `Export ${table}` })).toBeDisabled();
    },
  };

  /** The first load: skeleton rows and a busy table. */
  const Loading: Story = {
    parameters: { api: { list: 'loading' } as Options },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('table', { name: table })).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByText(`Loading ${table}`)).toBeInTheDocument();
    },
  };

  /** The list fails: the reason and Retry, never an empty list. */
  const LoadError: Story = {
    parameters: { api: { list: 'error' } as Options },
    play: async ({ canvas, loaded }) => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(`${table} could not be loaded`);
      await expect(alert).toHaveTextContent(LIST_FAILURE.message);
      await expect(canvas.queryByText(empty.title)).toBeNull();
      const asked = apiOf(loaded).listQueries.length;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(apiOf(loaded).listQueries.length).toBe(asked + 1));
    },
  };

  /** A reload fails (page 2 during an outage): the reason and Retry above the rows that were on screen, kept but dimmed and out of reach, and no paging. */
  const ReloadFailureKeepsRows: Story = {
    parameters: { api: { list: 'errorAfterFirst' } as Options },
    play: async ({ canvas }) => {
      const first = await names(canvas);
      // A press that does not scroll the page to the paging bar: scrolled and back, the sticky
      // navigation's text was drawn a fraction of a pixel off now and then, and the picture is of
      // the failure, not of the scroll.
      canvas.getByRole('button', { name: 'Page 2' }).click();
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(`${table} could not be loaded`);
      await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
      const tableElement = canvas.getByRole('table', { name: table });
      await expect(tableElement).toHaveAttribute('aria-busy', 'true');
      await expect(within(tableElement).getAllByRole('rowheader').length).toBe(first.length);
      await expect(tableElement.querySelector('tbody')).toHaveAttribute('inert');
      await expect(canvas.queryByText(/^Showing/)).toBeNull();
      // The banner's arrival may still move the page by whatever the browser's scroll anchoring
      // makes of it: the picture is taken from the top, where the banner is.
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
  };

  /** Delete asks first with the spec's question; nothing is deleted yet. */
  const DeleteConfirm: Story = {
    play: async ({ canvas, loaded }) => {
      const deletion = needed(config.delete, 'delete');
      const action = `${deletion.verb ?? 'Delete'} ${deletion.row}`;
      await pressRowAction(canvas, action);
      const confirm = within(await screen.findByRole('alertdialog', { name: action }));
      await expect(confirm.getByText(deletion.question)).toBeVisible();
      if (deletion.consequence) await expect(confirm.getByText(deletion.consequence)).toBeVisible();
      else if (deletion.consequence === null)
        await expect(confirm.queryByText(/will be deleted too/)).toBeNull();
      await expect(apiOf(loaded).rowCount()).toBe(total());
    },
  };

  /**
   * Confirming deletes the row; the list reloads without it, and the keyboard's place moves to the
   * same control of the row that took its place, not to the start of the page.
   */
  const DeleteRemovesRow: Story = {
    parameters: { screenshot: false },
    play: async ({ canvas, loaded }) => {
      const deletion = needed(config.delete, 'delete');
      const before = await names(canvas);
      const next = before[before.indexOf(deletion.row) + 1];
      await pressRowAction(canvas, `${deletion.verb ?? 'Delete'} ${deletion.row}`);
      const confirm = within(await screen.findByRole('alertdialog'));
      await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
      await expect(await screen.findByText(deletion.success)).toBeVisible();
      await waitFor(async () => expect(await names(canvas)).not.toContain(deletion.row));
      await waitFor(() => {
        const focusedRow = document.activeElement
          ?.closest('tr')
          ?.querySelector<HTMLElement>('th[scope="row"]');
        expect(focusedRow && rowHeaderName(focusedRow)).toBe(next);
      });
      await expect(apiOf(loaded).rowCount()).toBe(total() - 1);
      await expect(canvas.getByText(summaryAt(1, total() - 1))).toBeVisible();
    },
  };

  const ariaSortOf = (sent: string) => (sent.startsWith('-') ? 'descending' : 'ascending');
  const sorting = () => needed(config.sort, 'sort');
  const sortHeader = (canvas: Canvas) => canvas.getByRole('columnheader', { name: sorting().column });

  /**
   * Pressing a sortable header asks the server for that order from page 1 (the sort lives in the
   * URL, which the query is built from), shows the rows in the order the server answers, and says
   * the order with aria-sort; a second press reverses it, and the next page keeps it.
   */
  const SortByColumn: Story = {
    parameters: { initialUrl: `${config.path}?page=3` },
    play: async ({ canvas, loaded }) => {
      const api = apiOf(loaded);
      await names(canvas);
      await expect(sortHeader(canvas)).toHaveAttribute('aria-sort', 'none');
      await expect(api.listQueries.at(-1)).toMatchObject({ page: '3', sort: null });
      for (const press of sorting().presses) {
        await userEvent.click(within(sortHeader(canvas)).getByRole('button', { name: sorting().column }));
        await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ sort: press.sent, page: '1' }));
        await waitFor(async () =>
          expect((await names(canvas)).slice(0, press.firstRows.length)).toEqual(press.firstRows),
        );
        await expect(sortHeader(canvas)).toHaveAttribute('aria-sort', ariaSortOf(press.sent));
      }
      const last = sorting().presses[1];
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(api.listQueries.at(-1)).toMatchObject({ sort: last.sent, page: '2' }));
      await waitFor(async () => expect(await names(canvas)).not.toContain(last.firstRows[0]));
      await expect(sortHeader(canvas)).toHaveAttribute('aria-sort', ariaSortOf(last.sent));
    },
  };

  /** A shared link with a sort opens in that order, and the header says so. */
  const SortFromUrl: Story = {
    parameters: { initialUrl: `${config.path}?sort=${config.sort?.presses[1].sent}`, screenshot: false },
    play: async ({ canvas, loaded }) => {
      const expected = sorting().presses[1];
      await waitFor(async () =>
        expect((await names(canvas)).slice(0, expected.firstRows.length)).toEqual(expected.firstRows),
      );
      await expect(apiOf(loaded).listQueries[0]).toMatchObject({ sort: expected.sent, page: '1' });
      await expect(sortHeader(canvas)).toHaveAttribute('aria-sort', ariaSortOf(expected.sent));
    },
  };

  /** An admin without the write permission sees the list and details, and nothing that changes a row. */
  const ReadOnlyAdmin: Story = {
    parameters: { admin: config.readOnly?.admin ?? READ_ONLY_ADMIN, screenshot: false },
    play: async ({ canvas }) => {
      const readOnly = needed(config.readOnly, 'readOnly');
      await names(canvas);
      await expect(canvas.getByRole('button', { name: readOnly.visible })).toBeVisible();
      for (const name of readOnly.hidden) await expect(await isRowActionOffered(canvas, name)).toBe(false);
    },
  };

  /**
   * Lists whose paging appears only with more than one page (platform spec §2.2, §2.5): one page
   * of rows shows neither Previous/Next nor the summary line.
   */
  const SinglePageHidesPaging: Story = {
    parameters: { api: config.onePage, screenshot: false },
    play: async ({ canvas }) => {
      needed(config.onePage, 'one-page fake');
      await canvas.findAllByRole('rowheader', {}, { timeout: 15_000 });
      await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
      await expect(canvas.queryByText(/^Showing/)).toBeNull();
    },
  };

  /** A 375 px phone: nothing wider than the window, Export still at hand. */
  const Narrow: Story = {
    globals: { viewport: { value: 'narrow', isRotated: false } },
    play: async ({ canvas }) => {
      await names(canvas);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      if (config.export) await expect(canvas.getByRole('button', { name: `Export ${table}` })).toBeVisible();
    },
  };

  /** The dark theme. */
  const Dark: Story = {
    parameters: { theme: 'dark' },
    play: async ({ canvas }) => {
      // A busy machine can take seconds to render the first rows; the check is the theme, not the speed.
      await canvas.findAllByRole('rowheader', {}, { timeout: 15_000 });
      await waitFor(async () => expect((await names(canvas))[0]).toBe(config.firstRows[0]));
    },
  };

  return {
    meta,
    stories: {
      Loaded,
      PagingMovesTheWindow,
      PageSizeReturnsToFirstPage,
      SearchAndFilters,
      Export,
      Empty,
      FilteredEmpty,
      Loading,
      LoadError,
      ReloadFailureKeepsRows,
      DeleteConfirm,
      DeleteRemovesRow,
      ReadOnlyAdmin,
      SortByColumn,
      SortFromUrl,
      SinglePageHidesPaging,
      Narrow,
      Dark,
    },
  };
}
