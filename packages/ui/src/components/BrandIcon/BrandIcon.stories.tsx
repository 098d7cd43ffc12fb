import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { BRAND_NAMES, BrandIcon } from './BrandIcon';

const meta = {
  title: 'Data display/BrandIcon',
  component: BrandIcon,
  tags: ['autodocs'],
  args: { name: 'Facebook', label: 'Facebook', size: 24 },
  argTypes: {
    name: { control: 'select', options: BRAND_NAMES },
    label: textControl,
    size: { control: { type: 'number', min: 12, max: 64 } },
  },
} satisfies Meta<typeof BrandIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand a social link may use, each named for assistive technology. */
export const AllBrands: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'medium', flexWrap: 'wrap' })}>
      {BRAND_NAMES.map((name) => (
        <BrandIcon key={name} {...args} name={name} label={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of BRAND_NAMES) await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};

/** Without a label the icon is decorative: the name beside it says the brand. */
export const Decorative: Story = {
  args: { label: undefined },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
