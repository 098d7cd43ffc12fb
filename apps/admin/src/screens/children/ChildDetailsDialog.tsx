import { childAgeDisplay, diagnosisDisplay } from '@aac/domain';
import { Avatar, Button, Dialog, ProgressBar, StatusBadge } from '@aac/ui';
import { levelLabel, progressLabel } from './children.columns';
import { FactList } from './FactList';
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
      <FactList
        facts={[
          {
            term: 'Photo',
            description: child.photo_url ? (
              <Avatar name={name} src={child.photo_url} size="large" />
            ) : (
              'No photo'
            ),
          },
          { term: 'Name', description: name },
          { term: 'First name', description: child.first_name },
          { term: 'Last name', description: child.last_name || '—' },
          { term: 'Age', description: childAgeDisplay(child.age) },
          { term: 'Diagnosis', description: diagnosisDisplay(child.diagnosis) },
          { term: 'Communication level', description: levelLabel(child.communication_level) },
          { term: 'Status', description: <StatusBadge status={child.status} /> },
          {
            term: 'Recent progress',
            description: <ProgressBar value={child.stats.recent_progress} label={progressLabel(child)} />,
          },
          { term: 'Active goals', description: String(child.stats.active_goals) },
          { term: 'Completed goals', description: String(child.stats.completed_goals) },
          { term: 'Sessions', description: String(child.stats.total_sessions) },
          { term: 'Parent', description: child.parent.name },
          { term: 'Parent email', description: child.parent.email },
          {
            term: 'Joined',
            description: new Date(child.created_at).toLocaleString('en-US', {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          },
          { term: 'Child ID', description: String(child.id) },
        ]}
      />
    </Dialog>
  );
}
