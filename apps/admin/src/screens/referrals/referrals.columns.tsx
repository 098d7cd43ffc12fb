/**
 * The tables of Referral Management (core spec §2.7, §3): referrals (referrer, referred,
 * commission, status, date) and payouts (user, amount, status, date, and approve and reject on
 * pending payouts only, §4), with the columns of their exports. Amounts in USD, en-US (§9).
 */
import { canDecidePayout, statusLabel } from '@aac/domain';
import {
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  MoneyCell,
  StatusBadge,
  StatusBadgeSkeleton,
  TextCell,
} from '@aac/ui';
import { Check, X } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { historyAction } from '../../kit/list/historyAction';
import type { Payout, Referral } from './referrals.list';

const referralColumn = createDataTableColumnHelper<Referral>();

export const referralColumns = referralColumn.columns([
  // Every column is ordered by the server (referralsList.sort): each id is the field it sends.
  referralColumn.accessor('referrer_email', {
    header: 'Referrer',
    enableSorting: true,
    meta: { isRowHeader: true, minWidth: 280 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  referralColumn.accessor('referred_email', {
    header: 'Referred',
    enableSorting: true,
    meta: { minWidth: 280 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  referralColumn.accessor('commission_amount', {
    header: 'Commission',
    enableSorting: true,
    meta: { align: 'end', minWidth: 128 },
    cell: ({ getValue }) => <MoneyCell amount={getValue()} />,
  }),
  referralColumn.accessor('status', {
    header: 'Status',
    enableSorting: true,
    meta: { minWidth: 112, skeleton: <StatusBadgeSkeleton /> },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  referralColumn.accessor('created_at', {
    header: 'Date',
    enableSorting: true,
    meta: { minWidth: 120 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

const payoutColumn = createDataTableColumnHelper<Payout>();

export const payoutColumns = payoutColumn.columns([
  payoutColumn.accessor('user_email', {
    header: 'User',
    meta: { isRowHeader: true, minWidth: 300 },
    cell: ({ getValue }) => <TextCell>{getValue()}</TextCell>,
  }),
  payoutColumn.accessor('amount', {
    header: 'Amount',
    meta: { align: 'end', minWidth: 120 },
    cell: ({ getValue }) => <MoneyCell amount={getValue()} />,
  }),
  payoutColumn.accessor('status', {
    header: 'Status',
    meta: { minWidth: 112, skeleton: <StatusBadgeSkeleton /> },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  payoutColumn.accessor('created_at', {
    header: 'Date',
    meta: { minWidth: 120 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

/** core spec §4: approve and reject are offered only on pending payouts, for an admin holding referrals.write. */
export const payoutActions = defineRowActions<Payout>()([
  {
    id: 'approve',
    label: 'Approve payout to',
    menuLabel: 'Approve',
    icon: <Check size={16} />,
    isAvailable: (payout) => canDecidePayout(payout.status),
  },
  {
    id: 'reject',
    label: 'Reject payout to',
    menuLabel: 'Reject',
    icon: <X size={16} />,
    tone: 'critical',
    isAvailable: (payout) => canDecidePayout(payout.status),
  },
  historyAction('referral_payout'),
]);

/** The columns of Export Referrals: every field of core spec §3; USD amounts, ISO 8601 timestamps. */
export const referralCsvColumns: readonly CsvColumn<Referral>[] = [
  { header: 'ID', value: (referral) => referral.id },
  { header: 'Referrer email', value: (referral) => referral.referrer_email },
  { header: 'Referred email', value: (referral) => referral.referred_email },
  { header: 'Commission (USD)', value: (referral) => referral.commission_amount },
  { header: 'Status', value: (referral) => statusLabel(referral.status) },
  { header: 'Date', value: (referral) => referral.created_at },
];

/** The columns of Export Payouts: every field of core spec §3. */
export const payoutCsvColumns: readonly CsvColumn<Payout>[] = [
  { header: 'ID', value: (payout) => payout.id },
  { header: 'User email', value: (payout) => payout.user_email },
  { header: 'Amount (USD)', value: (payout) => payout.amount },
  { header: 'Status', value: (payout) => statusLabel(payout.status) },
  { header: 'Date', value: (payout) => payout.created_at },
];
