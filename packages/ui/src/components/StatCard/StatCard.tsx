import { trendDirection } from '@aac/domain';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  caption as captionClass,
  card,
  header,
  icon as iconClass,
  label as labelClass,
  type TrendChangeVariants,
  titles,
  trendChange,
  trendLine,
  trendPlaceholder,
  value as valueClass,
  valuePlaceholder,
} from './StatCard.css';

export type TrendDirection = 'up' | 'down' | 'neutral';

export interface StatTrend {
  /** The change as the card writes it, e.g. "+12.5%" (core spec §2.8's fixed texts, or a real change). */
  text: string;
  /** Read from the sign of `text` ("+" up, "-" down) unless given. */
  direction?: TrendDirection;
  /**
   * Whether the change is good news. Up is positive and down critical unless given: for
   * "Failed payments", up is bad news (`tone: 'critical'`).
   */
  tone?: TrendChangeVariants['tone'];
  /**
   * What the change compares with: "from last period" unless given; `null` for a figure that
   * compares with nothing (a fixed text, not derived from data).
   */
  comparison?: string | null;
}

export interface StatCardProps {
  /** What is counted, e.g. "Total Revenue". */
  label: string;
  /** What the figure covers, under the label, e.g. "New sign-ups". */
  caption?: string;
  /** The figure, already formatted ("$12,408.50"), or a number formatted by `format`. */
  value?: string | number;
  /** Formats a numeric `value`, e.g. `formatUsd` or `formatPercent` from @aac/domain. */
  format?: (value: number) => string;
  /** A lucide-react icon element; decoration only. */
  icon?: ReactNode;
  /** The change since the last period under the figure, e.g. `{ text: '+12.5%' }`. */
  trend?: StatTrend;
  /** Loading: a placeholder instead of the figure, and the card is marked busy. */
  isLoading?: boolean;
  /** The card shows a trend once loaded: while it loads, a placeholder holds the trend's line. */
  hasTrend?: boolean;
}

const DIRECTION_WORD: Record<TrendDirection, string> = { up: 'up', down: 'down', neutral: 'unchanged' };
const DIRECTION_ICON: Record<TrendDirection, typeof ArrowUpRight> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  neutral: ArrowRight,
};
const DIRECTION_TONE: Record<TrendDirection, NonNullable<TrendChangeVariants['tone']>> = {
  up: 'positive',
  down: 'critical',
  neutral: 'neutral',
};

function directionOf(trend: StatTrend): TrendDirection {
  if (trend.direction) return trend.direction;
  const read = trendDirection(trend.text);
  return read === 'flat' ? 'neutral' : read;
}

/** "up 12.5% from last period": the change as a sentence, since "+" and colour are not read out. */
function trendDescription(direction: TrendDirection, trend: StatTrend): string {
  const comparison = trend.comparison === undefined ? 'from last period' : trend.comparison;
  const magnitude = direction === 'neutral' ? null : trend.text.replace(/^[+\-−]\s*/, '');
  return [DIRECTION_WORD[direction], magnitude, comparison].filter(Boolean).join(' ');
}

/**
 * One figure of a dashboard: label, value, optional icon and period-over-period trend. The
 * trend's sign and colour are also said in words for screen readers ("up 12.5% from last period").
 */
export function StatCard({
  label,
  caption,
  value,
  format,
  icon,
  trend,
  isLoading = false,
  hasTrend = false,
}: StatCardProps) {
  const labelId = useId();
  const shown = typeof value === 'number' && format ? format(value) : value;
  const direction = trend ? directionOf(trend) : 'neutral';
  const TrendIcon = DIRECTION_ICON[direction];

  return (
    <article aria-labelledby={labelId} aria-busy={isLoading || undefined} className={card}>
      <div className={header}>
        <div className={titles}>
          <h3 id={labelId} className={labelClass}>
            {label}
          </h3>
          {caption ? <p className={captionClass}>{caption}</p> : null}
        </div>
        {icon ? (
          <span aria-hidden="true" className={iconClass}>
            {icon}
          </span>
        ) : null}
      </div>
      {isLoading ? (
        <>
          <div className={valuePlaceholder}>
            <Skeleton shape="block" size="fill" label={`Loading ${label}`} />
          </div>
          {hasTrend ? (
            <div className={trendPlaceholder}>
              <Skeleton shape="block" size="fill" label={null} />
            </div>
          ) : null}
        </>
      ) : (
        <p className={valueClass}>{shown ?? '—'}</p>
      )}
      {trend && !isLoading ? (
        <p className={trendLine}>
          <span aria-hidden="true" className={trendChange({ tone: trend.tone ?? DIRECTION_TONE[direction] })}>
            <TrendIcon size={14} />
            {trend.text}
          </span>
          {trend.comparison === null ? null : (
            <span aria-hidden="true">{trend.comparison ?? 'from last period'}</span>
          )}
          <VisuallyHidden>{trendDescription(direction, trend)}</VisuallyHidden>
        </p>
      ) : null}
    </article>
  );
}
