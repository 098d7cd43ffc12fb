import { CATEGORY_COLORS, CONFIRMATIONS, MESSAGES } from '@aac/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { listScreenSuite } from '../../testing/listScreenSuite';
import { READ_ONLY_ADMIN, STORY_ADMIN } from '../../testing/storyAdmins';
import { type Canvas, cellsOf, choose, pressRowAction } from '../../testing/tableQueries';
import { heldToast } from '../../testing/toasts';
import { CategoriesScreen } from './CategoriesScreen';
import { type BlogCategory, categoriesList } from './categories.list';
import { type CategoriesApi, type CategoriesApiOptions, createCategoriesApi, SAVE_REFUSED } from './handlers';

// Admins holding the blog's permissions (the shared story admins hold only users' and children's).
const BLOG_ADMIN = { ...STORY_ADMIN, permissions: [...STORY_ADMIN.permissions, 'blog.read', 'blog.write'] };
const BLOG_READER = { ...READ_ONLY_ADMIN, permissions: [...READ_ONLY_ADMIN.permissions, 'blog.read'] };

const suite = listScreenSuite<CategoriesApi, BlogCategory, CategoriesApiOptions>({
  path: '/admin/blog/categories',
  screen: CategoriesScreen,
  list: categoriesList,
  createApi: createCategoriesApi,
  firstRows: ['Communication Tips', 'Parenting'],
  columns: ['Category', 'Colour', 'Icon', 'Order', 'Posts', 'Status'],
  filters: [],
  search: { term: 'sensory', finds: 'Sensory Needs' },
  filteredEmptyUrl: '/admin/blog/categories?q=zzzz',
  delete: {
    row: 'Parenting',
    question: CONFIRMATIONS.deleteCategory,
    success: MESSAGES.categoryDeleted,
    consequence: null,
  },
  readOnly: {
    admin: BLOG_READER,
    visible: 'Page 2',
    hidden: ['New category', 'Edit Parenting', 'Deactivate Parenting', 'Delete Parenting'],
  },
});

const meta = {
  ...suite.meta,
  title: 'Screens/Blog Categories',
  parameters: { ...suite.meta.parameters, admin: BLOG_ADMIN },
};
export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: unknown) => (loaded as { api: CategoriesApi }).api;

/**
 * The suite's first page, plus each category's colour as a swatch beside the colour's name and
 * its icon drawn in that colour beside the icon's name (colour and shape are never the only signal).
 */
export const Loaded: Story = {
  ...suite.stories.Loaded,
  play: async (context) => {
    await suite.stories.Loaded.play?.(context);
    const { canvas } = context;
    const first = await cellsOf(canvas, 'Categories', 'Communication Tips');
    await expect(first.Colour).toHaveTextContent('Blue');
    await expect(first.Colour?.querySelector('[data-swatch="blue"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(first.Icon).toHaveTextContent('Tag');
    await expect(first.Icon?.querySelector('[data-swatch="blue"] svg')).not.toBeNull();
    const second = await cellsOf(canvas, 'Categories', 'Parenting');
    await expect(second.Colour).toHaveTextContent('Green');
    await expect(second.Icon).toHaveTextContent('Message circle');
    await expect(second.Status).toHaveTextContent('Active');
    const fifth = await cellsOf(canvas, 'Categories', 'Education');
    await expect(fifth.Category).toHaveTextContent('No description');
  },
};
export const PagingMovesTheWindow = suite.stories.PagingMovesTheWindow;
export const PageSizeReturnsToFirstPage = suite.stories.PageSizeReturnsToFirstPage;
export const Search = suite.stories.SearchAndFilters;
export const Empty = suite.stories.Empty;
export const FilteredEmpty = suite.stories.FilteredEmpty;
export const Loading = suite.stories.Loading;
export const LoadError = suite.stories.LoadError;
export const DeleteConfirm = suite.stories.DeleteConfirm;
export const DeleteRemovesCategory = suite.stories.DeleteRemovesRow;
export const ReadOnlyAdmin = suite.stories.ReadOnlyAdmin;
export const Narrow = suite.stories.Narrow;
export const Dark = suite.stories.Dark;

const openNewCategory = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'New category' }));
  return within(await screen.findByRole('dialog', { name: 'New category' }));
};

/** core spec §5: a new category starts blue, tag, sort order 0, active; the colours are offered as swatches with their names. */
export const NewCategoryColourPicker: Story = {
  play: async ({ canvas }) => {
    const dialog = await openNewCategory(canvas);
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: /Colour/ })).toHaveTextContent('Blue');
    await expect(dialog.getByRole('button', { name: /Icon/ })).toHaveTextContent('Tag');
    await expect(dialog.getByRole('textbox', { name: /Sort order/ })).toHaveValue('0');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: /Colour/ }));
    const options = await screen.findAllByRole('option');
    // Named by their words; the swatch beside each is decoration.
    await expect(options.map((option) => option.textContent)).toEqual(
      CATEGORY_COLORS.map((colour) => `${colour[0]?.toUpperCase()}${colour.slice(1)}`),
    );
    for (const [index, colour] of CATEGORY_COLORS.entries()) {
      await expect(options[index]?.querySelector(`[data-swatch="${colour}"]`)).not.toBeNull();
    }
  },
};

