import { clearSession, storeAdminSession } from '@aac/api-client';
import {
  ACTION_VALUE_ERROR,
  CONFIRMATIONS,
  MESSAGES,
  NO_CONTENT_FOUND,
  SUPPORT_ICON_NAMES,
  THUMBNAIL_URL_ERROR,
  WEB_URL_ERROR,
} from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectLinkAndImageIn, linkAndImageThroughTheEditor } from '../../testing/editorPopovers';
import { SITE_READ_ONLY_ADMIN, SITE_STORY_ADMIN, type SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { type Canvas, choose } from '../../testing/tableQueries';
import { LONG_TEXT_CONTENT, SUPPORT_CONTENT } from './fixtures';
import { createSupportApi, type SupportApi, type SupportApiOptions } from './handlers';
import { SupportScreen } from './SupportScreen';

interface Parameters {
  api?: SupportApiOptions;
  initialUrl?: string;
  admin?: SignedInAdmin;
}

const meta = {
  title: 'Screens/Support Content Management',
  component: SupportScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createSupportApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as Parameters).admin ?? SITE_STORY_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={(context.loaded as { api: SupportApi }).api.handlers}
      path="/admin/support"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <SupportScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: SupportApi }).api;

/** The card titles of the tab shown, in order. */
const cardTitles = async (canvas: Canvas, tab: string) => {
  const list = await canvas.findByRole('list', { name: tab });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
};
const card = async (canvas: Canvas, title: string | RegExp) =>
  within(await canvas.findByRole('article', { name: title }));

const openForm = async (canvas: Canvas, name: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add New' }));
  return within(await screen.findByRole('dialog', { name }));
};
const field = (dialog: Canvas, name: RegExp | string) => dialog.getByRole('textbox', { name });

/** platform spec §2.3: the five tabs, search, Add New, and each category as a card with its icon. */
export const Categories: Story = {
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas, 'Categories')).toEqual([
      'Getting Started',
      'Communication Boards',
      'Troubleshooting',
    ]);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.firstChild?.textContent)).toEqual([
      'Categories',
      'Articles',
      'Videos',
      'Support Options',
      'Community',
    ]);
    await expect(canvas.getByRole('searchbox', { name: 'Search support content' })).toHaveAttribute(
      'placeholder',
      'Search by title or description',
    );
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
    const troubleshooting = await card(canvas, 'Troubleshooting');
    await expect(troubleshooting.getByText('Inactive')).toBeVisible();
    await expect(troubleshooting.getByText('Fix common problems')).toBeVisible();
    await expect(troubleshooting.getByRole('button', { name: 'Edit Troubleshooting' })).toBeVisible();
    await expect(troubleshooting.getByRole('button', { name: 'Delete Troubleshooting' })).toBeVisible();
    await expect(
      (await canvas.findByRole('article', { name: 'Getting Started' })).querySelector('svg'),
    ).not.toBeNull();
  },
};

/** The tab is in the URL; an article shows its category, views, read time and markers. */
export const Articles: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /^Articles/ })).toHaveAttribute('aria-selected', 'true');
    const first = await card(canvas, 'Create your first communication board');
    await expect(first.getByText('Featured')).toBeVisible();
    await expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Getting Started',
      '1,520 views',
      '4 min read',
    ]);
    const second = await card(canvas, 'Adding your own photos as symbols');
    await expect(second.getByText('1 view')).toBeVisible();
    const draft = await card(canvas, 'Understanding your invoice');
    await expect(draft.getByText('Unpublished')).toBeVisible();
    await expect(draft.getByText('5 min read')).toBeVisible();
  },
};

/** A video shows its minutes and views. */
export const Videos: Story = {
  parameters: { initialUrl: '/admin/support?tab=videos' },
  play: async ({ canvas }) => {
    const tour = await card(canvas, 'Welcome tour');
    await expect(tour.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 min video',
      '3,400 views',
    ]);
    await expect(tour.getByText('Featured')).toBeVisible();
  },
};

