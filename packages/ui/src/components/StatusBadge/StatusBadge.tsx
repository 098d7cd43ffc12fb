import { statusLabel } from '@aac/domain';
import { Badge, type BadgeTone } from '../Badge';
import { skeletonText } from '../Skeleton/Skeleton.css';
import { statusBadgeSkeletonBar } from './StatusBadge.css';

/**
 * The tone of each status word the specs use, across every vocabulary (users, children,
 * payments, posts, subscriptions, referrals, payouts, messages, scheduled calls):
 * done or live → positive, waiting → caution, failed or refused → critical, new → info,
 * switched off or finished → neutral. An unknown status shows neutral.
 */
export const DEFAULT_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  active: 'positive',
  approved: 'positive',
  completed: 'positive',
  confirmed: 'positive',
  paid: 'positive',
  published: 'positive',
  replied: 'positive',
  pending: 'caution',
  cancel_at_period_end: 'caution',
  draft: 'caution',
  failed: 'critical',
  rejected: 'critical',
  bounced: 'critical',
  new: 'info',
  read: 'neutral',
  inactive: 'neutral',
  archived: 'neutral',
  canceled: 'neutral',
  cancelled: 'neutral',
  closed: 'neutral',
  refunded: 'neutral',
  unsubscribed: 'neutral',
};

export interface StatusBadgeProps {
  /** A status value as the API sends it, e.g. "active" or "cancel_at_period_end". */
  status: string;
  /** Tones for this screen's vocabulary, merged over the defaults, e.g. `{ draft: 'neutral' }`. */
  tones?: Readonly<Record<string, BadgeTone>>;
  /** Labels for this screen's vocabulary; otherwise the status is made readable ("Cancel at period end"). */
  labels?: Readonly<Record<string, string>>;
  /** The badge's weight: `soft` (default) in lists, `solid` to stand out. */
  variant?: 'soft' | 'solid' | 'ghost';
  /** `small` inside dense rows; standard unless given. */
  size?: 'standard' | 'small';
}

/** A status shown as a coloured badge: the text says the status, the tone helps scanning. */
export function StatusBadge({ status, tones, labels, variant, size }: StatusBadgeProps) {
  const tone = tones?.[status] ?? DEFAULT_STATUS_TONES[status] ?? 'neutral';
  const label = labels?.[status] ?? statusLabel(status);
  return (
    <Badge tone={tone} variant={variant} size={size}>
      {label}
    </Badge>
  );
}

/**
 * A StatusBadge's shape while its table loads (a DataTable column's `meta.skeleton`): the badge's
 * own box around a bar, so a loading row is as tall as a loaded one and nothing moves when the
 * rows arrive.
 */
export function StatusBadgeSkeleton({ size }: Pick<StatusBadgeProps, 'size'>) {
  return (
    <span aria-hidden="true">
      <Badge tone="neutral" size={size}>
        <span className={`${skeletonText} ${statusBadgeSkeletonBar}`} />
      </Badge>
    </span>
  );
}
