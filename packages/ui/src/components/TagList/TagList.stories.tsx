import { CATEGORY_SUGGESTIONS_SHOWN, TAGS_SHOWN } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noControl, objectControl } from '../../docs/controls';
import { ColorSwatch, SWATCH_COLORS } from '../ColorSwatch';
import { TagList } from './TagList';

const postTags = ['autism', 'speech therapy', 'AAC devices', 'parenting', 'school'];
const categories = [
  'Communication',
  'Speech Therapy',
  'Parenting',
  'Education',
  'Technology',
  'Research',
  'Success Stories',
  'Tips & Tricks',
  'Events',
  'News',
  'Resources',
];

const meta = {
  title: 'Data display/TagList',
  component: TagList,
  tags: ['autodocs'],
  argTypes: {
    tags: objectControl,
    disabledTags: objectControl,
    onTagClick: noControl,
    marks: noControl,
  },
  args: { tags: postTags, maxShown: TAGS_SHOWN, label: 'Tags' },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** core spec §2.4: a post row shows 2 tags, then "+3 more" for the other three. */
export const PostTags: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tags' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('autism');
    await expect(items[1]).toHaveTextContent('speech therapy');
    await expect(items[2]).toHaveTextContent('+3 more');
    await expect(canvas.queryByText('AAC devices')).toBeNull();
  },
};

export const FewerThanMax: Story = {
  args: { tags: ['autism', 'school'] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText(/more/)).toBeNull();
  },
};

/**
 * core spec §2.4: 8 suggested categories, then "+3 more"; clicking one adds it to the tags. Each
 * carries its category's colour as a mark before its name.
 */
export const CategorySuggestions: Story = {
  args: {
    tags: categories,
    marks: Object.fromEntries(
      categories.map((name, index) => [
        name,
        <ColorSwatch key={name} color={SWATCH_COLORS[index % SWATCH_COLORS.length] ?? 'blue'} />,
      ]),
    ),
    maxShown: CATEGORY_SUGGESTIONS_SHOWN,
    label: 'Suggested categories',
    onTagClick: fn(),
    disabledTags: ['Parenting'],
  },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Suggested categories' });
    const tagButtons = () =>
      within(list)
        .getAllByRole('button')
        .filter((button) => !button.hasAttribute('aria-expanded'));
    await expect(tagButtons()).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: '+3 more' })).toBeVisible();
    // The marks are decoration: each button is named by its text alone.
    await expect(tagButtons().map((button) => button.textContent)).toEqual(categories.slice(0, 8));
    await userEvent.click(canvas.getByRole('button', { name: 'Speech Therapy' }));
    await expect(args.onTagClick).toHaveBeenCalledWith('Speech Therapy');
    // Already among the post's tags: not offered again.
    await expect(canvas.getByRole('button', { name: 'Parenting' })).toBeDisabled();
  },
};

/** Every suggestion can be reached: "+3 more" shows the rest, "Show fewer" folds them again. */
export const AllSuggestionsReachable: Story = {
  ...CategorySuggestions,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '+3 more' }));
    const list = canvas.getByRole('list', { name: 'Suggested categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(categories.length + 1);
    const last = categories.at(-1) as string;
    await userEvent.click(canvas.getByRole('button', { name: last }));
    await expect(args.onTagClick).toHaveBeenCalledWith(last);
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer' }));
    await expect(canvas.getByRole('button', { name: '+3 more' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * Loading: a placeholder one row of badges high, announced; shown above the loaded list, which is
 * exactly as tall, so a summary card does not grow when its tags arrive.
 */
export const Loading: Story = {
  args: { tags: [], maxShown: CATEGORY_SUGGESTIONS_SHOWN, label: 'Categories', isLoading: true },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}>
      <div data-testid="loading">
        <TagList {...args} />
      </div>
      <div data-testid="loaded">
        <TagList {...args} tags={categories.slice(0, 4)} isLoading={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories');
    await expect(within(canvas.getByTestId('loading')).queryByRole('list')).toBeNull();
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};

export const LongTags: Story = {
  args: { tags: ['augmentative and alternative communication', 'individualised education programme', 'x'] },
};

export const DarkTheme: Story = { ...CategorySuggestions, parameters: { theme: 'dark' } };
