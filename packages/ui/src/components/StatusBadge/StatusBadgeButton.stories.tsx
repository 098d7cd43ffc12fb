import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { objectControl } from '../../docs/controls';
import { StatusBadgeButton } from './StatusBadgeButton';
import { hoveredRow } from './StatusBadgeButton.stories.css';

const meta = {
  title: 'Data display/StatusBadgeButton',
  component: StatusBadgeButton,
  tags: ['autodocs'],
  argTypes: {
    tones: objectControl,
    labels: objectControl,
  },
  args: {
    status: 'active',
    label: 'Active (Facebook), press to deactivate',
    tooltip: 'Deactivate this link',
    onPress: fn(),
  },
  // As in a table row the pointer is over (a social link's Active column).
  decorators: [
    (Story) => (
      <div className={hoveredRow}>
        <span>Facebook</span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusBadgeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Active (Facebook), press to deactivate';
/** The tooltip's bubble, which opens in a portal on the page's body. */
const tooltipOf = (element: HTMLElement) => within(element.ownerDocument.body).queryByRole('tooltip');

/** At rest: the badge, named by what it shows and what a press does; no tooltip yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: NAME });
    await expect(badge).toHaveTextContent('Active');
    await expect(tooltipOf(badge)).toBeNull();
  },
};

/** The pointer on it: a raised box with a strong edge, over the hovered row, and the tooltip. */
export const Hovered: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: NAME });
    // react-aria opens a tooltip on hover once the pointer is in use on the page (a press made it
    // the interaction modality), as it is for anyone who has been using the screen.
    await userEvent.click(canvas.getByText('Facebook'));
    await userEvent.hover(badge);
    await expect(badge).toHaveAttribute('data-hovered');
    await waitFor(() => expect(tooltipOf(badge)).toHaveTextContent('Deactivate this link'));
    // The name still says what a press does; the tooltip describes it too.
    await expect(badge).toHaveAccessibleName(NAME);
    await expect(badge).toHaveAccessibleDescription('Deactivate this link');
  },
};

/** The keyboard reaches it: the focus ring and the tooltip; Enter presses it, Escape closes the tooltip. */
export const KeyboardFocus: Story = {
  args: {
    status: 'inactive',
    label: 'Inactive (Facebook), press to activate',
    tooltip: 'Activate this link',
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const badge = canvas.getByRole('button', { name: 'Inactive (Facebook), press to activate' });
    await expect(badge).toHaveFocus();
    await expect(badge).toHaveAttribute('data-focus-visible');
    await waitFor(() => expect(tooltipOf(badge)).toHaveTextContent('Activate this link'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltipOf(badge)).toBeNull());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Pressed with the pointer: runs the change once. */
export const Press: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: NAME }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** While the change runs: a spinner beside the badge, busy, and a press does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const badge = canvas.getByRole('button', { name: NAME });
    await expect(badge).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(badge);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(badge).not.toHaveAttribute('data-hovered');
    // The pointer leaves, so that no tooltip opens while the picture is taken.
    await userEvent.unhover(badge);
  },
};

export const HoveredDark: Story = { ...Hovered, parameters: { theme: 'dark' } };
