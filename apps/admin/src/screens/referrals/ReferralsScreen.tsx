import { type components, useApi } from '@aac/api-client';
import { formatCount, formatPercent, formatUsd } from '@aac/domain';
import { ConfirmDialog, DataTable, Stack, Tabs } from '@aac/ui';
import { Clock, Gift, Percent, Wallet } from 'lucide-react';
import { useRef } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { RefreshButton } from '../../kit/RefreshButton';
import { ScreenPage } from '../../kit/ScreenPage';
import { StatCards, type StatDefinition } from '../../kit/StatCards';
import { usePermission } from '../../kit/session/usePermission';
import { useUrlTab } from '../../kit/useUrlTab';
import {
  payoutActions,
  payoutColumns,
  payoutCsvColumns,
  referralColumns,
  referralCsvColumns,
} from './referrals.columns';
import { type Payout, payoutsList, referralsList } from './referrals.list';

type ReferralStats = components['schemas']['ReferralStats'];

/** core spec §2.7: the four stat cards, in order; payout sums in USD (contract), en-US (§9). */
const REFERRAL_STATS: readonly StatDefinition<ReferralStats>[] = [
  { label: 'Total Referrals', icon: <Gift size={18} />, value: (stats) => formatCount(stats.totalReferrals) },
  { label: 'Total Payouts', icon: <Wallet size={18} />, value: (stats) => formatUsd(stats.totalPayouts) },
  { label: 'Pending Payouts', icon: <Clock size={18} />, value: (stats) => formatUsd(stats.pendingPayouts) },
  {
    label: 'Conversion Rate',
    icon: <Percent size={18} />,
    value: (stats) => formatPercent(stats.conversionRate),
  },
];

/** core spec §2.7: the Referrals and Payouts tabs, held in the URL (?tab=payouts). */
const TABS = ['referrals', 'payouts'] as const;

/** Asked before a payout is rejected: the payee is not paid, and a rejected payout cannot be approved later. */
export const REJECT_PAYOUT_QUESTION =
  'Reject this payout? It will not be paid, and it cannot be approved afterwards.';

/** Asked before a payout is approved: money moves, so the amount and the payee are said (issue 38). */
export function approvePayoutQuestion(payout: Pick<Payout, 'amount' | 'user_email'>): string {
  return `Approve the payout of ${formatUsd(payout.amount)} to ${payout.user_email}?`;
}
/** What approving does, as the server does it: the payout is approved for payment, for good. */
export const APPROVE_PAYOUT_CONSEQUENCE =
  'It is marked approved for payment and cannot be rejected afterwards.';

/**
 * Referral Management (core spec §2.7): the four stat cards, Refresh, the Referrals and Payouts
 * tabs with their own search, status filter, pages and export, and approve and reject on pending
 * payouts (each asks first: approving says the amount and the payee).
 */
export function ReferralsScreen() {
  const referrals = useResourceList(referralsList);
  const payouts = useResourceList(payoutsList);
  const stats = useApi().$api.useQuery('get', '/admin/referral-stats');
  const [tab, setTab] = useUrlTab(TABS);
  const canWrite = usePermission('referrals.write');
  const dialog = useRowDialog<'reject' | 'approve', Payout>();
  const change = useChange('payouts');
  const { $api } = useApi();
  const approve = $api.useMutation('post', '/admin/referral-payouts/{id}/approve');
  const reject = $api.useMutation('post', '/admin/referral-payouts/{id}/reject');
  // The question keeps its payee while it animates out after the payout changed.
  const rejecting = dialog.rowFor('reject');
  const lastRejecting = useRef<Payout | null>(null);
  if (rejecting) lastRejecting.current = rejecting;
  const approving = dialog.rowFor('approve');
  const lastApproving = useRef<Payout | null>(null);
  if (approving) lastApproving.current = approving;

  const onPayoutAction = (action: 'approve' | 'reject', payout: Payout) => {
    dialog.open(action, payout);
  };

  return (
    <ScreenPage
      actions={
        <>
          <RefreshButton paths={['/admin/referrals', '/admin/referral-payouts', '/admin/referral-stats']} />
          {tab === 'referrals' ? (
            <ExportButton list={referrals} columns={referralCsvColumns} />
          ) : (
            <ExportButton list={payouts} columns={payoutCsvColumns} />
          )}
        </>
      }
    >
      <StatCards
        label="Referral statistics"
        query={stats}
        cards={REFERRAL_STATS}
        failureTitle="Referral statistics could not be loaded"
      />
      <Tabs
        label="Referral programme"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'payouts' ? 'payouts' : 'referrals')}
        items={[
          {
            key: 'referrals',
            label: 'Referrals',
            content: (
              <Stack>
                <ListFilters list={referrals} />
                <DataTable {...listTableProps(referrals)} columns={referralColumns} />
              </Stack>
            ),
          },
          {
            key: 'payouts',
            label: 'Payouts',
            content: (
              <Stack>
                <ListFilters list={payouts} />
                <DataTable
                  {...listTableProps(payouts)}
                  columns={payoutColumns}
                  {...(canWrite ? { rowActions: payoutActions, onRowAction: onPayoutAction } : {})}
                />
              </Stack>
            ),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={rejecting !== null}
        title={`Reject payout to ${lastRejecting.current?.user_email ?? ''}`}
        question={REJECT_PAYOUT_QUESTION}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        tone="critical"
        isPending={change.isPending}
        onConfirm={async () => {
          if (!rejecting) return;
          await change.run(
            () =>
              reject.mutateAsync({
                params: { path: { id: rejecting.id }, header: ifMatch(rejecting.version) },
              }),
            {
              failure: `The payout to ${rejecting.user_email} was not rejected`,
            },
          );
          dialog.close();
        }}
        onCancel={dialog.close}
      />
      <ConfirmDialog
        isOpen={approving !== null}
        title={`Approve payout to ${lastApproving.current?.user_email ?? ''}`}
        question={lastApproving.current ? approvePayoutQuestion(lastApproving.current) : ''}
        consequence={APPROVE_PAYOUT_CONSEQUENCE}
        confirmLabel="Approve"
        pendingLabel="Approving..."
        tone="brand"
        isPending={change.isPending}
        onConfirm={async () => {
          if (!approving) return;
          await change.run(
            () =>
              approve.mutateAsync({
                params: { path: { id: approving.id }, header: ifMatch(approving.version) },
              }),
            { failure: `The payout to ${approving.user_email} was not approved` },
          );
          dialog.close();
        }}
        onCancel={dialog.close}
      />
    </ScreenPage>
  );
}
