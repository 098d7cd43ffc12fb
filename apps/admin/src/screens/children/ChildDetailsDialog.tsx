import { childAgeDisplay, diagnosisDisplay } from '@aac/domain';
import { Avatar, Button, DescriptionList, Dialog, ProgressBar, StatusBadge } from '@aac/ui';
import { levelLabel, progressLabel } from './children.columns';
import { type Child, childName } from './fixtures';

export interface ChildDetailsDialogProps {
  child: Child;
  onClose: () => void;
}

/** Every field of a child (core spec §3), with its stats, read-only: the "view" row action of §2.2. */
export function ChildDetailsDialog({ child, onClose }: ChildDetailsDialogProps) {
  const name = childName(child);
  return (
    <Dialog
      title="Child details"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="ghost" tone="neutral" onPress={close}>
          Close
        </Button>
      )}
    >
      <DescriptionList
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
          { label: 'Communication level', value: levelLabel(child.communication_level) },
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
          {
            label: 'Joined',
            value: new Date(child.created_at).toLocaleString('en-US', {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          },
          { label: 'Child ID', value: String(child.id) },
        ]}
      />
    </Dialog>
  );
}
