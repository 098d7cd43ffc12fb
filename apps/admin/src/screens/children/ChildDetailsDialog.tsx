import { childAgeDisplay, diagnosisDisplay, formatDateTime, statusLabel } from '@aac/domain';
import { Avatar, ProgressBar, StatusBadge } from '@aac/ui';
import { DetailsDialog } from '../../kit/DetailsDialog';
import { usePermission } from '../../kit/session/usePermission';
import { progressLabel } from './children.columns';
import { type Child, childName } from './children.list';

export interface ChildDetailsDialogProps {
  child: Child;
  onClose: () => void;
  /** For an admin who may change children: the child's edit form. */
  onEdit?: () => void;
}

/**
 * Every field of a child (core spec §3), with its stats, read-only: the "view" row action of
 * §2.2; with Edit, and a link to the parent among the users for an admin who may see them.
 */
export function ChildDetailsDialog({ child, onClose, onEdit }: ChildDetailsDialogProps) {
  const name = childName(child);
  const canSeeUsers = usePermission('users.read');
  return (
    <DetailsDialog
      title="Child details"
      onClose={onClose}
      onEdit={onEdit}
      related={
        canSeeUsers
          ? [
              {
                label: `Parent: ${child.parent.name}`,
                href: `/admin/users?q=${encodeURIComponent(child.parent.email)}`,
              },
            ]
          : []
      }
      items={[
        {
          label: 'Photo',
          value: child.photo_url ? <Avatar name={name} src={child.photo_url} size="large" /> : null,
          emptyValue: 'No photo',
        },
        { label: 'Name', value: name },
        { label: 'First name', value: child.first_name },
        { label: 'Last name', value: child.last_name },
        { label: 'Age', value: childAgeDisplay(child.age) },
        { label: 'Diagnosis', value: diagnosisDisplay(child.diagnosis) },
        { label: 'Communication level', value: statusLabel(child.communication_level) },
        { label: 'Status', value: <StatusBadge status={child.status} /> },
        {
          label: 'Recent progress',
          value: <ProgressBar value={child.stats.recent_progress} label={progressLabel(child)} />,
        },
        { label: 'Active goals', value: String(child.stats.active_goals) },
        { label: 'Completed goals', value: String(child.stats.completed_goals) },
        { label: 'Sessions', value: String(child.stats.total_sessions) },
        { label: 'Parent', value: child.parent.name },
        { label: 'Parent email', value: child.parent.email },
        { label: 'Joined', value: formatDateTime(child.created_at) },
        { label: 'Child ID', value: String(child.id) },
      ]}
    />
  );
}
