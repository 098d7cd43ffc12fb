import { activeStateOf, formatDateTime, statusLabel } from '@aac/domain';
import { StatusBadge } from '@aac/ui';
import { DetailsDialog, type RelatedLink } from '../../kit/DetailsDialog';
import { usePermission } from '../../kit/session/usePermission';
import { fullName, type User } from './users.list';

export interface UserDetailsDialogProps {
  user: User;
  onClose: () => void;
  /** For an admin who may change users: the user's edit form. */
  onEdit?: () => void;
}

/**
 * Every field of a user (core spec §3), read-only: the "view details" row action of §2.1; with
 * Edit, and links to the user's children and payments (each screen searched by the user's email)
 * for an admin who may see them.
 */
export function UserDetailsDialog({ user, onClose, onEdit }: UserDetailsDialogProps) {
  const email = encodeURIComponent(user.email);
  const related: RelatedLink[] = [];
  if (usePermission('children.read') && user.children_count > 0)
    related.push({ label: `Children (${user.children_count})`, href: `/admin/children?q=${email}` });
  if (usePermission('payments.read')) related.push({ label: 'Payments', href: `/admin/payments?q=${email}` });
  return (
    <DetailsDialog
      title="User details"
      onClose={onClose}
      onEdit={onEdit}
      related={related}
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
