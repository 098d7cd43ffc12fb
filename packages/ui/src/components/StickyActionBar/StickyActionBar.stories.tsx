import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { StickyActionBar, type StickyActionBarProps } from './StickyActionBar';

const discard = fn();
const save = fn();

const meta = {
  title: 'Layout/StickyActionBar',
  component: StickyActionBar,
  tags: ['autodocs'],
  argTypes: {
    message: textControl,
    children: noControl,
    focusOnLeave: noControl,
  },
  args: {
    label: 'Unsaved changes',
    message: 'You have unsaved changes',
    showMarker: true,
    children: (
      <>
        <Button variant="soft" tone="neutral" onPress={discard}>
          Discard
        </Button>
        <Button icon={<Save size={16} />} onPress={save}>
          Save Settings
        </Button>
      </>
    ),
  },
  beforeEach: () => {
    discard.mockClear();
    save.mockClear();
  },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message, with the brand dot of a tab marked "unsaved changes", and the actions at the end. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    await expect(bar).toHaveTextContent('You have unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(discard).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(save).toHaveBeenCalledTimes(1);
  },
};

const FIELDS = [
  'Site name',
  'Site URL',
  'Admin email',
  'SMTP host',
  'SMTP port',
  'SMTP user',
  'From email',
  'From name',
  'Analytics ID',
];

/**
 * A form longer than its scrolling box (the window, on a page), the bar its last child: the bar
 * stays at the bottom of the box while the form runs past it, and at the end of the form it sits
 * after the last field, covering none.
 */
function LongForm(props: StickyActionBarProps & { height?: number }) {
  const { height = 360, ...bar } = props;
  return (
    <div
      data-testid="scroller"
      style={{ height, overflowY: 'auto', padding: '16px', border: '1px dashed currentColor' }}
    >
      <div style={{ display: 'grid', gap: '16px' }}>
        {FIELDS.map((label) => (
          <TextField key={label} label={label} />
        ))}
        <StickyActionBar {...bar} />
      </div>
    </div>
  );
}

const box = (element: Element) => element.getBoundingClientRect();

/** Stuck at the bottom of the box at first; at the end of the form, under the last field. */
export const InALongForm: Story = {
  render: (args) => <LongForm {...args} />,
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    const last = canvas.getByRole('textbox', { name: 'Analytics ID' });
    // Stuck a little above the box's bottom edge, over fields further down.
    await expect(box(bar).bottom).toBeLessThan(box(scroller).bottom);
    await expect(box(bar).bottom).toBeGreaterThan(box(scroller).bottom - 40);
    await expect(box(last).top).toBeGreaterThan(box(scroller).bottom);
    // At the end of the form, in the flow: the last field is above it, not under it.
    scroller.scrollTop = scroller.scrollHeight;
    await expect(box(last).bottom).toBeLessThanOrEqual(box(bar).top);
    // On a page, anything scrolled into view stops above the bar.
    await expect(getComputedStyle(document.documentElement).scrollPaddingBottom).toBe('96px');
  },
};

/** On a phone the actions wrap under the message, and the bar is never wider than the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => <LongForm {...args} height={480} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    const message = canvas.getByText('You have unsaved changes');
    const saveButton = canvas.getByRole('button', { name: 'Save Settings' });
    await expect(box(saveButton).top).toBeGreaterThanOrEqual(box(message).bottom);
    await expect(box(saveButton).right).toBeLessThanOrEqual(box(bar).right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(getComputedStyle(document.documentElement).scrollPaddingBottom).toBe('144px');
  },
};

/** Over the fields it passes, in the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => <LongForm {...args} />,
};
