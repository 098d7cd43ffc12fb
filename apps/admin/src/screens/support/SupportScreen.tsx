import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, MESSAGES, NO_CONTENT_FOUND, SUPPORT_TABS, type SupportTab } from '@aac/domain';
import { Button, EmptyState, SearchField, Skeleton, Tabs } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useCreatedRowIds } from '../../kit/change/createdRows';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { AUDIT_READ, historyHref } from '../../kit/list/historyAction';
import { useListParams } from '../../kit/list/useListParams';
import { QueryFailure } from '../../kit/QueryView';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { useUrlTab } from '../../kit/useUrlTab';
import { SupportItemCard } from './SupportItemCard';
import {
  itemsOf,
  SUPPORT_TAB_KEYS,
  type SupportContent,
  type SupportItem,
  supportTab,
} from './support.content';
import * as styles from './support.css';

// The spec returns every tab at once: the search runs here, held in the URL (`?q=`) with the tab.
const SEARCH_ONLY = { filters: {} } as const;

// Loaded by the action that opens them.
const SupportItemDialog = lazyDialog(() => import('./SupportItemDialog').then((m) => m.SupportItemDialog));

/**
 * Support Content Management (platform spec §2.3): the five tabs (held in the URL), search by
 * title or description, Add New, the items of the tab as cards with edit and delete ("Are you
 * sure you want to delete this item?"), and "No content found" with Add New when nothing shows.
 */
export function SupportScreen() {
  const { $api } = useApi();
  const canWrite = usePermission('support.write');
  const canReadAudit = usePermission(AUDIT_READ);
  const content = $api.useQuery('get', '/admin/support/content');
  const created = useCreatedRowIds('/admin/support/content');
  const [tab, setTab] = useUrlTab(SUPPORT_TAB_KEYS);
  const params = useListParams(SEARCH_ONLY);
  const dialog = useRowDialog<'edit' | 'delete', SupportItem>();
  const [isAdding, setAdding] = useState(false);
  const change = useChange('supportContent');
  const remove = $api.useMutation('delete', '/admin/support/{tab}/{id}');
  const data = content.data as SupportContent | undefined;
  const categories = data?.categories ?? [];
  const addNew = canWrite ? (
    <Button icon={<Plus size={16} />} onPress={() => setAdding(true)}>
      Add New
    </Button>
  ) : undefined;

  const panel = (shown: SupportTab) => {
    const { label, noun } = supportTab(shown);
    if (content.isError) {
      return (
        <QueryFailure
          title="Support content could not be loaded"
          error={content.error}
          onRetry={() => void content.refetch()}
        />
      );
    }
    if (!data) return <Skeleton count={3} shape="block" label="Loading support content" />;
    const items = itemsOf(data, shown, params.search);
    if (items.length === 0) {
      return (
        <EmptyState
          headingLevel={2}
          title={NO_CONTENT_FOUND}
          hint={
            params.search
              ? `No ${label.toLowerCase()} match “${params.search}”. Try another word or clear the search.`
              : `There are no ${label.toLowerCase()} yet.${canWrite ? ` Add the first ${noun}.` : ''}`
          }
          action={addNew}
        />
      );
    }
    return (
      <ul className={styles.cards} aria-label={label}>
        {items.map((item) => (
          <SupportItemCard
            key={item.id}
            tab={shown}
            item={item}
            onEdit={canWrite ? (row) => dialog.open('edit', row) : undefined}
            onDelete={canWrite ? (row) => dialog.open('delete', row) : undefined}
            historyHref={canReadAudit ? historyHref('support_item', item.id) : undefined}
            isNew={created.has(String(item.id))}
          />
        ))}
      </ul>
    );
  };

  return (
    <ScreenPage actions={addNew}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search support content"
            placeholder="Search by title or description"
            value={params.search}
            onChange={params.setSearch}
          />
        </div>
      </div>
      <Tabs
        label="Support content"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as SupportTab)}
        items={SUPPORT_TABS.map((entry) => ({
          key: entry.tab,
          label: entry.label,
          count: data ? itemsOf(data, entry.tab, params.search).length : null,
          content: <div className={styles.panel}>{panel(entry.tab)}</div>,
        }))}
      />

      {isAdding ? (
        <SupportItemDialog tab={tab} categories={categories} onClose={() => setAdding(false)} />
      ) : null}
      {dialog.render('edit', (item) => (
        <SupportItemDialog tab={tab} item={item} categories={categories} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(item) => item.title}
        // platform spec §5.
        question={CONFIRMATIONS.deleteContent}
        isPending={change.isPending}
        onDelete={(item) =>
          change.run(
            () =>
              remove.mutateAsync({ params: { path: { tab, id: item.id }, header: ifMatch(item.version) } }),
            {
              // platform spec §8.
              failure: MESSAGES.contentDeleteFailed,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
