import { BANNER_DURATION_MS } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Button } from '../Button';
import { installControlledClock } from '../Toast/controlledClock';
import { Banner, type BannerProps } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  tags: ['autodocs'],
  argTypes: {
    children: textControl,
    action: noControl,
  },
  args: { tone: 'success', children: 'Settings saved successfully!', onDismiss: fn() },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings saved successfully!');
  },
};

/** platform spec §8: "Failed to load settings" is an error, announced at once. */
export const Critical: Story = {
  args: { tone: 'critical', children: 'Failed to load settings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load settings');
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Stripe test mode',
    children: 'Payments use the test keys until live keys are set.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Stripe test mode');
  },
};

function SaveSettings(props: BannerProps) {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button onPress={() => setSaved(true)}>Save settings</Button>
      {saved ? (
        <Banner
          {...props}
          autoDismissMs={BANNER_DURATION_MS}
          onDismiss={() => {
            setSaved(false);
            props.onDismiss?.();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * platform spec §8: "Settings saved successfully!" disappears after 3 seconds (BANNER_DURATION_MS,
 * 3000 ms). A controlled clock moves time; the test never sleeps.
 */
export const AutoDismissAfterThreeSeconds: Story = {
  render: (args) => <SaveSettings {...args} />,
  play: async ({ canvas, args }) => {
    const clock = installControlledClock();
    try {
      await clock.act((user) => user.click(canvas.getByRole('button', { name: 'Save settings' })));
      await expect(canvas.getByRole('status')).toHaveTextContent('Settings saved successfully!');
      await clock.advance(BANNER_DURATION_MS - 1);
      await expect(canvas.getByRole('status')).toHaveTextContent('Settings saved successfully!');
      await expect(args.onDismiss).not.toHaveBeenCalled();
      await clock.advance(1);
      await expect(canvas.queryByRole('status')).toBeNull();
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};

/** Without `autoDismissMs` the banner stays. */
export const StaysWithoutAutoDismiss: Story = {
  args: { tone: 'critical', children: 'Failed to load settings' },
  play: async ({ canvas, args }) => {
    const clock = installControlledClock();
    try {
      await clock.advance(60_000);
      await expect(canvas.getByRole('alert')).toBeVisible();
      await expect(args.onDismiss).not.toHaveBeenCalled();
    } finally {
      clock.uninstall();
    }
  },
};

export const Dismissable: Story = {
  args: { isDismissable: true, tone: 'info', children: 'A new version of the pricing page is live.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithRetry: Story = {
  args: {
    tone: 'critical',
    children: 'Failed to load settings',
    action: (
      <Button size="small" variant="soft" tone="critical">
        Retry
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children:
      'The payment provider will be unavailable on Sunday between 02:00 and 04:00 UTC. Subscriptions renewing in that window are retried automatically afterwards; no action is needed from families or enterprise administrators.',
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}>
      <Banner {...args} tone="success">
        Settings saved successfully!
      </Banner>
      <Banner {...args} tone="critical" isDismissable>
        Failed to load settings
      </Banner>
      <Banner {...args} tone="info">
        Payments use the test keys until live keys are set.
      </Banner>
    </div>
  ),
  parameters: { theme: 'dark' },
};
