import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria';

export interface LinkRouterProps {
  /** The app router's navigation, e.g. React Router's `navigate`: where a link inside goes. */
  navigate: (path: string) => void;
  /** The app router's `useHref`, so a link's `href` attribute is the address the router would go to. */
  useHref?: (href: string) => string;
  /** The app, whose links then navigate through its router. */
  children: ReactNode;
}

/**
 * Lets the design system's links (a menu item that is a link, a LinkButton) go to a page of the
 * app through the app's router, as the navigation's links do, instead of loading the whole page
 * again. Links to other sites, `mailto:` and those opened in a new tab stay the browser's.
 */
export function LinkRouter({ navigate, useHref, children }: LinkRouterProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
