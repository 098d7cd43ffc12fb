import type { ReactNode } from 'react';
import { actionsSlot, filterBar, filtersSlot, searchSlot } from './FilterBar.css';

export interface FilterBarProps {
  /** Names the group for screen readers, e.g. "Filter users". */
  label?: string;
  /** Usually a SearchField. */
  search?: ReactNode;
  /** Selects and switches that narrow the list. */
  filters?: ReactNode;
  /** Trailing actions, e.g. "Export" or "Clear filters". */
  actions?: ReactNode;
}

/**
 * The row above a list: search, filters, then trailing actions. It wraps on medium widths and
 * stacks on a phone.
 */
export function FilterBar({ label = 'Filters', search, filters, actions }: FilterBarProps) {
  return (
    // A search landmark holding the search and the filters of one list.
    // biome-ignore lint/a11y/noRedundantRoles: older screen readers and Testing Library do not map <search> yet
    <search role="search" aria-label={label} className={filterBar}>
      {search ? <div className={searchSlot}>{search}</div> : null}
      {filters ? <div className={filtersSlot}>{filters}</div> : null}
      {actions ? <div className={actionsSlot}>{actions}</div> : null}
    </search>
  );
}
