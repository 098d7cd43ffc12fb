import type { AreaHandlers } from '../http/operation-types.ts';
import { receiveEvent } from '../providers/stripe-webhooks.ts';

/** Events from the payment provider (src/providers/stripe-webhooks.ts): public, signed by Stripe. */
export const webhookHandlers = {
  async receiveStripeEvent(request) {
    return { received: true as const, ...(await receiveEvent(request)) };
  },
} satisfies AreaHandlers;
