import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MissingValue } from './MissingValue';
import { cellFrame } from './TableCells.stories.css';

const meta = {
  title: 'Data/Table cells/MissingValue',
  component: MissingValue,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissingValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** The screen's own words, e.g. core spec §2.2's "N/A" for an unknown age. */
export const WithText: Story = {
  args: { children: 'N/A' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};
