import { errorMessage, useApi } from '@aac/api-client';
import { Button, DataTable } from '@aac/ui';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { deliveryColumns, deliveryName } from './emailDeliveries.columns';
import { sectionDescription, sectionHeader, sectionTitle, stack } from './settings.css';
import type { EmailDelivery } from './settings.form';

/** Where the deliveries are read: a test email sent, or the screen's Refresh, reloads them. */
export const DELIVERIES_PATH = '/admin/settings/email/deliveries';

const deliveryId = (delivery: EmailDelivery) => String(delivery.id);

/**
 * Recent deliveries (listEmailDeliveries): the 20 newest emails of the outbox, test emails and
 * notifications, with how each one's delivery went; Refresh asks again, as does every test sent.
 * A section of the page rather than a card, so the table has the page's whole width.
 */
export function EmailDeliveries() {
  const { $api } = useApi();
  const deliveries = $api.useQuery('get', DELIVERIES_PATH);
  const titleId = useId();
  const reload = () => void deliveries.refetch();
  return (
    <section aria-labelledby={titleId} className={stack}>
      <div className={sectionHeader}>
        <div>
          <h2 id={titleId} className={sectionTitle}>
            Recent deliveries
          </h2>
          <p className={sectionDescription}>
            The last 20 emails the service sent or is sending, newest first.
          </p>
        </div>
        <Button
          variant="soft"
          tone="neutral"
          icon={<RotateCw size={16} />}
          aria-label="Refresh deliveries"
          isPending={deliveries.isFetching && !deliveries.isPending}
          pendingLabel="Refreshing..."
          onPress={reload}
        >
          Refresh
        </Button>
      </div>
      <DataTable
        // Not the section's title: the table's scrolling region is a landmark of its own name.
        label="Email deliveries"
        columns={deliveryColumns}
        data={deliveries.data?.deliveries ?? []}
        getRowId={deliveryId}
        getRowName={deliveryName}
        isLoading={deliveries.isPending}
        loadingRowCount={3}
        error={deliveries.isError ? errorMessage(deliveries.error) : null}
        onRetry={reload}
        emptyState={{
          headingLevel: 3,
          title: 'No emails sent yet',
          hint: 'Test emails and notifications are listed here from the moment they are queued.',
        }}
      />
    </section>
  );
}