/** Support options: icon, title and description, and where the option's button goes. */
export const SupportOptions: Story = {
  parameters: { initialUrl: '/admin/support?tab=options' },
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas, 'Support Options')).toEqual(['Email support', 'Book a call']);
    await expect(
      (await card(canvas, 'Email support')).getByText('Send an email → mailto:support@example.com'),
    ).toBeVisible();
    await expect(
      (await card(canvas, 'Book a call')).getByText('Schedule → runs “open-scheduler”'),
    ).toBeVisible();
  },
};

/** Community: the member count. */
export const Community: Story = {
  parameters: { initialUrl: '/admin/support?tab=community' },
  play: async ({ canvas }) => {
    await expect((await card(canvas, 'Parents group')).getByText('12,840 members')).toBeVisible();
    await expect((await card(canvas, 'Developers')).getByText('Featured')).toBeVisible();
  },
};

/** platform spec §2.3: search by title or description, held in the URL; tabs count what matches. */
export const SearchByTitleOrDescription: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles', screenshot: false },
  play: async ({ canvas }) => {
    await cardTitles(canvas, 'Articles');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search support content' }), 'each line');
    await waitFor(async () =>
      expect(await cardTitles(canvas, 'Articles')).toEqual(['Understanding your invoice']),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Categories/ }));
    await expect(await canvas.findByText(NO_CONTENT_FOUND)).toBeVisible();
    // Searching titles too: "board" finds a category by its description and an article by its title.
    const search = canvas.getByRole('searchbox', { name: 'Search support content' });
    await userEvent.clear(search);
    await userEvent.type(search, 'board');
    await waitFor(async () =>
      expect(await cardTitles(canvas, 'Categories')).toEqual(['Getting Started', 'Communication Boards']),
    );
  },
};

/** platform spec §2.3: "No content found" with an Add New button of its own. */
export const NoContentFound: Story = {
  parameters: {
    initialUrl: '/admin/support?tab=videos',
    api: { content: { ...SUPPORT_CONTENT, videos: [] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: NO_CONTENT_FOUND })).toBeVisible();
    await expect(canvas.getByText('There are no videos yet. Add the first video.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add New' })).toHaveLength(2);
  },
};

/** The empty state's Add New opens the form of the tab shown. */
export const NoContentFoundAddNew: Story = {
  parameters: { ...NoContentFound.parameters, screenshot: false },
  play: async ({ canvas }) => {
    const empty = (await canvas.findByRole('heading', { name: NO_CONTENT_FOUND }))
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Add New' }));
    await expect(await screen.findByRole('dialog', { name: 'New video' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { load: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading support content')).toBeInTheDocument();
  },
};

/** The spec fails silently; here the reason shows with Retry, never "No content found". */
export const LoadFails: Story = {
  parameters: { api: { load: 'error' } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Support content could not be loaded')).toBeVisible();
    await expect(canvas.queryByText(NO_CONTENT_FOUND)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiOf(loaded).loads()).toBe(2));
  },
};

/** Long titles, descriptions and category titles wrap inside their card; the description stops after three lines. */
export const LongTexts: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles', api: { content: LONG_TEXT_CONTENT } },
  play: async ({ canvas }) => {
    const long = await card(canvas, /^Choosing between core vocabulary/);
    await expect(long.getByText('1,234,567 views')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { initialUrl: '/admin/support?tab=articles' },
  play: async ({ canvas }) => {
    await cardTitles(canvas, 'Articles');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark', initialUrl: '/admin/support?tab=community' },
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas, 'Community')).toEqual(['Parents group', 'Developers']);
  },
};

/** An admin who may read support content but not change it: no Add New, no edit or delete. */
export const ReadOnlyAdmin: Story = {
  parameters: { admin: SITE_READ_ONLY_ADMIN, screenshot: false },
  play: async ({ canvas }) => {
    await cardTitles(canvas, 'Categories');
    await expect(canvas.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    // Nor History without audit.read.
    await expect(canvas.queryByRole('button', { name: /^More actions for / })).toBeNull();
  },
};

/** An admin who may read the audit trail finds each item's History in its card's menu. */
export const HistoryOfAnItem: Story = {
  parameters: {
    admin: { ...SITE_STORY_ADMIN, permissions: [...SITE_STORY_ADMIN.permissions, 'audit.read'] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    const item = await card(canvas, 'Troubleshooting');
    await userEvent.click(item.getByRole('button', { name: 'More actions for Troubleshooting' }));
    const history = await screen.findByRole('menuitem', { name: 'History of Troubleshooting' });
    await expect(history).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/audit-log\?resource_type=support_item&resource_id=\d+$/),
    );
  },
};

/** platform spec §5 on Categories: title and key are required, said before anything is sent. */
export const CategoryFormErrors: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New category');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    await expect(await dialog.findByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Key is required')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
    // The fourteen icons of platform spec §3, each a radio named in words ("Book open"), the
    // category tab's own icon chosen for a new item.
    const icons = dialog.getByRole('radiogroup', { name: 'Icon' });
    await expect(
      within(icons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...SUPPORT_ICON_NAMES]);
    await expect(within(icons).getByRole('radio', { name: 'Message circle' })).toBeVisible();
    await expect(within(icons).getByRole('radio', { name: 'Book open' })).toBeChecked();
  },
};

