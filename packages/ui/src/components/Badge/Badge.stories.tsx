import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown } from 'lucide-react';
import { expect } from 'storybook/test';
import { iconControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Premium' },
  argTypes: {
    children: textControl,
    icon: iconControl,
    tone: { control: 'select', options: ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] },
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'ghost'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium')).toBeVisible();
  },
};

const tones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
const variants = ['soft', 'solid', 'ghost'] as const;

export const AllTonesAndVariants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      {variants.map((variant) => (
        <div key={variant} className={sprinkles({ display: 'flex', gap: 'small', flexWrap: 'wrap' })}>
          {tones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical solid')).toBeVisible();
    await expect(canvas.getByText('info ghost')).toBeVisible();
  },
};

export const WithIcon: Story = { args: { icon: <Crown />, tone: 'brand', children: 'Enterprise' } };

export const Small: Story = { args: { size: 'small', tone: 'info', children: 'New' } };

export const LongText: Story = {
  args: {
    tone: 'caution',
    children: 'Awaiting payment confirmation from the provider for this subscription',
  },
};

export const DarkTheme: Story = { ...AllTonesAndVariants, parameters: { theme: 'dark' } };
