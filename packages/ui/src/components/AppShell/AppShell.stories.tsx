import type { Meta, StoryObj } from '@storybook/react-vite';
import { Baby, BarChart3, CreditCard, LogOut, Settings, Tags, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { type ColourMode, ThemeSwitch } from '../ThemeSwitch';
import { AppShell, type NavigationItem } from './AppShell';
import * as storyStyles from './AppShell.stories.css';

const navigation: NavigationItem[] = [
  { href: '/admin/analytics', label: 'Analytics', icon: <BarChart3 />, group: 'Insights' },
  { href: '/admin/users', label: 'User Management', icon: <Users />, group: 'People' },
  { href: '/admin/children', label: 'Child Management', icon: <Baby />, group: 'People' },
  { href: '/admin/payments', label: 'Payment Management', icon: <CreditCard />, group: 'Billing' },
  { href: '/admin/plans/stripe', label: 'Plan Management', icon: <Wallet />, group: 'Billing' },
  { href: '/admin/plans', label: 'Subscription Plan Management', icon: <Tags />, group: 'Billing' },
  { href: '/admin/settings', label: 'Admin Settings', icon: <Settings />, group: 'Administration' },
];

function Account() {
  return (
    <div className={storyStyles.account}>
      <span className={storyStyles.accountName}>Ada Admin</span>
      <Button variant="ghost" tone="neutral" size="small" icon={<LogOut />}>
        Sign out
      </Button>
    </div>
  );
}

function Shell({ currentPath }: { currentPath: string }) {
  const [mode, setMode] = useState<ColourMode>('light');
  return (
    <AppShell
      productName="AAC Admin"
      navigation={navigation}
      currentPath={currentPath}
      renderLink={({ children, onClick, href, className, 'aria-current': current }) => (
        // Stories stay on their page: the link reports the press instead of navigating.
        <a
          href={href}
          className={className}
          aria-current={current}
          onClick={(event) => {
            event.preventDefault();
            onClick?.();
          }}
        >
          {children}
        </a>
      )}
      headerActions={<ThemeSwitch mode={mode} onChange={setMode} />}
      account={<Account />}
    >
      <PageHeader title="User Management" description="Parents, therapists, educators and admins" />
      <p>The screen's content goes here.</p>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Shell,
  args: { currentPath: '/admin/users' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'AAC Admin' });
    await expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Child Management' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** "/admin/plans/stripe" marks Plan Management, not Subscription Plan Management ("/admin/plans"). */
export const NestedPathMarksLongestMatch: Story = {
  args: { currentPath: '/admin/plans/stripe' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'AAC Admin' });
    await expect(within(nav).getByRole('link', { name: 'Plan Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Subscription Plan Management' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

/** Below the navigation breakpoint (`breakpoints.navigation`) the navigation is a drawer behind a menu button; choosing a link closes it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'AAC Admin' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    const drawer = await within(document.body).findByRole('dialog', { name: 'AAC Admin navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Child Management' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** A 768 px tablet gets the drawer too: a sidebar beside it would leave tables too little room. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'AAC Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    // The page starts at the shell's left edge: no sidebar beside it.
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(
      header.getBoundingClientRect().left,
    );
  },
};

export const NarrowDrawerOpen: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'AAC Admin navigation' });
    await expect(within(drawer).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