/** The picker in the dark theme: the lighter shades stay apart and readable. */
export const NewCategoryColourPickerDark: Story = {
  ...NewCategoryColourPicker,
  parameters: { theme: 'dark' },
};

/** Inline checks before anything is sent: the name is required, the sort order a whole number; what was typed stays. */
export const CategoryFormErrors: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openNewCategory(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Stories from our families.');
    const order = dialog.getByRole('textbox', { name: /Sort order/ });
    await userEvent.clear(order);
    await userEvent.type(order, '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Sort order must be a whole number')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(order).toHaveValue('2.5');
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Stories from our families.',
    );
    await expect(apiOf(loaded).saved).toHaveLength(0);
  },
};

/**
 * core spec §5: a blank sort order is 0; the colour and icon chosen are sent; the server's
 * "Category created successfully!" is the toast and the list reloads with the new category,
 * marked "New" and brought into view.
 */
export const CreateCategory: Story = {
  play: async ({ canvas, loaded }) => {
    const dialog = await openNewCategory(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Family Stories');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Sort order/ }));
    await choose(/Colour/, 'Teal', dialog);
    await choose(/Icon/, 'Star', dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    await expect(await screen.findByText(MESSAGES.categoryCreated)).toBeVisible();
    await expect(apiOf(loaded).saved.at(-1)?.body).toEqual({
      name: 'Family Stories',
      description: '',
      color: 'teal',
      icon: 'star',
      sort_order: 0,
      is_active: true,
    });
    await waitFor(async () => {
      const cells = await cellsOf(canvas, 'Categories', 'Family Stories');
      await expect(cells.Colour).toHaveTextContent('Teal');
    });
    const table = within(canvas.getByRole('table', { name: 'Categories' }));
    const created = table.getByRole('rowheader', { name: /Family Stories/ });
    await expect(within(created).getByText('New')).toBeVisible();
    await expect(table.getAllByText('New')).toHaveLength(1);
    await heldToast(MESSAGES.categoryCreated);
  },
};

/** Edit keeps the row's fields and says "Category updated successfully!"; deactivate flips the status. */
export const EditAndDeactivate: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, loaded }) => {
    await pressRowAction(canvas, 'Edit Parenting');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit category' }));
    await expect(dialog.getByRole('button', { name: /Icon/ })).toHaveTextContent('Message circle');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Parents and Carers');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText(MESSAGES.categoryUpdated)).toBeVisible();
    await expect(apiOf(loaded).saved.at(-1)).toMatchObject({
      id: 101,
      body: { name: 'Parents and Carers', color: 'green', icon: 'message-circle', sort_order: 1 },
    });
    await pressRowAction(canvas, 'Deactivate Parents and Carers');
    await waitFor(async () =>
      expect((await cellsOf(canvas, 'Categories', 'Parents and Carers')).Status).toHaveTextContent(
        'Inactive',
      ),
    );
    await expect(apiOf(loaded).saved.at(-1)?.body.is_active).toBe(false);
  },
};

/**
 * core spec §8: a refused save shows the toast "Error saving category: {server message}", and
 * only that (no second wording in the dialog); the dialog stays open with everything typed and
 * the field the server names marked.
 */
export const SaveFailure: Story = {
  parameters: { api: { saveFails: true } },
  play: async ({ canvas }) => {
    const dialog = await openNewCategory(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Parenting');
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'For mums, dads and carers.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    // The toast region appears with the first toast, once the save has answered.
    const notifications = within(await screen.findByRole('region', { name: 'Notifications' }));
    await expect(
      await notifications.findByText('Error saving category: A category named "Parenting" already exists.'),
    ).toBeVisible();
    await expect(dialog.getByText(SAVE_REFUSED.details?.[0]?.message ?? '')).toBeVisible();
    await expect(screen.queryByText(MESSAGES.categoryCreationFailed)).toBeNull();
    await expect(dialog.queryByText(/Error saving category/)).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Parenting');
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'For mums, dads and carers.',
    );
  },
};

/**
 * core spec §8: a save the server failed without a reason (a 500) toasts "Category creation
 * failed", and only that; what was typed stays.
 */
export const SaveBreaks: Story = {
  parameters: { api: { saveBreaks: true }, screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openNewCategory(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Parenting');
    await userEvent.click(dialog.getByRole('button', { name: 'Create category' }));
    // The toast region appears with the first toast, once the save has answered.
    const notifications = within(await screen.findByRole('region', { name: 'Notifications' }));
    await expect(await notifications.findByText(MESSAGES.categoryCreationFailed)).toBeVisible();
    await expect(screen.queryByText(/Error saving category/)).toBeNull();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Parenting');
  },
};

/** core spec §8: a refused delete says "Error deleting category: {reason}", and the row stays. */
export const DeleteFailure: Story = {
  parameters: { api: { deleteFails: true }, screenshot: false },
  play: async ({ canvas, loaded }) => {
    await pressRowAction(canvas, 'Delete Parenting');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Parenting' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(`Error deleting category: ${LIST_FAILURE.message}`)).toBeVisible();
    await expect(
      apiOf(loaded)
        .categories()
        .some((category) => category.name === 'Parenting'),
    ).toBe(true);
  },
};
