import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cellFrame } from './TableCells.stories.css';
import { TextCell } from './TextCell';

const meta = {
  title: 'Data/Table cells/TextCell',
  component: TextCell,
  tags: ['autodocs'],
  args: { children: 'maria.lopez@example.com' },
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('maria.lopez@example.com')).toBeVisible();
  },
};

/** A long email in a narrow column stays on one line, cut with an ellipsis, the whole address on hover. */
export const LongEmail: Story = {
  args: { children: 'margaret.featherstonehaugh-cholmondeley@speech-and-language-clinic.example.org' },
  play: async ({ canvas }) => {
    const cell = canvas.getByText(/^margaret\./);
    await expect(cell).toHaveAttribute(
      'title',
      'margaret.featherstonehaugh-cholmondeley@speech-and-language-clinic.example.org',
    );
    // One line: no taller than the line it sits on, and cut rather than wrapped.
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
    await expect(cell.getClientRects()).toHaveLength(1);
  },
};
