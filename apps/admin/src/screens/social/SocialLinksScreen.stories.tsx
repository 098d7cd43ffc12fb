import { clearSession, storeAdminSession } from '@aac/api-client';
import { CONFIRMATIONS, MESSAGES, SOCIAL_ICON_REQUIRED } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFilterTyping, shownRowNames } from '../../testing/filterTiming';
import { SITE_READ_ONLY_ADMIN, SITE_STORY_ADMIN, type SignedInAdmin } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { type Canvas, cellsOf, choose, pressRowAction, rowNames } from '../../testing/tableQueries';
import { manySocialLinks } from './fixtures';
import { createSocialLinksApi, type SocialLinksApi, type SocialLinksApiOptions } from './handlers';
import { SocialLinksScreen } from './SocialLinksScreen';
import { socialLinksList } from './social.list';

interface Parameters {
  api?: SocialLinksApiOptions;
  initialUrl?: string;
  admin?: SignedInAdmin;
}

const meta = {
  title: 'Screens/Social Links Management',
  component: SocialLinksScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => ({ api: createSocialLinksApi((context.parameters as Parameters).api) })],
  beforeEach: (context) => {
    storeAdminSession('story-admin-token', (context.parameters as Parameters).admin ?? SITE_STORY_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp
      handlers={(context.loaded as { api: SocialLinksApi }).api.handlers}
      path="/admin/social-links"
      initialUrl={(context.parameters as Parameters).initialUrl}
    >
      <SocialLinksScreen />
    </StoryApp>
  ),
} satisfies Meta<typeof SocialLinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TABLE = 'Social links';
const apiOf = (loaded: unknown) => (loaded as { api: SocialLinksApi }).api;
const names = (canvas: Canvas) => rowNames(canvas, TABLE);
const badge = (canvas: Canvas, platform: string) =>
  canvas.findByRole('button', { name: new RegExp(`^(Active|Inactive) \\(${platform}\\)`) });
/** The state a badge shows: its name starts with the visible word. */
const isShownActive = (element: HTMLElement) => element.getAttribute('aria-label')?.startsWith('Active ');

/** Every column of platform spec §2.4: the brand icons, urls opening in a new tab, the badges and the order. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await names(canvas)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Instagram',
      'YouTube channel for parents, therapists and educators',
      'TikTok',
      'GitHub',
      'Discord',
    ]);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 5)).toEqual(['Platform', 'Icon', 'URL', 'Active', 'Sort order']);
    const cells = await cellsOf(canvas, TABLE, 'GitHub');
    await expect(cells.Icon).toHaveTextContent('GitHub');
    await expect(cells.Icon?.querySelector('svg')).not.toBeNull();
    const link = canvas.getByRole('link', { name: 'https://github.com/aac-example' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(isShownActive(await badge(canvas, 'GitHub'))).toBe(false);
    await expect(await badge(canvas, 'Facebook')).toHaveAccessibleName(
      'Active (Facebook), press to deactivate',
    );
    await expect(cells['Sort order']).toHaveTextContent('6');
  },
};

/** Search by platform or url, in the browser (the operation takes no search), held in the URL. */
export const Search: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await names(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search social links' }), 'discord.gg');
    await waitFor(async () => expect(await names(canvas)).toEqual(['Discord']));
    await expect(apiOf(loaded).listQueries.every((query) => !('search' in query))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await names(canvas)).toHaveLength(8));
  },
};

/** Pressing the badge (here with the keyboard) shows the new state busy, then saves it with the rest of the link. */
export const ToggleActive: Story = {
  parameters: { api: { holdSaves: true }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded);
    const instagram = await badge(canvas, 'Instagram');
    instagram.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(isShownActive(instagram)).toBe(true));
    await expect(instagram).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.saves).toHaveLength(1));
    await expect(api.saves[0]).toEqual({
      id: 4,
      platform: 'Instagram',
      url: 'https://www.instagram.com/aacexample',
      icon: 'Instagram',
      sort_order: 3,
      is_active: true,
    });
    // A second press while it saves does nothing.
    await userEvent.keyboard(' ');
    await expect(api.saves).toHaveLength(1);
    api.release();
    await expect(await screen.findByText('Instagram is now active.')).toBeVisible();
    await waitFor(() => expect(instagram).not.toHaveAttribute('aria-busy', 'true'));
    await expect(isShownActive(await badge(canvas, 'Instagram'))).toBe(true);
  },
};

/**
 * The badge shows that it can be pressed: a hover look and, on hover or keyboard focus, a tooltip
 * saying what a press does; its name still says it too.
 */
export const ToggleBadgeTooltip: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const facebook = await badge(canvas, 'Facebook');
    // react-aria opens a tooltip on hover once the pointer is in use on the page (a press made it
    // the interaction modality), as it is for anyone who has been using the screen.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await userEvent.hover(facebook);
    await expect(facebook).toHaveAttribute('data-hovered');
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Deactivate this link'));
    await expect(facebook).toHaveAccessibleName('Active (Facebook), press to deactivate');
    await expect(facebook).toHaveAccessibleDescription('Deactivate this link');
    await userEvent.unhover(facebook);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    const github = await badge(canvas, 'GitHub');
    await userEvent.hover(github);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Activate this link'));
    await expect(github).toHaveAccessibleName('Inactive (GitHub), press to activate');
  },
};

/** platform spec §8: a refused toggle says so, and the badge goes back. */
export const ToggleFailure: Story = {
  parameters: { api: { saveFailure: true }, screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await badge(canvas, 'Facebook'));
    await expect(await screen.findByText(MESSAGES.socialLinkStatusUpdateFailed)).toBeVisible();
    await waitFor(async () => expect(isShownActive(await badge(canvas, 'Facebook'))).toBe(true));
  },
};

