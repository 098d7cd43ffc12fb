/**
 * The Payment History table (core spec §2.3, §3): transaction, payer, amount in USD (en-US),
 * status (an unknown one shown as pending, §4) and date with its time, and the columns of Export
 * Payments. Payer, amount, status and date sort on the server (paymentsList.sort).
 */
import { displayPaymentStatus, statusLabel } from '@aac/domain';
import {
  createDataTableColumnHelper,
  DateCell,
  MoneyCell,
  StatusBadge,
  StatusBadgeSkeleton,
  TextCell,
} from '@aac/ui';
import type { CsvColumn } from '../../kit/list/exportCsv';
import type { Payment } from './payments.list';

const column = createDataTableColumnHelper<Payment>();

// The widths sum to 888 px: the whole row beside the navigation from a 1,200 px window, the date
// with its time included. Sortable columns are ordered by the server (paymentsList.sort): each id
// is the field it sends.
export const paymentColumns = column.columns([
  column.accessor('transaction_id', {
    header: 'Transaction',
    meta: { isRowHeader: true, minWidth: 220 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('user_email', {
    header: 'User',
    enableSorting: true,
    meta: { minWidth: 248 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  column.accessor('amount', {
    header: 'Amount',
    enableSorting: true,
    meta: { align: 'end', minWidth: 112 },
    cell: ({ getValue }) => <MoneyCell amount={getValue()} />,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: true,
    meta: { minWidth: 112, skeleton: <StatusBadgeSkeleton /> },
    // core spec §4: an unknown payment status is displayed as pending.
    cell: ({ getValue }) => <StatusBadge status={displayPaymentStatus(getValue())} />,
  }),
  column.accessor('created_at', {
    header: 'Date',
    enableSorting: true,
    meta: { minWidth: 196 },
    // Several payments a day are common (a retry after a failure): the time tells them apart.
    cell: ({ getValue }) => <DateCell value={getValue()} withTime />,
  }),
]);

/** The columns of Export Payments: every field of core spec §3; amounts in USD, timestamps ISO 8601. */
export const paymentCsvColumns: readonly CsvColumn<Payment>[] = [
  { header: 'ID', value: (payment) => payment.id },
  { header: 'Transaction ID', value: (payment) => payment.transaction_id },
  { header: 'User email', value: (payment) => payment.user_email },
  { header: 'Amount (USD)', value: (payment) => payment.amount },
  { header: 'Status', value: (payment) => statusLabel(displayPaymentStatus(payment.status)) },
  { header: 'Date', value: (payment) => payment.created_at },
];
