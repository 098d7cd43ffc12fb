import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { Tabs, type TabsProps } from './Tabs';

const planTabs = [
  {
    key: 'subscription',
    label: 'Subscription plans',
    content: 'Monthly and yearly plans billed through Stripe.',
  },
  { key: 'one-time', label: 'One-time purchases', content: 'Lifetime access and add-on packs.' },
  { key: 'archived', label: 'Archived', count: 3, content: 'Plans no longer offered to new customers.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  argTypes: {
    items: noControl,
  },
  args: { label: 'Plan type', items: planTabs, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the selection; each tab shows its own panel. */
export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // A collection's tabs and panel arrive in the renders after its first: wait for them, not for a time.
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent(
      'Monthly and yearly plans billed through Stripe.',
    );
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Subscription plans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const oneTime = canvas.getByRole('tab', { name: 'One-time purchases' });
    await expect(oneTime).toHaveFocus();
    await expect(oneTime).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('one-time');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('Lifetime access and add-on packs.');
    await expect(panel).toHaveAccessibleName('One-time purchases');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Archived 3' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Subscription plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function UrlControlledTabs(props: TabsProps) {
  const [tab, setTab] = useState('one-time');
  return (
    <Tabs
      {...props}
      selectedKey={tab}
      onSelectionChange={(key) => {
        setTab(key);
        props.onSelectionChange?.(key);
      }}
    />
  );
}

/** Controlled by `selectedKey`, as a screen does with a `tab` query parameter. */
export const Controlled: Story = {
  render: (args) => <UrlControlledTabs {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'One-time purchases' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Archived 3' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('archived');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Plans no longer offered to new customers.');
  },
};

export const WithDisabledTab: Story = {
  args: { items: planTabs.map((item) => (item.key === 'archived' ? { ...item, isDisabled: true } : item)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Archived 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ManyTabs: Story = {
  args: {
    label: 'Message status',
    items: ['All', 'New', 'Read', 'Replied', 'Closed', 'Spam', 'Archived', 'Flagged', 'Escalated'].map(
      (name) => ({
        key: name.toLowerCase(),
        label: name,
        content: `${name} messages`,
      }),
    ),
  },
};

export const DarkTheme: Story = { parameters: { theme: 'dark' } };

const countedTabs = (counts: readonly (number | null)[]) =>
  ['Articles', 'Videos', 'Community'].map((label, index) => ({
    key: label.toLowerCase(),
    label,
    count: counts[index],
    content: `${label} panel`,
  }));

/**
 * Counts still loading (`null`) show blank pills as wide as one or two digits, so the tabs keep
 * their places when the numbers arrive: the loading row above, the loaded row below.
 */
export const CountsLoading: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '24px' }}>
      <div data-testid="loading">
        <Tabs {...args} label="Loading" items={countedTabs([null, null, null])} />
      </div>
      <div data-testid="loaded">
        <Tabs {...args} label="Loaded" items={countedTabs([4, 12, 3])} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('tab');
    const tabs = (name: string) => canvas.getByRole('tablist', { name }).querySelectorAll('[role="tab"]');
    await expect(tabs('Loading')[0]).toHaveAccessibleName('Articles');
    await expect(tabs('Loaded')[1]).toHaveAccessibleName('Videos 12');
    const lefts = (name: string) => [...tabs(name)].map((tab) => tab.getBoundingClientRect().left);
    await expect(lefts('Loading')).toEqual(lefts('Loaded'));
  },
};

const settingsTabs = ['General', 'Security', 'Email', 'Notifications', 'Integrations'].map((name) => ({
  key: name.toLowerCase(),
  label: name,
  content: `${name} settings`,
}));

/**
 * On a phone a tab list wider than the screen scrolls sideways, and its edges fade on the side or
 * sides that hold more tabs; a list that fits has no fade. The tab selected (here with End) is
 * scrolled into view, clear of the fade.
 */
export const NarrowOverflow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '24px' }}>
      <Tabs {...args} label="Settings groups" items={settingsTabs} />
      <Tabs {...args} label="Plan type" items={planTabs.slice(1)} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('tab');
    const overflowing = canvas.getByRole('tablist', { name: 'Settings groups' });
    const fitting = canvas.getByRole('tablist', { name: 'Plan type' });
    const mask = (list: HTMLElement) => getComputedStyle(list).maskImage;
    // Fits: no cue at all.
    await expect(fitting.scrollWidth).toBeLessThanOrEqual(fitting.clientWidth);
    await expect(fitting).not.toHaveAttribute('data-overflow');
    await expect(mask(fitting)).toBe('none');
    // Overflows: more tabs to the right, and only that edge fades.
    await expect(overflowing.scrollWidth).toBeGreaterThan(overflowing.clientWidth);
    await waitFor(() => expect(overflowing).toHaveAttribute('data-overflow', 'right'));
    await expect(mask(overflowing)).toMatch(/^linear-gradient\(to left/);
    // Scrolled halfway: tabs hidden on both sides.
    overflowing.scrollLeft = (overflowing.scrollWidth - overflowing.clientWidth) / 2;
    await waitFor(() => expect(overflowing).toHaveAttribute('data-overflow', 'both'));
    await expect(mask(overflowing)).not.toBe('none');
    // The last tab selected from the keyboard is scrolled fully into view; only the left edge fades.
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Integrations' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('integrations');
    await waitFor(() => expect(overflowing).toHaveAttribute('data-overflow', 'left'));
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      overflowing.getBoundingClientRect().right + 1,
    );
    await expect(mask(overflowing)).toMatch(/^linear-gradient\(to right/);
    // The page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