const openAdd = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add social link' }));
  return within(await screen.findByRole('dialog', { name: 'Add social link' }));
};

/** platform spec §5: platform and url required, the url an http(s) address; javascript: is refused before sending. */
export const AddFormErrors: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openAdd(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Platform is required')).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Platform/ }), 'Evil');
    await userEvent.type(dialog.getByRole('textbox', { name: /URL/ }), 'javascript:alert(1)');
    await userEvent.type(dialog.getByRole('textbox', { name: /Sort order/ }), '1.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a URL starting with http:// or https://')).toBeVisible();
    await expect(dialog.getByText('Sort order must be a whole number')).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
    await expect(dialog.getByRole('textbox', { name: /URL/ })).toHaveValue('javascript:alert(1)');
  },
};

/**
 * A new link has no icon until one is chosen (never Facebook's by default): a platform none of
 * the icons stands for asks for one; a blank sort order is saved with 0 and the link appears.
 */
export const AddSaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    const dialog = await openAdd(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /Platform/ }), 'Mastodon');
    await userEvent.type(dialog.getByRole('textbox', { name: /URL/ }), 'https://mastodon.social/@aac');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Sort order/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(SOCIAL_ICON_REQUIRED)).toBeVisible();
    await expect(apiOf(loaded).saves).toHaveLength(0);
    await choose(/Icon/, 'Discord', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Social link saved successfully.')).toBeVisible();
    await expect(apiOf(loaded).saves[0]).toEqual({
      platform: 'Mastodon',
      url: 'https://mastodon.social/@aac',
      icon: 'Discord',
      is_active: true,
      sort_order: 0,
    });
    await waitFor(async () => expect(await names(canvas)).toContain('Mastodon'));
  },
};

/** A platform named like one of the icons takes that icon as it is typed, until one is picked by hand. */
export const IconFollowsPlatform: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    const icon = () => dialog.getByRole('button', { name: /Icon/ });
    await expect(icon()).toHaveTextContent('Choose an icon');
    await userEvent.type(dialog.getByRole('textbox', { name: /Platform/ }), 'LinkedIn');
    await expect(icon()).toHaveTextContent('Linkedin');
    await choose(/Icon/, 'GitHub', dialog);
    await userEvent.type(dialog.getByRole('textbox', { name: /Platform/ }), ' jobs');
    await expect(icon()).toHaveTextContent('GitHub');
  },
};

/** platform spec §8: a refused save keeps the dialog open with everything typed. */
export const EditSaveFailure: Story = {
  parameters: { api: { saveFailure: true } },
  play: async ({ canvas }) => {
    await pressRowAction(canvas, 'Edit Twitter');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit social link' }));
    const url = dialog.getByRole('textbox', { name: /URL/ });
    await expect(url).toHaveValue('https://twitter.com/aacexample');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://x.com/aacexample');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(MESSAGES.socialLinkSaveFailed)).toBeVisible();
    await expect(url).toHaveValue('https://x.com/aacexample');
  },
};

/** Delete asks first, then removes the row. */
export const Delete: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await names(canvas);
    await pressRowAction(canvas, 'Delete TikTok');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete TikTok' }));
    await expect(confirm.getByText(CONFIRMATIONS.deleteSocialLink)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Social link deleted successfully.')).toBeVisible();
    await waitFor(async () => expect(await names(canvas)).not.toContain('TikTok'));
  },
};

export const Empty: Story = {
  parameters: { api: { rows: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No social links yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { list: 'loading' }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: TABLE })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: { api: { list: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database did not answer in time.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An admin without social.write: the badges are badges, no Add, no Edit or Delete. */
export const ReadOnlyAdmin: Story = {
  parameters: { admin: SITE_READ_ONLY_ADMIN, screenshot: false },
  play: async ({ canvas }) => {
    await names(canvas);
    await expect(canvas.queryByRole('button', { name: /\(Facebook\)/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add social link' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Facebook' })).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await names(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await names(canvas))[0]).toBe('Facebook'));
  },
};

/** Ten thousand links, far more than a footer holds: the list the budget of a client-side list is measured on. */
const BIG_LIST = manySocialLinks(10_000);

/** The platforms the first page shows for `term`, by the list's own rule. */
function firstPagePlatforms(term: string): string[] {
  const text = socialLinksList.search?.text;
  const needle = term.toLowerCase();
  return BIG_LIST.filter((link) => text?.(link).toLowerCase().includes(needle))
    .slice(0, 10)
    .map((link) => link.platform);
}

/**
 * Ten thousand links filtered in the browser: every keystroke of "4242" (typed twice) repaints the
 * first page of matches, timed from the keystroke to the painted rows and printed against the
 * budget (testing/filterTiming says what fails it). The search sends nothing.
 */
export const TenThousandLinksFilter: Story = {
  parameters: { api: { rows: BIG_LIST }, screenshot: false },
  play: async ({ canvas, canvasElement, loaded }) => {
    await waitFor(async () => expect((await names(canvas))[0]).toBe('Community 1'), { timeout: 10_000 });
    await expectFilterTyping({
      root: canvasElement,
      searchbox: canvas.getByRole('searchbox', { name: 'Search social links' }),
      typed: '4242',
      firstPage: firstPagePlatforms,
      what: '10,000 social links',
    });
    await expect(shownRowNames(canvasElement)).toEqual(['Community 4242']);
    await expect(apiOf(loaded).listQueries).toHaveLength(1);
  },
};
