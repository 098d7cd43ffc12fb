import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

const LONG_EMAIL = 'margaret.featherstonehaugh-cholmondeley@speech-and-language-clinic.example.org';

/**
 * A long email in a narrow column stays on one line, cut with an ellipsis; the keyboard can reach
 * it and the whole address shows in a tooltip on focus (and on hover).
 */
export const LongEmail: Story = {
  args: { children: LONG_EMAIL },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cell = canvas.getByText(/^margaret\./);
    // One line: no taller than the line it sits on, and cut rather than wrapped.
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
    await expect(cell.getClientRects()).toHaveLength(1);
    // The cut is measured after the browser's layout (the ResizeObserver's first report).
    await waitFor(() => expect(cell).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(cell).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(LONG_EMAIL);
    await expect(cell).toHaveAccessibleDescription(LONG_EMAIL);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

/** A value that fits is plain text: not a tab stop, no tooltip. */
export const Fits: Story = {
  args: { children: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ana@example.com')).not.toHaveAttribute('tabindex');
  },
};

/**
 * An address with a right-to-left override (U+202E) hidden in it: the control shows as a marker,
 * the letters stay in typed order, and the value is isolated, its direction its own.
 */
export const DirectionControlShown: Story = {
  args: { children: 'moc.elpmaxe@\u202Eanna' },
  play: async ({ canvas }) => {
    const marker = canvas.getByText('[U+202E]');
    await expect(marker).toBeVisible();
    const value = marker.parentElement;
    await expect(value).toHaveAttribute('dir', 'auto');
    await expect(value?.textContent).toBe('moc.elpmaxe@[U+202E]anna');
    if (value) await expect(getComputedStyle(value).unicodeBidi).toBe('isolate');
  },
};
