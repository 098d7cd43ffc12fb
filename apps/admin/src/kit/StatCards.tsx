import { StatCard, type StatTrend, VisuallyHidden } from '@aac/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { QueryFailure } from './QueryView';
import { statCards } from './StatCards.css';

/** One card of a screen's statistics: what it counts, how it reads its figure from the answer. */
export interface StatDefinition<Data> {
  label: string;
  /** What the figure covers, under the label, e.g. "New sign-ups". */
  caption?: string;
  icon: ReactNode;
  /** The figure as the card shows it, e.g. `formatUsd(stats.totalRevenue)`. */
  value: (data: Data) => string;
  trend?: (data: Data) => StatTrend | undefined;
}

export interface StatCardsProps<Data> {
  /** Names the group for screen readers, e.g. "Payment statistics". */
  label: string;
  query: UseQueryResult<Data, unknown>;
  cards: readonly StatDefinition<Data>[];
  /** The failure's title, e.g. "Payment statistics could not be loaded"; the reason follows. */
  failureTitle: string;
}

/**
 * The stat cards at the top of a screen (payments, referrals, analytics), four abreast on a
 * laptop, two abreast on a tablet or a phone. While the figures load every card shows
 * its placeholder, never a 0 that is not real; when they fail, the reason and Retry take their
 * place (core spec §8 calls these failures silent; an outage must not read as zeros).
 */
export function StatCards<Data>({ label, query, cards, failureTitle }: StatCardsProps<Data>) {
  const headingId = useId();
  if (query.isError && query.data === undefined) {
    return <QueryFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { data } = query;
  return (
    <section aria-labelledby={headingId} className={statCards}>
      {/* The cards' titles are h3s; this h2 keeps the outline whole under the page's h1. */}
      <VisuallyHidden elementType="h2">
        <span id={headingId}>{label}</span>
      </VisuallyHidden>
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          caption={card.caption}
          icon={card.icon}
          isLoading={data === undefined}
          hasTrend={card.trend !== undefined}
          value={data === undefined ? undefined : card.value(data)}
          trend={data === undefined ? undefined : card.trend?.(data)}
        />
      ))}
    </section>
  );
}
