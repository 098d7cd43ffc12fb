import type { components } from '@aac/api-client';
import { DEVICE_LABELS, formatCount, formatPercent, TRAFFIC_SOURCE_LABELS } from '@aac/domain';
import { Card, RelativeTime } from '@aac/ui';
import {
  activityRow,
  cut,
  fill,
  list,
  muted,
  rank,
  rankedRow,
  shareRow,
  shareValue,
  track,
} from './analytics.css';

type Analytics = components['schemas']['Analytics'];

/** The shares of a whole as labelled bars, each value written out (the bar only repeats it). */
function Shares({
  title,
  shares,
}: {
  title: string;
  shares: ReadonlyArray<{ label: string; value: number }>;
}) {
  return (
    <Card title={title} headingLevel={2}>
      <ul className={list}>
        {shares.map((share) => (
          <li key={share.label} className={shareRow}>
            <span>{share.label}</span>
            <span className={shareValue}>{formatPercent(share.value)}</span>
            <span aria-hidden="true" className={track}>
              <span
                className={fill}
                // The one value only known at run time; set through the DOM, not an inline stylesheet.
                style={{ width: `${Math.min(100, Math.max(0, share.value))}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** core spec §2.8: Traffic Sources (Direct, Organic Search, Social Media, Referral), percent. */
export function TrafficSources({ sources }: { sources: Analytics['trafficSources'] }) {
  const shares = (Object.keys(TRAFFIC_SOURCE_LABELS) as Array<keyof typeof TRAFFIC_SOURCE_LABELS>).map(
    (key) => ({ label: TRAFFIC_SOURCE_LABELS[key], value: sources[key] }),
  );
  return <Shares title="Traffic Sources" shares={shares} />;
}

/** core spec §2.8: Device Statistics (Desktop, Mobile, Tablet), percent. */
export function DeviceStatistics({ devices }: { devices: Analytics['deviceStats'] }) {
  const shares = (Object.keys(DEVICE_LABELS) as Array<keyof typeof DEVICE_LABELS>).map((key) => ({
    label: DEVICE_LABELS[key],
    value: devices[key],
  }));
  return <Shares title="Device Statistics" shares={shares} />;
}

/** core spec §2.8: Top Pages, ranked (most views first, as the server answers), url and views. */
export function TopPages({ pages }: { pages: Analytics['topPages'] }) {
  return (
    <Card title="Top Pages" headingLevel={2}>
      {pages.length === 0 ? (
        <p className={muted}>No page views in this period.</p>
      ) : (
        <ol className={list}>
          {pages.map((page, index) => (
            <li key={page.url} className={rankedRow}>
              <span aria-hidden="true" className={rank}>
                {index + 1}
              </span>
              <span className={cut} title={page.url}>
                {page.url}
              </span>
              <span className={shareValue}>{`${formatCount(page.views)} views`}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * core spec §2.8: Recent User Activity, newest first: the action, the user's email and the
 * timestamp (date and time, en-US); to the second on hover or keyboard focus (RelativeTime's tooltip).
 */
export function RecentActivity({ activity }: { activity: Analytics['userActivity'] }) {
  return (
    <Card title="Recent User Activity" headingLevel={2}>
      {activity.length === 0 ? (
        <p className={muted}>No user activity in this period.</p>
      ) : (
        <ul className={list}>
          {activity.map((item) => (
            <li key={`${item.timestamp}-${item.user_email}-${item.action}`} className={activityRow}>
              <span>{item.action}</span>
              <RelativeTime value={item.timestamp} show="moment" />
              <span className={`${cut} ${muted}`} title={item.user_email}>
                {item.user_email}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
