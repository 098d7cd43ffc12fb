import { formatCount } from '@aac/domain';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
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
  /**
   * `standalone` (the default): a bar of its own, boxed. `tableHeader`: drawn in the place of a
   * table's header row (the DataTable's use), filling the room it is given, without a box, and
   * Clear selection as an icon with its name in a tooltip, so the bar fits the row.
   */
  placement?: 'standalone' | 'tableHeader';
}

/**
 * Appears while rows are selected: the count ("3 selected"), the bulk actions, the escape hatch
 * to select every matching row ("Select all 245 matching subscriptions"), and a way to clear the
 * selection. The count is a live region,
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
  placement = 'standalone',
}: BulkActionBarProps) {
  const totalText = totalCount === undefined ? undefined : formatCount(totalCount);
  return (
    <section aria-label={label} className={bulkActionBar({ placement })}>
      <p className={count} aria-live="polite" aria-atomic="true">
        {/* "matching": the rows of the current search and filters, not every row there is. */}
        {isAllMatchingSelected && totalText !== undefined
          ? `All ${totalText} matching ${totalCount === 1 ? resourceName.singular : resourceName.plural} selected`
          : `${formatCount(selectedCount)} selected`}
      </p>
      {children ? <div className={actions}>{children}</div> : null}
      <div className={trailing}>
        {onSelectAllMatching && totalText !== undefined ? (
          // Short on screen, to fit a table's header row; the name says what the rows are.
          <Button
            variant="ghost"
            tone="brand"
            size="small"
            aria-label={`Select all ${totalText} matching ${resourceName.plural}`}
            onPress={onSelectAllMatching}
          >
            {`Select all ${totalText} matching`}
          </Button>
        ) : null}
        {placement === 'tableHeader' ? (
          <IconButton
            icon={<X size={16} />}
            label="Clear selection"
            showTooltip
            variant="ghost"
            tone="neutral"
            size="small"
            onPress={onClearSelection}
          />
        ) : (
          <Button
            variant="ghost"
            tone="neutral"
            size="small"
            icon={<X size={16} />}
            onPress={onClearSelection}
          >
            Clear selection
          </Button>
        )}
      </div>
    </section>
  );
}
