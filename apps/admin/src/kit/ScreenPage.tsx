import { PageHeader, sprinkles } from '@aac/ui';
import { type ReactNode, useEffect } from 'react';
import { useScreen } from '../app/useScreen';

const PRODUCT_NAME = 'AAC Admin';

export interface ScreenPageProps {
  /** The header's actions, e.g. Export. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a screen: the header with the title and description of its registry entry, and
 * the document title "User Management · AAC Admin", so every page says what it is.
 */
export function ScreenPage({ actions, children }: ScreenPageProps) {
  const screen = useScreen();
  const title = screen?.title ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = screen ? `${screen.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen]);
  return (
    <div className={sprinkles({ display: 'grid', gap: 'large', minWidth: 0 })}>
      <PageHeader title={title} description={screen?.description} actions={actions} />
      {children}
    </div>
  );
}
