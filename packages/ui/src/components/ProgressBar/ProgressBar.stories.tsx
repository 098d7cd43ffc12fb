import { PROGRESS_CAUTION_FROM, PROGRESS_POSITIVE_FROM } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Data display/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Recent progress', value: 72 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** core spec §5: below 60 is red, 60–79 yellow, 80 or more green. One story per threshold. */
const thresholdStory = (value: number, tone: 'critical' | 'caution' | 'positive'): Story => ({
  args: { value },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Recent progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', String(value));
    await expect(bar).toHaveAttribute('data-tone', tone);
    await expect(canvas.getByText(`${value}%`)).toBeVisible();
  },
});

export const Value59IsCritical = thresholdStory(PROGRESS_CAUTION_FROM - 1, 'critical');
export const Value60IsCaution = thresholdStory(PROGRESS_CAUTION_FROM, 'caution');
export const Value79IsCaution = thresholdStory(PROGRESS_POSITIVE_FROM - 1, 'caution');
export const Value80IsPositive = thresholdStory(PROGRESS_POSITIVE_FROM, 'positive');

export const Full: Story = { args: { value: 100 } };

/** A missing value counts as 0 (domain rule). */
export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Recent progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('data-tone', 'critical');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, value: 85 } };

export const BarOnly: Story = {
  args: { showValue: false, value: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Recent progress' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
  },
};

export const DarkTheme: Story = { args: { showLabel: true, value: 59 }, parameters: { theme: 'dark' } };
