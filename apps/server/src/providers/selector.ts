import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { readSettingsGroup } from '../settings/settings-store.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export interface PaymentProviderStatus {
  kind: 'local' | 'stripe';
  mode: 'test' | 'live' | null;
  accountName: string | null;
  description: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Which payment provider the plan screens talk to (see PaymentProviders.current). */
    payments: PaymentProviders;
  }
}

/**
 * Chooses the payment provider, created once with the app (docs/design.md "Reference server"):
 *
 * 1. STRIPE_SECRET_KEY (config.stripeSecretKey) set: Stripe with that key, always.
 * 2. Otherwise the Integrations settings (platform spec §3) when `stripeEnabled` is on and a
 *    `stripeSecretKey` is stored: Stripe with that key. Read on every plan request, so an admin
 *    switching Stripe on or off in Settings takes effect at once, on every server instance.
 * 3. Otherwise the local provider, in this database.
 *
 * Stripe clients are kept per key; nothing else is held in memory.
 */
export class PaymentProviders {
  private readonly local: LocalPaymentProvider;
  private readonly stripeByKey = new Map<string, StripePaymentProvider>();
  private override: PaymentProvider | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<ServerConfig, 'stripeSecretKey'>,
  ) {
    this.local = new LocalPaymentProvider(db);
  }

  async current(): Promise<PaymentProvider> {
    if (this.override) return this.override;
    if (this.config.stripeSecretKey) return this.stripe(this.config.stripeSecretKey);
    const integrations = await readSettingsGroup(this.db, 'integrations');
    const key = integrations.stripeSecretKey;
    if (integrations.stripeEnabled === true && typeof key === 'string' && key.trim() !== '') {
      return this.stripe(key.trim());
    }
    return this.local;
  }

  /** Which provider is in use, in the words every plan and payment screen shows (contract PaymentProviderStatus). */
  async status(): Promise<PaymentProviderStatus> {
    const provider = await this.current();
    if (!(provider instanceof StripePaymentProvider)) {
      return {
        kind: 'local',
        mode: null,
        accountName: null,
        description: 'Local payment provider: no Stripe account is connected (demo data)',
      };
    }
    const accountName = await provider.account();
    const mode = provider.mode;
    return {
      kind: 'stripe',
      mode,
      accountName,
      description: `Stripe, ${mode} mode${accountName ? `: ${accountName}` : ''}`,
    };
  }

  /** In-process tests only: answer with this provider until called again without one. */
  use(provider: PaymentProvider | undefined): void {
    this.override = provider;
  }

  private stripe(key: string): StripePaymentProvider {
    let provider = this.stripeByKey.get(key);
    if (!provider) {
      provider = new StripePaymentProvider(key);
      this.stripeByKey.set(key, provider);
    }
    return provider;
  }
}

/** Decorates the app with its payment providers (called once from app.ts). */
export function registerPaymentProviders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'stripeSecretKey'>,
  db: Kysely<Database>,
): void {
  app.decorate('payments', new PaymentProviders(db, config));
}
