import { errorMessage } from '@aac/api-client';
import { Banner, Button, Skeleton } from '@aac/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

export interface QueryViewProps<Data> {
  query: UseQueryResult<Data, unknown>;
  /** Read to screen readers while loading, e.g. "Loading the subscription". */
  loadingLabel: string;
  /** The failure's title, e.g. the spec's "Failed to fetch subscription details"; the reason follows. */
  failureTitle: string;
  children: (data: Data) => ReactNode;
}

/** A request's failure: what did not load, the reason, and Retry. */
export function QueryFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Banner
      tone="critical"
      title={title}
      action={
        <Button variant="solid" tone="neutral" size="small" icon={<RotateCw size={16} />} onPress={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Banner>
  );
}

/**
 * What one request shows inside a dialog or panel: skeleton lines while it loads, its failure
 * with the reason and Retry (never an empty panel), then the data.
 */
export function QueryView<Data>({ query, loadingLabel, failureTitle, children }: QueryViewProps<Data>) {
  if (query.isError) {
    return <QueryFailure title={failureTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <Skeleton count={3} label={loadingLabel} />;
  return children(query.data);
}
