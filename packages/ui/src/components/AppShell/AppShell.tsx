import { Menu, X } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './AppShell.css';

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

function groupItems(items: readonly NavigationItem[]) {
  const groups = new Map<string, NavigationItem[]>();
  for (const item of items) {
    const key = item.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

interface NavigationListProps {
  productName: string;
  items: readonly NavigationItem[];
  currentHref: string | undefined;
  renderLink: (props: NavigationLinkProps) => ReactNode;
  onNavigate?: () => void;
}

function NavigationList({ productName, items, currentHref, renderLink, onNavigate }: NavigationListProps) {
  return (
    <nav aria-label={productName} className={styles.nav}>
      {groupItems(items).map(([group, groupItemsList]) => (
        <Fragment key={group}>
          <div>
            {group ? <p className={styles.groupLabel}>{group}</p> : null}
            <ul className={styles.list}>
              {groupItemsList.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    className: styles.link,
                    'aria-current': item.href === currentHref ? 'page' : undefined,
                    onClick: onNavigate,
                    children: (
                      <>
                        {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                        <span>{item.label}</span>
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </Fragment>
      ))}
    </nav>
  );
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
          <DialogTrigger isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
            <IconButton label="Open navigation" icon={<Menu />} variant="ghost" />
            <ModalOverlay className={styles.drawerOverlay} isDismissable>
              <Modal className={styles.drawer}>
                <Dialog aria-label={`${productName} navigation`} className={styles.drawerDialog}>
                  <div className={styles.drawerHeader}>
                    <Heading slot="title" className={styles.brand}>
                      {productName}
                    </Heading>
                    <IconButton
                      label="Close navigation"
                      icon={<X />}
                      variant="ghost"
                      onPress={() => setDrawerOpen(false)}
                    />
                  </div>
                  <NavigationList
                    productName={productName}
                    items={navigation}
                    currentHref={currentHref}
                    renderLink={renderLink}
                    onNavigate={() => setDrawerOpen(false)}
                  />
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
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