/** platform spec §5 on Articles: a category is required; the content is the blog's rich-text editor. */
export const ArticleFormErrors: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles' },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New article');
    await expect(await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 })).toBeVisible();
    await expect(field(dialog, /Read time/)).toHaveValue('5');
    await expect(dialog.getByRole('switch', { name: 'Published' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Featured' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Create article' }));
    await expect(await dialog.findByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/** Videos: 5 minutes by default; a javascript: url is refused inline before anything is sent, the typing kept. */
export const VideoFormErrors: Story = {
  parameters: { initialUrl: '/admin/support?tab=videos' },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New video');
    await expect(field(dialog, /Video length/)).toHaveValue('5');
    await expect(dialog.getByRole('radio', { name: 'Play' })).toBeChecked();
    await expect(field(dialog, /Video URL/)).toHaveAttribute('type', 'url');
    // A video of no minutes is not one.
    await userEvent.clear(field(dialog, /Video length/));
    await userEvent.type(field(dialog, /Video length/), '0');
    await userEvent.type(field(dialog, 'Title'), 'Unsafe');
    await userEvent.type(field(dialog, /Video URL/), 'javascript:alert(1)');
    await userEvent.type(field(dialog, /Thumbnail URL/), 'data:image/png;base64,AA');
    await userEvent.click(dialog.getByRole('button', { name: 'Create video' }));
    await expect(await dialog.findByText(WEB_URL_ERROR)).toBeVisible();
    await expect(dialog.getByText(THUMBNAIL_URL_ERROR)).toBeVisible();
    await expect(dialog.getByText('Video length must be at least 1')).toBeVisible();
    await expect(field(dialog, /Video URL/)).toHaveValue('javascript:alert(1)');
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/** Support options: action type link and colour purple by default; the action refuses other schemes. */
export const SupportOptionFormErrors: Story = {
  parameters: { initialUrl: '/admin/support?tab=options' },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New support option');
    await expect(dialog.getByRole('button', { name: /Action type/ })).toHaveTextContent('Link');
    await expect(dialog.getByRole('button', { name: /Colour/ })).toHaveTextContent('Purple');
    await userEvent.type(field(dialog, 'Title'), 'Chat');
    await userEvent.type(field(dialog, /^Link/), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create support option' }));
    await expect(await dialog.findByText(ACTION_VALUE_ERROR)).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/** Community: the link url must be http(s); the member count a whole number. */
export const CommunityFormErrors: Story = {
  parameters: { initialUrl: '/admin/support?tab=community' },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New community link');
    await userEvent.click(dialog.getByRole('button', { name: 'Create community link' }));
    await expect(await dialog.findByText('Title is required')).toBeVisible();
    await userEvent.type(field(dialog, 'Title'), 'Teachers');
    await userEvent.type(field(dialog, /Link URL/), 'vbscript:msgbox');
    await userEvent.type(field(dialog, /Member count/), 'many');
    await userEvent.click(dialog.getByRole('button', { name: 'Create community link' }));
    await expect(await dialog.findByText(WEB_URL_ERROR)).toBeVisible();
    await expect(dialog.getByText('Member count must be a whole number')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

/** A new article: its category, rich-text content, an icon, and the spec's defaults sent with it. */
export const CreateArticle: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New article');
    await userEvent.type(field(dialog, 'Title'), 'Sharing a board with school');
    await choose(/Category/, 'Communication Boards', dialog);
    const editor = await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
    await userEvent.click(editor);
    await userEvent.type(editor, 'Open the board and press Share.');
    await userEvent.click(dialog.getByRole('radio', { name: 'Lightbulb' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create article' }));
    await expect(await screen.findByText('Content saved successfully.')).toBeVisible();
    const sent = apiOf(loaded).saves[0];
    await expect(sent?.tab).toBe('articles');
    await expect(sent?.body).toMatchObject({
      title: 'Sharing a board with school',
      category_key: 'boards',
      icon: 'Lightbulb',
      read_time: 5,
      is_published: true,
      is_featured: false,
      is_active: true,
    });
    await expect(sent?.body.content).toContain('Open the board and press Share.');
    await expect(sent?.body).not.toHaveProperty('id');
    await expect(
      (await card(canvas, 'Sharing a board with school')).getByText('Communication Boards'),
    ).toBeVisible();
  },
};

/** The editor's Link and Insert image forms change the article's text and never save the article by themselves. */
export const ArticleEditorLinkAndImage: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles', screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openForm(canvas, 'New article');
    await userEvent.type(field(dialog, 'Title'), 'Sharing a board with school');
    await choose(/Category/, 'Communication Boards', dialog);
    await linkAndImageThroughTheEditor(dialog, 'New article', () => apiOf(loaded).saves.length);
    await userEvent.click(dialog.getByRole('button', { name: 'Create article' }));
    await expect(await screen.findByText('Content saved successfully.')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(1);
    await expectLinkAndImageIn(apiOf(loaded).saves[0]?.body.content);
  },
};

/** Editing sends the item back whole (a save replaces it): views stay, the read-only category title does not travel. */
export const EditKeepsWhatTheFormDoesNotShow: Story = {
  parameters: { initialUrl: '/admin/support?tab=articles', screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Create your first communication board' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit article' }));
    await expect(field(dialog, 'Title')).toHaveValue('Create your first communication board');
    await expect(dialog.getByRole('radio', { name: 'Book open' })).toBeChecked();
    await userEvent.type(field(dialog, 'Title'), ' today');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Content saved successfully.')).toBeVisible();
    const sent = apiOf(loaded).saves[0];
    await expect(sent?.body).toMatchObject({
      id: 21,
      title: 'Create your first communication board today',
      views: 1520,
      read_time: 4,
      is_featured: true,
      category_key: 'getting-started',
    });
    await expect(sent?.body).not.toHaveProperty('category_title');
    await card(canvas, 'Create your first communication board today');
  },
};

/** platform spec §5: "Are you sure you want to delete this item?" first; Delete removes the card. */
export const DeleteAsksFirst: Story = {
  parameters: { initialUrl: '/admin/support?tab=videos', screenshot: false },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Welcome tour' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete Welcome tour' }));
    await expect(question.getByText(CONFIRMATIONS.deleteContent)).toBeVisible();
    await expect(CONFIRMATIONS.deleteContent).toBe('Are you sure you want to delete this item?');
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(await cardTitles(canvas, 'Videos')).toEqual(['Modelling language at home']),
    );
    await expect(apiOf(loaded).deletes).toEqual([{ tab: 'videos', id: 31 }]);
  },
};

/** platform spec §8: "Failed to save content. Please try again.", everything typed kept. */
export const SaveFails: Story = {
  parameters: { initialUrl: '/admin/support?tab=community', api: { saveFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openForm(canvas, 'New community link');
    await userEvent.type(field(dialog, 'Title'), 'Teachers lounge');
    await userEvent.click(dialog.getByRole('button', { name: 'Create community link' }));
    await expect(await dialog.findByText(MESSAGES.contentSaveFailed)).toBeVisible();
    await expect(field(dialog, 'Title')).toHaveValue('Teachers lounge');
  },
};

/** platform spec §8: "Failed to delete content. Please try again.", and the card stays. */
export const DeleteFails: Story = {
  parameters: { initialUrl: '/admin/support?tab=options', api: { deleteFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Book a call' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete Book a call' }));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(MESSAGES.contentDeleteFailed)).toBeVisible();
    await expect(await cardTitles(canvas, 'Support Options')).toEqual(['Email support', 'Book a call']);
  },
};
