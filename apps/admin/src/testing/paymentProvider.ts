import type { PaymentProviderStatus } from '../kit/PaymentProviderLine';

/** A default install: the server's own provider, no Stripe account (what the reference server says). */
export const LOCAL_PROVIDER: PaymentProviderStatus = {
  kind: 'local',
  mode: null,
  accountName: null,
  description: 'Local payment provider: no Stripe account is connected (demo data)',
};

/** A Stripe account's test key, with the name Stripe gives the account. */
export const STRIPE_TEST_PROVIDER: PaymentProviderStatus = {
  kind: 'stripe',
  mode: 'test',
  accountName: 'Bright Voices',
  description: 'Stripe, test mode: Bright Voices',
};

/** A Stripe account's live key. */
export const STRIPE_LIVE_PROVIDER: PaymentProviderStatus = {
  kind: 'stripe',
  mode: 'live',
  accountName: 'Bright Voices',
  description: 'Stripe, live mode: Bright Voices',
};
