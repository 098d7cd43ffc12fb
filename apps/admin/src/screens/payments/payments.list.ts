/**
 * The Payment History list (core spec §2.3, §7): GET /admin/payments, searched by payer email
 * and transaction id, filtered by status (all, completed, pending, failed, refunded), 5/10/25/50/100
 * a page, paged and sorted by the server (the contract's optional paging of this list), newest
 * first until a column header asks for another order.
 */
import type { components } from '@aac/api-client';
import { PAYMENT_STATUS_FILTERS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfOptionalPagePagination } from '../../kit/list/resourceList';

export type Payment = components['schemas']['Payment'];
export type PricingPlan = components['schemas']['PricingPlan'];

export const paymentsList = defineResourceList<Payment>()({
  path: '/admin/payments',
  label: 'Payments',
  noun: { one: 'payment', other: 'payments' },
  search: { placeholder: 'Search by email or transaction ID' },
  filters: { status: filterFrom('Status', PAYMENT_STATUS_FILTERS) },
  pageSize: 'selectable',
  paging: 'server',
  // The transaction id is an opaque provider reference: nothing to read in its order.
  sort: { fields: ['user_email', 'amount', 'status', 'created_at'] },
  rows: (data) => data.payments,
  totals: (data) => totalsOfOptionalPagePagination(data.pagination, data.payments.length),
  rowId: (payment) => String(payment.id),
  rowName: (payment) => payment.transaction_id,
  empty: {
    title: 'No payments found',
    hint: 'Payments appear here once users subscribe to a paid plan.',
    filteredHint: 'No payment matches this search and this status. Try adjusting or clearing them.',
  },
});
