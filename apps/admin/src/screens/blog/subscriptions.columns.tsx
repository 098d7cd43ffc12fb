/**
 * The Blog Subscriptions table (core spec §2.6, §3): subscriber, name, status and subscribed
 * date, the row actions, and the columns of Export Subscribers. Defined once at module scope.
 */
import { statusLabel } from '@aac/domain';
import {
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
  TextCell,
} from '@aac/ui';
import { MailCheck, MailX, Trash2 } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { historyAction } from '../../kit/list/historyAction';
import { type NewsletterSubscription, subscriberFullName } from './subscriptions.list';

const column = createDataTableColumnHelper<NewsletterSubscription>();

export const subscriptionColumns = column.columns([
  column.accessor('email', {
    header: 'Subscriber',
    meta: { isRowHeader: true, minWidth: 240, skeleton: <NameCellSkeleton avatar /> },
    cell: ({ getValue }) => <NameCell primary={getValue()} avatar={{ name: getValue() }} />,
  }),
  column.accessor(subscriberFullName, {
    id: 'name',
    header: 'Name',
    meta: { minWidth: 160 },
    // No name given: a dash rather than an empty cell.
    cell: ({ getValue }) => <TextCell>{getValue() || '—'}</TextCell>,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 120 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('subscribed_at', {
    header: 'Subscribed',
    meta: { minWidth: 110 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

/**
 * core spec §2.6, §4: unsubscribe an active subscriber, reactivate an unsubscribed one (bounced
 * is display only, so it offers neither), and delete. Unsubscribe and Reactivate are one action
 * that follows the status, in one place, so every row's Delete lines up under the others'.
 */
export const subscriptionActions = defineRowActions<NewsletterSubscription>()([
  {
    id: 'status',
    label: (subscription) => (subscription.status === 'active' ? 'Unsubscribe' : 'Reactivate'),
    icon: (subscription) =>
      subscription.status === 'active' ? <MailX size={16} /> : <MailCheck size={16} />,
    isAvailable: (subscription) => subscription.status !== 'bounced',
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('newsletter_subscription'),
]);

/** The columns of Export Subscribers: every field of the subscription, the date in ISO 8601. */
export const subscriptionCsvColumns: readonly CsvColumn<NewsletterSubscription>[] = [
  { header: 'ID', value: (subscription) => subscription.id },
  { header: 'Email', value: (subscription) => subscription.email },
  { header: 'First name', value: (subscription) => subscription.first_name ?? '' },
  { header: 'Last name', value: (subscription) => subscription.last_name ?? '' },
  { header: 'Status', value: (subscription) => statusLabel(subscription.status) },
  { header: 'Subscribed', value: (subscription) => subscription.subscribed_at },
];
