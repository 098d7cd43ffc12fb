import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Star, Tag } from 'lucide-react';
import { expect } from 'storybook/test';
import { iconControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { ColorSwatch, SWATCH_COLORS } from './ColorSwatch';

const meta = {
  title: 'Data display/ColorSwatch',
  component: ColorSwatch,
  tags: ['autodocs'],
  args: { color: 'teal', children: 'Teal' },
  argTypes: {
    color: { control: 'select', options: SWATCH_COLORS },
    children: textControl,
    icon: iconControl,
  },
} satisfies Meta<typeof ColorSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (colour: string) => `${colour[0]?.toUpperCase()}${colour.slice(1)}`;

/** Every colour of the set, as a dot and as an icon drawn in it, each beside its name. */
export const Palette: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      {SWATCH_COLORS.map((colour, index) => (
        <div key={colour} className={sprinkles({ display: 'flex', gap: 'large' })}>
          <ColorSwatch color={colour}>{label(colour)}</ColorSwatch>
          <ColorSwatch
            color={colour}
            icon={[<Tag key="tag" />, <Heart key="heart" />, <Star key="star" />][index % 3]}
          >
            {`${label(colour)} category`}
          </ColorSwatch>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The words are what is read; the marks are decoration.
    for (const colour of SWATCH_COLORS) await expect(canvas.getByText(label(colour))).toBeVisible();
    const marks = canvasElement.querySelectorAll('[data-swatch]');
    await expect(marks).toHaveLength(SWATCH_COLORS.length * 2);
    for (const mark of marks) await expect(mark).toHaveAttribute('aria-hidden', 'true');
    // Eight distinct fills.
    const fills = new Set(
      Array.from(
        canvasElement.querySelectorAll('[data-swatch]:empty'),
        (dot) => getComputedStyle(dot).backgroundColor,
      ),
    );
    await expect(fills.size).toBe(SWATCH_COLORS.length);
  },
};

/** The dark theme's lighter shades, readable on its surface. */
export const PaletteDark: Story = { ...Palette, parameters: { theme: 'dark' } };
