import { childAgeDisplay, diagnosisDisplay, formatDateTime, statusLabel } from '@aac/domain';
import { Avatar, ProgressBar, StatusBadge } from '@aac/ui';
import { DetailsDialog } from '../../kit/DetailsDialog';
import { progressLabel } from './children.columns';
import { type Child, childName } from './children.list';

/** Every field of a child (core spec §3), with its stats, read-only: the "view" row action of §2.2. */
export function ChildDetailsDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const name = childName(child);
  return (
    <DetailsDialog
      title="Child details"
      onClose={onClose}
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
