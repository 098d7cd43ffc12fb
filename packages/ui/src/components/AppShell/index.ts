export type { AppShellProps, NavigationItem, NavigationLinkProps } from './AppShell';
export { AppShell, currentItemHref } from './AppShell';
