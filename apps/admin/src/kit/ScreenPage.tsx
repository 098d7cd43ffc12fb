import { PageHeader, Stack } from '@aac/ui';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, useDocumentTitle } from './documentTitle';
import { useScreen } from './screenMeta';

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
  useDocumentTitle(screen?.title);
  return (
    <ScreenPageLayout title={title} description={screen?.description} actions={actions}>
      {children}
    </ScreenPageLayout>
  );
}

/**
 * ScreenPage's markup alone. The build's prerendered pages draw a screen's header with it too, so
 * the picture the browser paints first is exactly where the app then renders the same header.
 */
export function ScreenPageLayout({
  title,
  description,
  actions,
  children,
}: ScreenPageProps & { title: string; description?: string }) {
  return (
    <Stack>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}
