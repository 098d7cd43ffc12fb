import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { lazyPart } from '../../lazyPart';
import { IconButton } from '../IconButton';
import * as styles from './AppShell.css';
import { NavigationList } from './NavigationList';

// The drawer and react-aria's modal code load when the menu button is first pressed.
export const NavigationDrawer = lazyPart(() =>
  import('./NavigationDrawer').then((module) => module.NavigationDrawer),
);

export interface NavigationItem {
  href: string;
  label: string;
  /** A lucide-react icon element. */
  icon?: ReactNode;
  /** The heading the item is listed under, e.g. "People". Items keep their order within a group. */
  group?: string;
}

export interface NavigationLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children: ReactNode;
}

export interface AppShellProps {
  /** Shown in the header and used as the navigation's name. */
  productName: string;
  navigation: readonly NavigationItem[];
  /** The current location's path; the best-matching item is marked as the current page. */
  currentPath: string;
  /**
   * Renders a navigation link. Apps pass their router's link (e.g. React Router's Link) so
   * navigation stays client-side; by default a plain <a>.
   */
  renderLink?: (props: NavigationLinkProps) => ReactNode;
  /** The signed-in person and the sign-out action, at the end of the header. */
  account?: ReactNode;
  /** Controls before the account, e.g. the ThemeSwitch. */
  headerActions?: ReactNode;
  children: ReactNode;
}

const defaultRenderLink = ({ children, ...props }: NavigationLinkProps) => <a {...props}>{children}</a>;

/** The item whose href is the longest prefix of the path ("/admin/plans/stripe" is not "/admin/plans"). */
export function currentItemHref(items: readonly NavigationItem[], path: string): string | undefined {
  let best: string | undefined;
  for (const { href } of items) {
    const matches = path === href || path.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}

/**
 * The frame of the admin area: a header (product, controls, signed-in admin), grouped side
 * navigation with the current page marked, and the main landmark. Below the navigation breakpoint
 * (1,024 px, so tablets too) the navigation moves into a drawer opened by a menu button; react-aria's Modal keeps focus
 * inside it and returns focus to the button when it closes.
 */
export function AppShell({
  productName,
  navigation,
  currentPath,
  renderLink = defaultRenderLink,
  account,
  headerActions,
  children,
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const currentHref = currentItemHref(navigation, currentPath);

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.menuButtonSlot}>
          <IconButton
            label="Open navigation"
            icon={<Menu />}
            variant="ghost"
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onPress={() => setDrawerOpen(true)}
          />
          {isDrawerOpen ? (
            <NavigationDrawer
              productName={productName}
              items={navigation}
              currentHref={currentHref}
              renderLink={renderLink}
              onClose={() => setDrawerOpen(false)}
            />
          ) : null}
        </div>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            AAC
          </span>
          <span>{productName}</span>
        </div>
        <div className={styles.headerEnd}>
          {headerActions}
          {account}
        </div>
      </header>
      <aside className={styles.sidebar}>
        <NavigationList
          productName={productName}
          items={navigation}
          currentHref={currentHref}
          renderLink={renderLink}
        />
      </aside>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.mainInner}>{children}</div>
      </main>
    </div>
  );
}
