import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria';

export interface LinkRouterProps {
  /** The app router's navigation, e.g. React Router's `navigate`: where a link to a page of the app goes. */
  navigate: (path: string) => void;
  /** The app, whose links then navigate through its router. */
  children: ReactNode;
}

/**
 * Lets the design system's links (a menu item that is a link, a LinkButton) go to a page of the
 * app through the app's router, as the navigation's links do, instead of loading the whole page
 * again. Links to other sites, `mailto:` and those opened in a new tab stay the browser's, and
 * every `href` is written as given (the app's paths are absolute: a router would read "mailto:…"
 * as a path).
 */
export function LinkRouter({ navigate, children }: LinkRouterProps) {
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}
