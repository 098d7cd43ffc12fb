import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The screen's name, the page's only h1, e.g. "User Management". */
  title: string;
  /** One line under the title, e.g. "Configure subscription plans and pricing". */
  description?: ReactNode;
  /** Buttons of the whole screen, e.g. Refresh, Export, Add Plan. */
  actions?: ReactNode;
}

/** The top of every screen: title, description and the screen's own actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
