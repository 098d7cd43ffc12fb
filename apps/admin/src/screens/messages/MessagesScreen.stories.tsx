import { CONFIRMATIONS, MESSAGES, replyMailtoHref } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { PLATFORM_STORY_ADMIN, READ_ONLY_ADMIN } from '../../testing/storyAdmins';
import {
  type Canvas,
  cellsOf,
  choose,
  describedValue,
  openDialog,
  pressRowAction,
} from '../../testing/tableQueries';
import { AISHA, CONTACT_MESSAGES, LUKAS, MEI, MESSAGE_FIXTURE_COUNT, PRIYA, TOM } from './fixtures';
import { createMessagesApi, type MessagesApi, type MessagesApiOptions } from './handlers';
import { MessagesScreen } from './MessagesScreen';
import { type ContactMessage, messagesList } from './messages.list';

const MESSAGE_READER = { ...READ_ONLY_ADMIN, permissions: ['messages.read'] };

const suite = listScreenSuite<MessagesApi, ContactMessage, MessagesApiOptions>({
  path: '/admin/messages',
  screen: MessagesScreen,
  list: messagesList,
  createApi: createMessagesApi,
  firstRows: [PRIYA.name, TOM.name, AISHA.name, LUKAS.name],
  columns: ['Contact', 'Subject', 'Status', 'Date', 'Set status'],
  filters: [{ label: /Status/, option: 'Replied', query: { status: 'replied' } }],
  search: { term: 'worthington', finds: AISHA.name },
  filteredEmptyUrl: '/admin/messages?q=zzzz&status=closed',
  delete: {
    row: LUKAS.name,
    question: CONFIRMATIONS.deleteMessage,
    success: 'Message deleted successfully.',
    consequence: null,
    verb: 'Delete message from',
  },
  readOnly: {
    admin: MESSAGE_READER,
    visible: `View message from ${PRIYA.name}`,
    hidden: [`Delete message from ${PRIYA.name}`],
  },
  onePage: { rows: CONTACT_MESSAGES.slice(0, 7) },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Contact Messages',
  parameters: { ...suite.meta.parameters, admin: PLATFORM_STORY_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: Canvas, name: string) => cellsOf(canvas, 'Messages', name);
const apiOf = (loaded: unknown) => (loaded as { api: MessagesApi }).api;

/**
 * platform spec §2.2: the count of messages found; contact over email; the subject over a one-line
 * preview; the status badge, where a status this app does not know reads New (§4); the date; each
 * row's status dropdown.
 */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    // The first story of a file also loads the screen's code: give it time on a busy machine.
    await context.canvas.findAllByRole('rowheader', {}, { timeout: 15_000 });
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    await expect(canvas.getByText(`${MESSAGE_FIXTURE_COUNT} messages found`)).toBeVisible();
    const priya = await cells(canvas, PRIYA.name);
    await expect(priya.Contact).toHaveTextContent(`${PRIYA.name}${PRIYA.email}`);
    // The preview is the message on one line.
    await expect(priya.Subject).toHaveTextContent(
      `${PRIYA.subject}Can two parents share one family account on different phones? Thanks, Priya`,
    );
    await expect(priya.Status).toHaveTextContent('New');
    await expect((await cells(canvas, TOM.name)).Status).toHaveTextContent('New');
    await expect(canvas.getByRole('button', { name: new RegExp(`Status of ${TOM.name}`) })).toHaveTextContent(
      'New',
    );
    await expect((await cells(canvas, AISHA.name)).Status).toHaveTextContent('Replied');
    await expect((await cells(canvas, MEI.name)).Status).toHaveTextContent('Closed');
    await expect(
      canvas.getByRole('button', { name: new RegExp(`Status of ${LUKAS.name}`) }),
    ).toHaveTextContent('Read');
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const SearchAndFilters = suite.stories.SearchAndFilters;
export const OnePageHidesPaging = suite.stories.SinglePageHidesPaging;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const ReloadFailureKeepsRows = suite.stories.ReloadFailureKeepsRows;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesMessage = suite.stories.DeleteRemovesRow;
export const ReadOnlyAdmin: Story = {
  ...suite.stories.ReadOnlyAdmin,
  play: async (context) => {
    await suite.stories.ReadOnlyAdmin.play?.(context);
    // The dropdown shows the status but cannot change it.
    await expect(
      context.canvas.getByRole('button', { name: new RegExp(`Status of ${PRIYA.name}`) }),
    ).toBeDisabled();
  },
};
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

/** The status filter and the search are held in the URL: a shared link opens on them, and the count says how many match. */
export const FilterFromUrl: Story = {
  parameters: { initialUrl: '/admin/messages?status=closed', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const closed = CONTACT_MESSAGES.filter((message) => message.status === 'closed').length;
    await expect(await canvas.findByText(`${closed} messages found`)).toBeVisible();
    await expect(apiOf(loaded).listQueries[0]).toMatchObject({ status: 'closed', page: '1', limit: '10' });
  },
};

/**
 * Opening a new message sets it to read (platform spec §4): the dialog shows every field and the
 * whole message; the list reloads with the Read badge. Nothing is announced: the admin asked for
 * no change in words.
 */
export const OpenNewMessageMarksRead: Story = {
  // Its end state is the list, which Loaded pictures; LongMessageDetails pictures the dialog.
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openDialog(canvas, `View message from ${PRIYA.name}`, 'Contact message');
    await waitFor(() => expect(api.statusChanges).toEqual([{ id: PRIYA.id, body: { status: 'read' } }]));
    await waitFor(() => expect(describedValue(dialog, 'Status')).toHaveTextContent('Read'));
    await expect(describedValue(dialog, 'From')).toHaveTextContent(PRIYA.name);
    await expect(describedValue(dialog, 'Email')).toHaveTextContent(PRIYA.email);
    await expect(describedValue(dialog, 'Subject')).toHaveTextContent(PRIYA.subject);
    await expect(describedValue(dialog, 'Message')).toHaveTextContent(/Thanks,\s*Priya/);
    await waitFor(async () => expect((await cells(canvas, PRIYA.name)).Status).toHaveTextContent('Read'));
    // The footer's Close (the × in the corner has the same name).
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Having replied from the mail program, the admin records it in the dialog: "Mark as replied"
 * sends the version the opening's "read" answered (no conflict with itself), the badge and the
 * row say Replied, and the button goes.
 */
export const MarkAsReplied: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const dialog = await openDialog(canvas, `View message from ${PRIYA.name}`, 'Contact message');
    await waitFor(() => expect(describedValue(dialog, 'Status')).toHaveTextContent('Read'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as replied' }));
    await expect(await screen.findByText(`${PRIYA.name}'s message is now Replied.`)).toBeVisible();
    await expect(api.statusChanges).toEqual([
      { id: PRIYA.id, body: { status: 'read' } },
      { id: PRIYA.id, body: { status: 'replied' } },
    ]);
    await waitFor(() => expect(describedValue(dialog, 'Status')).toHaveTextContent('Replied'));
    await expect(dialog.queryByRole('button', { name: 'Mark as replied' })).toBeNull();
    await waitFor(async () => expect((await cells(canvas, PRIYA.name)).Status).toHaveTextContent('Replied'));
  },
};

/** A message that is not new keeps its status when opened; a long one wraps inside the dialog. */
export const LongMessageDetails: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialog(canvas, `View message from ${AISHA.name}`, 'Contact message');
    await expect(describedValue(dialog, 'Status')).toHaveTextContent('Replied');
    await expect(describedValue(dialog, 'Subject')).toHaveTextContent(AISHA.subject);
    const body = describedValue(dialog, 'Message');
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    await expect(apiOf(loaded).statusChanges).toEqual([]);
  },
};

/** Reply via Email is a mail link to the sender whose subject starts "Re:", the address and subject encoded. */
export const ReplyViaEmail: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, `View message from ${TOM.name}`, 'Contact message');
    const reply = dialog.getByRole('link', { name: 'Reply via Email' });
    await expect(reply).toHaveAttribute('href', replyMailtoHref(TOM));
    await expect(reply).toHaveAttribute(
      'href',
      'mailto:tom%2Bbilling@example.com?subject=Re%3A%20Invoice%20copy%20%26%20VAT%20number%3F',
    );
  },
};

