/**
 * The payments API for the Payment Management stories: contract-typed handlers (openapi-msw)
 * around in-memory rows that answer like the reference server (search over email and
 * transaction id, the status filter and the sorts with unknown statuses as pending, pages), the
 * stat cards and the pricing plans with their price change. They record what they received and
 * fail on request.
 */
import type { components } from '@aac/api-client';
import { displayPaymentStatus, PAYMENT_STATUSES, pricesAfterMonthlyChange } from '@aac/domain';
import { delay, type RequestHandler } from 'msw';
import type { PaymentProviderStatus } from '../../kit/PaymentProviderLine';
import { fakeRows, LIST_FAILURE, type ListMode, pagePagination } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { http } from '../../testing/storyApi';
import { offContract, offContractFields } from '../../testing/storyContract';
import { createVersionTrail } from '../../testing/versionTrail';
import { PAYMENT_STATS, PAYMENTS, PRICING_PLANS } from './fixtures';
import type { Payment, PricingPlan } from './payments.list';

type ErrorBody = components['schemas']['Error'];

export interface PaymentsApiOptions extends ListApiOptions<Payment> {
  /** How the stat cards answer: normally, never (loading), or with a 500. */
  stats?: ListMode;
  /** How the plans answer. */
  plans?: ListMode;
  plansRows?: readonly PricingPlan[];
  /** Refuse every price change with a 500. */
  priceFailure?: boolean;
  /** The payment provider the list says is in use (the local one by default). */
  provider?: PaymentProviderStatus;
}

export interface PaymentsApi extends ListScreenApi {
  priceUpdates: Array<{ id: number; price: number }>;
  payments(): Payment[];
  statsRequests: () => number;
  plansRequests: () => number;
}

export const PRICE_FAILURE: ErrorBody = {
  error: 'provider_unavailable',
  message: 'The payment provider did not answer; the price is unchanged.',
};

async function answerMode(mode: ListMode | undefined, calls: number): Promise<'ok' | 'error'> {
  if (mode === 'loading') await delay('infinite');
  if (mode === 'error' || (mode === 'errorAfterFirst' && calls > 1)) return 'error';
  return 'ok';
}

export function createPaymentsApi(options: PaymentsApiOptions = {}): PaymentsApi {
  const payments = fakeRows(options.rows ?? PAYMENTS, {
    searchText: (payment) => `${payment.user_email} ${payment.transaction_id}`,
    // core spec §4: the filter is of the status shown, so pending also finds unknown statuses.
    filters: { status: (payment, value) => displayPaymentStatus(payment.status) === value },
    // The reference server's orders: statuses in the filter's order (core §2.3), an unknown one
    // as pending (§4); the email case-insensitive.
    sort: {
      user_email: (payment) => payment.user_email.toLowerCase(),
      amount: (payment) => payment.amount,
      status: (payment) => PAYMENT_STATUSES.indexOf(displayPaymentStatus(payment.status)),
      created_at: (payment) => payment.created_at,
    },
  });
  let plans = [...(options.plansRows ?? PRICING_PLANS)];
  const planTrail = createVersionTrail();
  const priceUpdates: PaymentsApi['priceUpdates'] = [];
  let statsRequests = 0;
  let plansRequests = 0;

  const handlers: RequestHandler[] = [
    http.get('/admin/payments', async ({ request, response }) => {
      const answer = await payments.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      // Off the contract on purpose: row 5's status of an older backend ("disputed", core §4).
      return offContract(
        response(200).json({
          payments: answer.rows,
          pagination: pagePagination(answer.pagination),
          provider: options.provider ?? LOCAL_PROVIDER,
        }),
        offContractFields('payments', answer.rows, 'status', (status) => !PAYMENT_STATUSES.includes(status)),
      );
    }),
    http.get('/admin/payment-stats', async ({ response }) => {
      statsRequests += 1;
      if ((await answerMode(options.stats, statsRequests)) === 'error')
        return response(500).json(LIST_FAILURE);
      return response(200).json(PAYMENT_STATS);
    }),
    http.get('/admin/pricing', async ({ response }) => {
      plansRequests += 1;
      if ((await answerMode(options.plans, plansRequests)) === 'error')
        return response(500).json(LIST_FAILURE);
      return response(200).json({ plans });
    }),
    http.put('/admin/pricing/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const { price } = await request.json();
      priceUpdates.push({ id, price });
      const plan = plans.find((candidate) => candidate.id === id);
      const stale = plan && planTrail.check(id, plan, request, 'pricing plan');
      if (stale) return response(412).json(stale);
      if (options.priceFailure) return response(500).json(PRICE_FAILURE);
      if (!plan) return response(404).json(payments.notFound('Pricing plan', id));
      // One price per plan: the yearly price follows a monthly one while it is the rule's own.
      const yearly =
        plan.billing_cycle === 'month' &&
        plan.price_yearly !== undefined &&
        plan.yearly_discount_percentage !== undefined
          ? {
              price_yearly: pricesAfterMonthlyChange(
                {
                  price_monthly: plan.price,
                  price_yearly: plan.price_yearly,
                  yearly_discount_percentage: plan.yearly_discount_percentage,
                },
                price,
              ).price_yearly,
            }
          : {};
      const updated = planTrail.write(id, plan, { ...plan, price, ...yearly });
      plans = plans.map((candidate) => (candidate.id === id ? updated : candidate));
      return response(200).json({ success: true, message: 'Price updated successfully.', plan: updated });
    }),
  ];

  return {
    handlers,
    listQueries: payments.listQueries,
    rowCount: () => payments.all().length,
    priceUpdates,
    payments: payments.all,
    statsRequests: () => statsRequests,
    plansRequests: () => plansRequests,
  };
}
