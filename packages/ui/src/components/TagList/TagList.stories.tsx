import { CATEGORY_SUGGESTIONS_SHOWN, TAGS_SHOWN } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noControl, objectControl } from '../../docs/controls';
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

/** core spec §2.4: 8 suggested categories, then "+3 more"; clicking one adds it to the tags. */
export const CategorySuggestions: Story = {
  args: {
    tags: categories,
    maxShown: CATEGORY_SUGGESTIONS_SHOWN,
    label: 'Suggested categories',
    onTagClick: fn(),
    disabledTags: ['Parenting'],
  },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Suggested categories' });
    await expect(within(list).getAllByRole('button')).toHaveLength(8);
    await expect(canvas.getByText('+3 more')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Speech Therapy' }));
    await expect(args.onTagClick).toHaveBeenCalledWith('Speech Therapy');
    // Already among the post's tags: not offered again.
    await expect(canvas.getByRole('button', { name: 'Parenting' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongTags: Story = {
  args: { tags: ['augmentative and alternative communication', 'individualised education programme', 'x'] },
};

export const DarkTheme: Story = { ...CategorySuggestions, parameters: { theme: 'dark' } };
