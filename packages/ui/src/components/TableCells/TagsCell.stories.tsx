import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cellFrame } from './TableCells.stories.css';
import { TagsCell } from './TagsCell';

const meta = {
  title: 'Data/Table cells/TagsCell',
  component: TagsCell,
  tags: ['autodocs'],
  args: { tags: ['autism', 'speech therapy', 'AAC devices', 'parenting', 'school'] },
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagsCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** core spec §2.4: the first two tags, then "+3 more". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('autism');
    await expect(items[2]).toHaveTextContent('+3 more');
  },
};

/** A row without tags says so, muted, rather than leaving the cell blank. */
export const NoTags: Story = {
  args: { tags: [], emptyText: 'No tags' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tags')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
