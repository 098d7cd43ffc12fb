import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner } from '../Banner';
import { PageHeader } from '../PageHeader';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  // The blocks are elements: the stories set them.
  parameters: { controls: { exclude: ['children'] } },
  args: {
    children: (
      <>
        <PageHeader title="User Management" description="Parents, therapists, educators and their plans." />
        <Banner tone="info">Exports include every user matching the filters.</Banner>
        <Banner tone="success">Settings saved successfully!</Banner>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's parts, a large gap apart. */
export const Large: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

/** Tighter, inside a dialog's section. */
export const Small: Story = {
  args: { gap: 'small' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('8px');
  },
};
