import { useApi } from '@aac/api-client';
import { syncCountsLabel, syncStatusLabel } from '@aac/domain';
import { Badge, Skeleton } from '@aac/ui';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { QueryFailure } from '../../kit/QueryView';
import * as css from './StripePlansScreen.css';

/**
 * The sync status line of Plan Management (platform spec §2.7, §3, §4): "In Sync" or "Sync
 * Required" from needs_sync, with how many plans Stripe and the database hold. Polite, so the
 * new state is read out after a sync.
 */
export function SyncStatusLine() {
  const { $api } = useApi();
  const status = $api.useQuery('get', '/admin/stripe/sync-status');
  if (status.isError) {
    return (
      <QueryFailure
        title="The sync status could not be read"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const sync = status.data?.sync_status;
  return (
    <section className={css.syncLine} aria-label="Stripe sync status" aria-live="polite" aria-busy={!sync}>
      {sync ? (
        <>
          <Badge
            tone={sync.needs_sync ? 'caution' : 'positive'}
            icon={sync.needs_sync ? <RefreshCw size={12} /> : <CircleCheck size={12} />}
          >
            {syncStatusLabel(sync.needs_sync)}
          </Badge>
          <span className={css.syncCounts}>{syncCountsLabel(sync)}</span>
        </>
      ) : (
        <Skeleton count={1} label="Checking the sync status" />
      )}
    </section>
  );
}
