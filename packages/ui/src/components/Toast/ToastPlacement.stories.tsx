/**
 * Toasts in the app's frame: the real AppShell with its header (account and Sign out) and two
 * toasts, at the widths admins use. The toasts must never cover the header, where Sign out is.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Users } from 'lucide-react';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { ToastProvider, useToast } from './Toast';

function ShowToasts() {
  const toast = useToast();
  useEffect(() => {
    // Kept until closed, so the picture does not depend on how fast the test ran.
    toast.success('User updated successfully', { durationMs: null });
    toast.error('User was not deleted', {
      description: 'The server could not be reached.',
      durationMs: null,
    });
    return () => toast.dismiss();
  }, [toast]);
  return null;
}

function ShellWithToasts() {
  return (
    <ToastProvider>
      <AppShell
        productName="AAC Admin"
        navigation={[{ href: '/admin/users', label: 'User Management', icon: <Users />, group: 'People' }]}
        currentPath="/admin/users"
        account={
          <Button variant="ghost" tone="neutral" size="small" icon={<LogOut />}>
            Sign out
          </Button>
        }
      >
        <PageHeader title="User Management" description="Parents, therapists, educators and admins" />
        <ShowToasts />
      </AppShell>
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast placement',
  component: ShellWithToasts,
  // The app's page has no padding around its frame; the test set-up pads <body> by 16 px, which
  // would push the header down and hide a toast that covers its lower edge in the app.
  beforeEach: () => {
    const padding = document.body.style.padding;
    document.body.style.padding = '0';
    return () => {
      document.body.style.padding = padding;
    };
  },
  parameters: {
    layout: 'fullscreen',
    // The widths of the brief: a large and a common laptop, a tablet and a phone.
    viewport: {
      options: {
        wide: { name: 'Wide (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof ShellWithToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every toast is below the header: none covers Sign out, the header or anything in it. */
async function expectToastsBelowHeader(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const toasts = await waitFor(() => {
    const found = body.getAllByRole('alertdialog');
    expect(found).toHaveLength(2);
    return found;
  });
  const signOutButton = body.getByRole('button', { name: 'Sign out' });
  // The app's header: the one holding Sign out (the page header is a <header> too).
  const header = (signOutButton.closest('header') as HTMLElement).getBoundingClientRect();
  const signOut = signOutButton.getBoundingClientRect();
  // Sign out is on screen (not hidden in the drawer), so the check below is about something real.
  await expect(signOut.width).toBeGreaterThan(0);
  for (const toast of toasts) {
    const box = toast.getBoundingClientRect();
    await expect(overlaps(box, signOut)).toBe(false);
    await expect(box.top).toBeGreaterThanOrEqual(header.bottom);
    // Inside the window: nothing cut off at the right edge, even on a phone.
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  }
  // Success speaks politely, the error at once.
  const success = toasts.find((toast) => toast.dataset.tone === 'success') as HTMLElement;
  const error = toasts.find((toast) => toast.dataset.tone === 'error') as HTMLElement;
  await expect(within(success).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  await expect(within(error).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
}

export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => expectToastsBelowHeader(canvasElement),
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => expectToastsBelowHeader(canvasElement),
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => expectToastsBelowHeader(canvasElement),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => expectToastsBelowHeader(canvasElement),
};
