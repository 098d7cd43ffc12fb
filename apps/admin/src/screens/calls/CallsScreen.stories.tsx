import { CONFIRMATIONS, DEFAULT_CALL_PURPOSE } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { PLATFORM_STORY_ADMIN, READ_ONLY_ADMIN } from '../../testing/storyAdmins';
import { type Canvas, cellsOf, describedValue, openDialog } from '../../testing/tableQueries';
import { CallsScreen } from './CallsScreen';
import { callsList, type ScheduledCall } from './calls.list';
import { CALLS, JONAS, KOFI, LENA, RUTH } from './fixtures';
import { type CallsApi, type CallsApiOptions, createCallsApi } from './handlers';

const CALL_READER = { ...READ_ONLY_ADMIN, permissions: ['calls.read'] };

const suite = listScreenSuite<CallsApi, ScheduledCall, CallsApiOptions>({
  path: '/admin/scheduled-calls',
  screen: CallsScreen,
  list: callsList,
  createApi: createCallsApi,
  firstRows: [JONAS.name, LENA.name, KOFI.name, RUTH.name],
  columns: ['Contact', 'Phone', 'Preferred time', 'Duration', 'Status', 'Purpose'],
  steppedAside: ['Duration'],
  filters: [{ label: /Status/, option: 'Cancelled', query: { status: 'cancelled' } }],
  search: { term: 'cole', finds: RUTH.name },
  filteredEmptyUrl: '/admin/scheduled-calls?q=zzzz&status=completed',
  delete: {
    row: KOFI.name,
    question: CONFIRMATIONS.deleteScheduledCall,
    success: 'Call deleted successfully.',
    consequence: null,
  },
  readOnly: { admin: CALL_READER, visible: `View call with ${JONAS.name}`, hidden: [`Delete ${JONAS.name}`] },
  onePage: { rows: CALLS.slice(0, 8) },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Scheduled Calls',
  parameters: { ...suite.meta.parameters, admin: PLATFORM_STORY_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: Canvas, name: string) => cellsOf(canvas, 'Calls', name);
const apiOf = (loaded: unknown) => (loaded as { api: CallsApi }).api;

/**
 * platform spec §2.5: contact over email, phone, the preferred date with time and zone (in the
 * call's own zone, the admin's time under it when different; the stories run on UTC), duration
 * in minutes, status, purpose ("General consultation" when empty), "Showing page 1 of 6".
 */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    // The first story of a file also loads the screen's code: give it time on a busy machine.
    await context.canvas.findAllByRole('rowheader', {}, { timeout: 15_000 });
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    const jonas = await cells(canvas, JONAS.name);
    await expect(jonas.Contact).toHaveTextContent(`${JONAS.name}${JONAS.email}`);
    await expect(jonas.Phone).toHaveTextContent('+1 555 0134');
    await expect(jonas['Preferred time']).toHaveTextContent(
      'Tue, Jul 1, 20252:30 PM · America/New_York (EDT)6:30 PM, Jul 1 your time',
    );
    await expect(jonas.Duration).toHaveTextContent('30 min');
    await expect(jonas.Status).toHaveTextContent('Pending');
    await expect(jonas.Purpose).toHaveTextContent(JONAS.call_purpose ?? '');
    const lena = await cells(canvas, LENA.name);
    await expect(lena.Phone).toHaveTextContent('No phone');
    // Same clock as the admin's: no second time.
    await expect(lena['Preferred time']).toHaveTextContent(/^Tue, Jul 1, 20254:00 PM · UTC$/);
    await expect(lena.Purpose).toHaveTextContent(DEFAULT_CALL_PURPOSE);
    await expect((await cells(canvas, KOFI.name))['Preferred time']).toHaveTextContent(
      'Wed, Jul 2, 20259:00 AM · Asia/Tokyo (GMT+9)12:00 AM, Jul 2 your time',
    );
    await expect((await cells(canvas, RUTH.name)).Status).toHaveTextContent('Cancelled');
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const OnePageHidesPaging = suite.stories.SinglePageHidesPaging;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
/** The spec shows an empty list and page 1 when the list fails; we say why and offer Retry. */
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesCall = suite.stories.DeleteRemovesRow;
export const ReadOnlyAdmin = suite.stories.ReadOnlyAdmin;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/** The detail dialog of a pending call: every field, the call's time and the admin's, notes, Confirm Call. */
export const PendingCallDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View call with ${JONAS.name}`, 'Call details');
    await expect(describedValue(dialog, 'Purpose')).toHaveTextContent(JONAS.call_purpose ?? '');
    await expect(dialog.getByRole('button', { name: 'Confirm Call' })).toBeVisible();
  },
};

/** A pending call offers Confirm Call (not Mark as Completed); it saves the notes with the new status. */
export const ConfirmPendingCall: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openDialog(canvas, `View call with ${JONAS.name}`, 'Call details');
    await expect(describedValue(dialog, 'Preferred time')).toHaveTextContent(
      '2:30 PM · America/New_York (EDT)',
    );
    await expect(describedValue(dialog, 'Your time')).toHaveTextContent('6:30 PM, Jul 1');
    await expect(dialog.queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Admin notes' }),
      'Send the school brochure first.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Call' }));
    await waitFor(() =>
      expect(api.statusChanges).toEqual([
        { id: JONAS.id, body: { status: 'confirmed', admin_notes: 'Send the school brochure first.' } },
      ]),
    );
    await expect(await screen.findByText('Call status updated.')).toBeVisible();
    await waitFor(async () =>
      expect((await cells(canvas, JONAS.name)).Status).toHaveTextContent('Confirmed'),
    );
  },
};

/** A confirmed call offers Mark as Completed, with its notes to edit. */
export const CompleteConfirmedCall: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openDialog(canvas, `View call with ${LENA.name}`, 'Call details');
    await expect(dialog.queryByRole('button', { name: 'Confirm Call' })).toBeNull();
    const notes = dialog.getByRole('textbox', { name: 'Admin notes' });
    await expect(notes).toHaveValue(LENA.admin_notes);
    await userEvent.type(notes, ' Call went well.');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() =>
      expect(api.statusChanges).toEqual([
        { id: LENA.id, body: { status: 'completed', admin_notes: 'Confirmed by email. Call went well.' } },
      ]),
    );
    await waitFor(async () => expect((await cells(canvas, LENA.name)).Status).toHaveTextContent('Completed'));
  },
};

/** A completed call offers no step; its notes are shown. */
export const CompletedCallDetails: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View call with ${KOFI.name}`, 'Call details');
    await expect(describedValue(dialog, 'Admin notes')).toHaveTextContent(KOFI.admin_notes ?? '');
    await expect(dialog.queryByRole('button', { name: /Confirm Call|Mark as Completed/ })).toBeNull();
    await expect(describedValue(dialog, 'Purpose')).toHaveTextContent(KOFI.call_purpose ?? '');
  },
};

/** A backend that answers only totalPages (platform spec §7) keeps its paging: "Showing page 1 of 6". */
export const PagingWithoutTotal: Story = {
  parameters: { api: { withoutTotal: true }, screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('rowheader');
    await expect(await canvas.findByText('Showing page 1 of 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Next/ }));
    await expect(await canvas.findByText('Showing page 2 of 6')).toBeVisible();
  },
};

/** A refused step keeps the dialog open with the notes typed, and says why. */
export const ConfirmFails: Story = {
  parameters: { api: { statusFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View call with ${JONAS.name}`, 'Call details');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Admin notes' }), 'Keep me');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Call' }));
    await expect(await dialog.findByText('The call was not confirmed')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Admin notes' })).toHaveValue('Keep me');
  },
};
