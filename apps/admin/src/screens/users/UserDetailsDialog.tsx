import { activeStateOf, formatDateTime, statusLabel } from '@aac/domain';
import { StatusBadge } from '@aac/ui';
import { DetailsDialog } from '../../kit/DetailsDialog';
import { fullName, type User } from './users.list';

/** Every field of a user (core spec §3), read-only: the "view details" row action of §2.1. */
export function UserDetailsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <DetailsDialog
      title="User details"
      onClose={onClose}
      items={[
        { label: 'Name', value: fullName(user) },
        { label: 'First name', value: user.first_name },
        { label: 'Last name', value: user.last_name },
        { label: 'Email', value: user.email },
        { label: 'Type', value: statusLabel(user.user_type) },
        { label: 'Status', value: <StatusBadge status={activeStateOf(user.is_active)} /> },
        { label: 'Children', value: String(user.children_count) },
        { label: 'Plan', value: statusLabel(user.plan_type) },
        { label: 'Joined', value: formatDateTime(user.created_at) },
        { label: 'User ID', value: String(user.id) },
      ]}
    />
  );
}
