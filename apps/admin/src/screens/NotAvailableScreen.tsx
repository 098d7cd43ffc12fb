import { EmptyState } from '@aac/ui';
import { Construction } from 'lucide-react';
import { useDocumentTitle } from '../app/documentTitle';
import { useScreen } from '../app/useScreen';

/** Stands in for a screen of the specification that is not built yet, and says so plainly. */
export function NotAvailableScreen() {
  const screen = useScreen();
  useDocumentTitle(screen?.title);
  return (
    <EmptyState
      icon={<Construction />}
      title={screen ? screen.title : 'Not available'}
      hint={`${screen ? `${screen.title} is` : 'This screen is'} not available yet. It is part of the specification and will arrive in a later release.`}
    />
  );
}
