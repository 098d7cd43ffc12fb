import { type components, useApi } from '@aac/api-client';
import { formatCount, formatUsd } from '@aac/domain';
import { DataTable, Stack, Tabs } from '@aac/ui';
import { AlertTriangle, CalendarDays, DollarSign, Users } from 'lucide-react';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { PaymentProviderLine } from '../../kit/PaymentProviderLine';
import { RefreshButton } from '../../kit/RefreshButton';
import { ScreenPage } from '../../kit/ScreenPage';
import { StatCards, type StatDefinition } from '../../kit/StatCards';
import { useUrlTab } from '../../kit/useUrlTab';
import { PricingPlans } from './PricingPlans';
import { paymentColumns, paymentCsvColumns } from './payments.columns';
import { paymentsList } from './payments.list';

type PaymentStats = components['schemas']['PaymentStats'];

/** core spec §2.3: the four stat cards, in order; amounts in USD, en-US (§9). */
const PAYMENT_STATS: readonly StatDefinition<PaymentStats>[] = [
  { label: 'Total Revenue', icon: <DollarSign size={18} />, value: (stats) => formatUsd(stats.totalRevenue) },
  {
    label: 'Monthly Revenue',
    icon: <CalendarDays size={18} />,
    value: (stats) => formatUsd(stats.monthlyRevenue),
  },
  {
    label: 'Active Subscriptions',
    icon: <Users size={18} />,
    value: (stats) => formatCount(stats.activeSubscriptions),
  },
  {
    label: 'Failed Payments',
    icon: <AlertTriangle size={18} />,
    value: (stats) => formatCount(stats.failedPayments),
  },
];

/** core spec §2.3: Payment History and Pricing Plans; the tab is held in the URL (?tab=pricing). */
const TABS = ['history', 'pricing'] as const;

/**
 * Payment Management (core spec §2.3): the four stat cards, Refresh, Export Payments (every
 * payment matching the search and status), and the Payment History and Pricing Plans tabs.
 */
export function PaymentsScreen() {
  const list = useResourceList(paymentsList);
  const stats = useApi().$api.useQuery('get', '/admin/payment-stats');
  const [tab, setTab] = useUrlTab(TABS);

  return (
    <ScreenPage
      actions={
        <>
          <RefreshButton paths={['/admin/payments', '/admin/payment-stats', '/admin/pricing']} />
          <ExportButton list={list} columns={paymentCsvColumns} />
        </>
      }
    >
      <PaymentProviderLine provider={list.answer?.provider} isLoading={list.isLoading} />
      <StatCards
        label="Payment statistics"
        query={stats}
        cards={PAYMENT_STATS}
        failureTitle="Payment statistics could not be loaded"
      />
      <Tabs
        label="Payments"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as (typeof TABS)[number])}
        items={[
          {
            key: 'history',
            label: 'Payment History',
            content: (
              <Stack>
                <ListFilters list={list} />
                <DataTable {...listTableProps(list)} columns={paymentColumns} />
              </Stack>
            ),
          },
          { key: 'pricing', label: 'Pricing Plans', content: <PricingPlans /> },
        ]}
      />
    </ScreenPage>
  );
}
