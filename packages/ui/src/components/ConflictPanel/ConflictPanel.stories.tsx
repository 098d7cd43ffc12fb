import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { objectControl, textControl } from '../../docs/controls';
import { ConflictPanel } from './ConflictPanel';

/** Today at 14:02 in the stories' zone (UTC), so the heading reads "at 14:02" on any day. */
const TODAY_AT_1402 = new Date(new Date().setUTCHours(14, 2, 11, 0)).toISOString();

const meta = {
  title: 'Feedback/ConflictPanel',
  component: ConflictPanel,
  tags: ['autodocs'],
  argTypes: {
    changedBy: textControl,
    changedAt: textControl,
    fields: objectControl,
  },
  args: {
    changedBy: 'Grace Hopper',
    changedAt: TODAY_AT_1402,
    noun: 'user',
    fields: [
      { label: 'Last name', theirs: 'López', yours: 'Lopez' },
      { label: 'Active', theirs: 'No', yours: 'Yes' },
    ],
    onUseTheirs: fn(),
    onSaveMine: fn(),
  },
} satisfies Meta<typeof ConflictPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed the record and when, each field with their value and yours, and the two ways on. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Grace Hopper changed this user at 14:02');
    const row = within(canvas.getByRole('row', { name: /Last name/ }));
    await expect(row.getByRole('cell', { name: 'López' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Lopez' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use theirs' }));
    await expect(args.onUseTheirs).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Save mine over theirs' }));
    await expect(args.onSaveMine).toHaveBeenCalledOnce();
  },
};

/** An author the trail does not know, at an unknown time: "Someone … since you opened it". */
export const SomeoneUnknownTime: Story = {
  args: { changedBy: null, changedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Someone changed this user since you opened it',
    );
  },
};

/** A change made on another day says the date too. */
export const AnotherDay: Story = {
  args: { changedAt: '2025-03-04T09:15:00Z', noun: 'post' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Grace Hopper changed this post on Mar 4, 2025 at 09:15',
    );
  },
};

/** They changed only fields this form does not show: no table, and saving yours loses nothing of theirs. */
export const NoFieldOfTheForm: Story = {
  args: { fields: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('They changed fields this form does not show');
  },
};

/** Saving over theirs runs: both buttons wait. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Use theirs' })).toBeDisabled();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
};

/** On a phone (375 px) the table keeps its three columns and the buttons wrap. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    fields: [
      { label: 'Email', theirs: 'maria.lopez@speechclinic.example.org', yours: 'maria.lopez@example.com' },
      { label: 'Last name', theirs: 'López', yours: 'Lopez' },
    ],
  },
};

export const NarrowDark: Story = {
  ...Narrow,
  parameters: { theme: 'dark' },
};
