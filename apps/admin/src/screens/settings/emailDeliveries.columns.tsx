/**
 * The Recent deliveries table of the Email tab: when each email was queued, to whom, its subject,
 * what sent it, how its delivery went, how many attempts it took and why the last one failed.
 */
import { EMAIL_KIND_LABELS, formatMoment } from '@aac/domain';
import {
  type BadgeTone,
  createDataTableColumnHelper,
  MissingValue,
  RelativeTime,
  StatusBadge,
  StatusBadgeSkeleton,
  TextCell,
} from '@aac/ui';
import { deliveryProblem, nextAttempt } from './settings.css';
import type { EmailDelivery } from './settings.form';

const column = createDataTableColumnHelper<EmailDelivery>();

/** Sent is done, pending waits for its next attempt, sending is under way, failed was given up. */
const STATUS_TONES: Readonly<Record<EmailDelivery['status'], BadgeTone>> = {
  sent: 'positive',
  pending: 'caution',
  sending: 'info',
  failed: 'critical',
};

/** What a person calls a delivery: its subject, to its address. */
export function deliveryName(delivery: EmailDelivery): string {
  return `${delivery.subject} to ${delivery.to}`;
}

/** Why the last attempt failed and, while it waits, when the next one is due. */
function DeliveryProblem({ delivery }: { delivery: EmailDelivery }) {
  const next = delivery.status === 'pending' && delivery.nextAttemptAt ? delivery.nextAttemptAt : null;
  if (!delivery.lastError && !next) return <MissingValue />;
  return (
    <span className={deliveryProblem}>
      {delivery.lastError ? <span>{delivery.lastError}</span> : null}
      {next ? <span className={nextAttempt}>{`Next attempt at ${formatMoment(next)}`}</span> : null}
    </span>
  );
}

// The widths sum to 1,024 px: the whole row beside the navigation at 1,280 px; narrower, the table
// scrolls sideways under its pinned When column, and on a phone each delivery reads as a card.
export const deliveryColumns = column.columns([
  column.accessor('createdAt', {
    header: 'When',
    meta: { isRowHeader: true, minWidth: 184 },
    // The local date and time; the exact moment, to the second, on hover and keyboard focus.
    cell: ({ getValue }) => <RelativeTime value={getValue()} show="moment" />,
  }),
  column.accessor('to', {
    header: 'To',
    meta: { minWidth: 172 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('subject', {
    header: 'Subject',
    meta: { minWidth: 196 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor((delivery) => EMAIL_KIND_LABELS[delivery.kind], {
    id: 'kind',
    header: 'Kind',
    meta: { minWidth: 124 },
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 96, skeleton: <StatusBadgeSkeleton size="small" /> },
    cell: ({ getValue }) => <StatusBadge status={getValue()} tones={STATUS_TONES} size="small" />,
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    meta: { align: 'end', minWidth: 88 },
  }),
  column.accessor('lastError', {
    header: 'Last error',
    meta: { minWidth: 164 },
    cell: ({ row }) => <DeliveryProblem delivery={row.original} />,
  }),
]);
