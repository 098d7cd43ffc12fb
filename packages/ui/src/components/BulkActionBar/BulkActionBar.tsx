import { formatCount } from '@aac/domain';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { actions, bulkActionBar, count, trailing } from './BulkActionBar.css';

/** What the rows are, in both numbers: `{ singular: 'subscription', plural: 'subscriptions' }`. */
export interface ResourceName {
  singular: string;
  plural: string;
}

const ROWS: ResourceName = { singular: 'row', plural: 'rows' };

export interface BulkActionBarProps {
  /** How many rows the actions apply to. */
  selectedCount: number;
  /** How many rows match the current search and filters, on every page. */
  totalCount?: number;
  /** True once "Select all N" was chosen: the actions apply to every matching row. */
  isAllMatchingSelected?: boolean;
  /**
   * Offers "Select all N <rows>" when the whole page is selected but more rows match
   * (Polaris's escape hatch). Leave undefined when it does not apply.
   */
  onSelectAllMatching?: () => void;
  /** "Clear selection" was pressed: unselect every row. */
  onClearSelection: () => void;
  /** What a row is called, singular and plural, for "3 subscriptions selected"; "row" unless given. */
  resourceName?: ResourceName;
  /** The bulk-action buttons, e.g. "Activate", "Unsubscribe", "Delete". */
  children?: ReactNode;
  /** The toolbar's accessible name. */
  label?: string;
}

/**
 * Appears while rows are selected: the count ("3 selected"), the bulk actions, the escape hatch
 * to select every matching row, and a way to clear the selection. The count is a live region,
 * so screen readers hear the selection grow and shrink.
 */
export function BulkActionBar({
  selectedCount,
  totalCount,
  isAllMatchingSelected = false,
  onSelectAllMatching,
  onClearSelection,
  resourceName = ROWS,
  children,
  label = 'Bulk actions',
}: BulkActionBarProps) {
  const totalText = totalCount === undefined ? undefined : formatCount(totalCount);
  return (
    <section aria-label={label} className={bulkActionBar}>
      <p className={count} aria-live="polite" aria-atomic="true">
        {isAllMatchingSelected && totalText !== undefined
          ? `All ${totalText} ${totalCount === 1 ? resourceName.singular : resourceName.plural} selected`
          : `${formatCount(selectedCount)} selected`}
      </p>
      {children ? <div className={actions}>{children}</div> : null}
      <div className={trailing}>
        {onSelectAllMatching && totalText !== undefined ? (
          <Button variant="ghost" tone="brand" size="small" onPress={onSelectAllMatching}>
            {`Select all ${totalText} ${resourceName.plural}`}
          </Button>
        ) : null}
        <Button variant="ghost" tone="neutral" size="small" icon={<X size={16} />} onPress={onClearSelection}>
          Clear selection
        </Button>
      </div>
    </section>
  );
}
