import { LIMIT_STATE_LABELS, limitState, usageLabel } from '@aac/domain';
import { Badge } from '@aac/ui';
import type { Enterprise } from './enterprises.list';
import { limit, limitLabel, limits, pendingUsage, usage } from './LimitsCell.css';

function Limit({ label, used, max }: { label: string; used: number; max: number }) {
  const state = limitState(used, max);
  return (
    <span className={limit}>
      <span className={limitLabel}>{label}</span>
      <span className={usage[state]}>{usageLabel(used, max)}</span>
      {state === 'under' ? null : (
        <Badge tone={state === 'at' ? 'caution' : 'critical'} size="small">
          {LIMIT_STATE_LABELS[state]}
        </Badge>
      )}
    </span>
  );
}

/**
 * platform spec §2.6: children and team, each as used/max; a limit that is reached says "Full"
 * and one that is exceeded says "Over limit", in words as well as colour.
 */
export function LimitsCell({ enterprise }: { enterprise: Enterprise }) {
  return (
    <span className={limits}>
      <Limit label="Children" used={enterprise.current_children} max={enterprise.max_children} />
      <Limit label="Team" used={enterprise.current_team_members} max={enterprise.max_team_members} />
    </span>
  );
}

/** The cell's two lines while the table loads (its `meta.skeleton`): as tall as the loaded cell. */
export function LimitsCellSkeleton() {
  return (
    <span aria-hidden="true" className={limits}>
      {['Children', 'Team'].map((label) => (
        <span key={label} className={limit}>
          <span className={limitLabel}>{label}</span>
          <span className={`${usage.under} ${pendingUsage}`}>00 / 00</span>
        </span>
      ))}
    </span>
  );
}
