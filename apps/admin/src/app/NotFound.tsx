import { EmptyState } from '@aac/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_HOME } from './screens';

export function NotFound() {
  return (
    <EmptyState
      icon={<SearchX />}
      title="Page not found"
      hint="There is no admin page at this address."
      action={<Link to={ADMIN_HOME}>Go to the analytics dashboard</Link>}
    />
  );
}
