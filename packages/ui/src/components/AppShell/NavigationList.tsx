import { Fragment, type ReactNode } from 'react';
import type { NavigationItem, NavigationLinkProps } from './AppShell';
import * as styles from './AppShell.css';

function groupItems(items: readonly NavigationItem[]) {
  const groups = new Map<string, NavigationItem[]>();
  for (const item of items) {
    const key = item.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

export interface NavigationListProps {
  productName: string;
  items: readonly NavigationItem[];
  currentHref: string | undefined;
  renderLink: (props: NavigationLinkProps) => ReactNode;
  onNavigate?: () => void;
}

/** The grouped links, in the sidebar and in the drawer. */
export function NavigationList({
  productName,
  items,
  currentHref,
  renderLink,
  onNavigate,
}: NavigationListProps) {
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
