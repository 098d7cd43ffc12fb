import { TOAST_DURATION_MS } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { objectControl } from '../../docs/controls';
import { sprinkles } from '../../theme';
import { Button } from '../Button';
import { installControlledClock } from './controlledClock';
import { type ToastOptions, ToastProvider, type ToastTone, useToast } from './Toast';

interface ToastDemoProps {
  /**
   * How long the buttons' toasts stay. The default (undefined) is TOAST_DURATION_MS; `null` keeps
   * them until closed, so a story's picture does not depend on how fast the test ran.
   */
  durationMs?: number | null;
  /** Toasts shown when the story opens (kept until closed, so the picture is stable). */
  initial?: { tone: ToastTone; title: string; description?: string }[];
}

function ToastButtons({ initial = [], durationMs }: ToastDemoProps) {
  const toast = useToast();
  useEffect(() => {
    for (const item of initial) {
      const show = item.tone === 'success' ? toast.success : item.tone === 'error' ? toast.error : toast.info;
      const options: ToastOptions = { description: item.description, durationMs: null };
      show(item.title, options);
    }
    return () => toast.dismiss();
  }, [initial, toast]);
  return (
    <div className={sprinkles({ display: 'flex', gap: 'small' })}>
      <Button onPress={() => toast.success('Plan created successfully', { durationMs })}>Show success</Button>
      <Button tone="critical" onPress={() => toast.error('Plan creation failed', { durationMs })}>
        Show error
      </Button>
      <Button
        variant="soft"
        tone="neutral"
        onPress={() => toast.info('Prices are synced with Stripe', { durationMs })}
      >
        Show info
      </Button>
      <Button variant="ghost" tone="neutral" onPress={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

function ToastDemo(props: ToastDemoProps) {
  return (
    <ToastProvider>
      <ToastButtons {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  argTypes: {
    initial: objectControl,
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** platform spec §2.8: "Plan created successfully" in the top-right region, announced politely. */
export const Success: Story = {
  args: { durationMs: null },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = await notifications(canvasElement).findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    await expect(toast).toHaveTextContent('Plan created successfully');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    // Fixed in the top-right corner of the window, below where the app's 56 px header ends.
    const box = region.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(56);
    await expect(box.top).toBeLessThan(100);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    // A success is announced politely: it waits for the screen reader to finish its sentence.
    const live = within(toast).getByRole('status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('Plan created successfully');
    await expect(within(toast).queryByRole('alert')).toBeNull();
  },
};

export const ErrorTone: Story = {
  args: { durationMs: null },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const toast = await notifications(canvasElement).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Plan creation failed');
    await expect(toast).toHaveAttribute('data-tone', 'error');
    // An error is announced at once (assertive), interrupting the screen reader.
    const live = within(toast).getByRole('alert');
    await expect(live).toHaveTextContent('Plan creation failed');
    await expect(live).toHaveAttribute('aria-live', 'assertive');
  },
};

export const InfoTone: Story = {
  args: { durationMs: null },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await notifications(canvasElement).findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-tone', 'info');
    await expect(within(toast).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * platform spec §2.8 and §9: a toast disappears after 3 seconds (TOAST_DURATION_MS = 3000).
 * A controlled clock moves time; the test never sleeps.
 */
export const AutoDismissAfterThreeSeconds: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = notifications(canvasElement);
    const clock = installControlledClock();
    try {
      await clock.act((user) => user.click(canvas.getByRole('button', { name: 'Show success' })));
      await clock.advance(0);
      await expect(body.getByRole('alertdialog')).toHaveTextContent('Plan created successfully');
      await clock.advance(TOAST_DURATION_MS - 1);
      await expect(body.getByRole('alertdialog')).toBeVisible();
      await clock.advance(1);
      await expect(body.queryByRole('alertdialog')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

/** The × ("Close") closes a toast at once, long before its 3 seconds. */
export const CloseButton: Story = {
  args: { durationMs: null },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const toast = await notifications(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(notifications(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Stacked: Story = {
  args: {
    initial: [
      { tone: 'success', title: 'Plan updated successfully' },
      { tone: 'error', title: 'Plan update failed', description: 'The price could not be saved.' },
      { tone: 'info', title: 'Prices are synced with Stripe' },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(notifications(canvasElement).getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const LongText: Story = {
  args: {
    initial: [
      {
        tone: 'error',
        title: 'Plan creation failed',
        description:
          'The payment provider rejected the yearly price because the currency of the monthly price differs from the account default. Change the currency in the provider dashboard or contact support with reference req_8f2c41d9a7.',
      },
    ],
  },
};

export const DarkTheme: Story = { ...Stacked, parameters: { theme: 'dark' } };
