export type { AppShellProps, NavigationItem, NavigationLinkProps } from './AppShell';
export { AppShell, currentItemHref } from './AppShell';
export type { LinkRouterProps } from './LinkRouter';
export { LinkRouter } from './LinkRouter';