/** A row's dropdown sets any status (platform spec §4), says so and reloads the list. */
export const RowStatusDropdown: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    await cells(canvas, MEI.name);
    await choose(new RegExp(`Status of ${MEI.name}`), 'New', canvas);
    await waitFor(() => expect(api.statusChanges).toEqual([{ id: MEI.id, body: { status: 'new' } }]));
    await expect(await screen.findByText(`${MEI.name}'s message is now New.`)).toBeVisible();
    await waitFor(async () => expect((await cells(canvas, MEI.name)).Status).toHaveTextContent('New'));
  },
};

/** platform spec §8: a refused status change says "Failed to update status. Please try again." and the row keeps its status. */
export const StatusChangeFails: Story = {
  parameters: { api: { statusFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    await cells(canvas, LUKAS.name);
    await choose(new RegExp(`Status of ${LUKAS.name}`), 'Closed', canvas);
    const toast = await screen.findByText(MESSAGES.messageStatusUpdateFailed);
    await expect(toast).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`Status of ${LUKAS.name}`) }),
    ).toHaveTextContent('Read');
  },
};

/** platform spec §8: a refused delete says "Failed to delete message. Please try again." and the row stays. */
export const DeleteFails: Story = {
  parameters: { api: { deleteFailure: true }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await cells(canvas, MEI.name);
    await pressRowAction(canvas, `Delete message from ${MEI.name}`);
    const confirm = within(
      await screen.findByRole('alertdialog', { name: `Delete message from ${MEI.name}` }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(MESSAGES.messageDeleteFailed)).toBeVisible();
    await expect(apiOf(loaded).rowCount()).toBe(MESSAGE_FIXTURE_COUNT);
  },
};
