import type { components } from '@aac/api-client/schema';
import { Badge } from '@aac/ui';
import { CircleCheck, Info } from 'lucide-react';
import * as css from './PaymentProviderLine.css';

export type PaymentProviderStatus = components['schemas']['PaymentProviderStatus'];

const badgeOf = (provider: PaymentProviderStatus) =>
  provider.kind === 'local'
    ? { tone: 'caution' as const, label: 'No Stripe account', icon: <Info size={12} /> }
    : provider.mode === 'live'
      ? { tone: 'positive' as const, label: 'Live', icon: <CircleCheck size={12} /> }
      : { tone: 'info' as const, label: 'Test mode', icon: <Info size={12} /> };

/**
 * Which payment provider the plans and payments are kept with, as the server says it (contract
 * PaymentProviderStatus): the screens keep the spec's "Stripe" words, and this line says whether
 * a Stripe account is behind them. Its room is kept while the answer that carries it loads, so
 * nothing below moves when it arrives; a backend that does not say shows nothing.
 */
export function PaymentProviderLine({
  provider,
  isLoading = false,
}: {
  provider: PaymentProviderStatus | undefined;
  /** The answer that carries it is still loading: keep its room. */
  isLoading?: boolean;
}) {
  if (!provider) return isLoading ? <p className={css.line} aria-hidden="true" /> : null;
  const badge = badgeOf(provider);
  return (
    <p className={css.line}>
      <Badge tone={badge.tone} icon={badge.icon}>
        {badge.label}
      </Badge>
      <span className={css.description}>{provider.description}</span>
    </p>
  );
}
