import { Columns3 } from 'lucide-react';
import { useRef } from 'react';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { lazyPart } from '../../lazyPart';
import { IconButton } from '../IconButton';
import type { OptionalColumn } from './useColumnFit';

// The menu (react-aria's popover and menu) loads when the pointer or focus reaches the button.
const ColumnChooserPopover = lazyPart(() =>
  import('./ColumnChooserPopover').then((module) => module.ColumnChooserPopover),
);

export interface ColumnChooserProps {
  /** The columns that may step aside, in table order. */
  columns: ReadonlyArray<OptionalColumn>;
  /** The admin ticked or unticked a column. */
  onChoose: (id: string, isShown: boolean) => void;
}

/** What the button says it does, and how many columns are out of view. */
export function columnChooserLabel(columns: ReadonlyArray<OptionalColumn>): string {
  const hidden = columns.filter((column) => !column.isShown).map((column) => column.label);
  return hidden.length === 0
    ? 'Columns: all shown'
    : `Columns: ${hidden.length} hidden (${hidden.join(', ')})`;
}

/**
 * The "Columns" button in the row actions header: a menu of the columns that may step aside when
 * the table is narrow, each with a tick when shown. The menu stays open while ticking, so several
 * can be changed at once; Escape or a press outside closes it.
 */
export function ColumnChooser({ columns, onChoose }: ColumnChooserProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  const label = columnChooserLabel(columns);
  return (
    <>
      <IconButton
        {...menuTriggerProps}
        ref={triggerRef}
        icon={<Columns3 />}
        label={label}
        showTooltip
        size="small"
        variant="ghost"
        onHoverStart={ColumnChooserPopover.preload}
        onFocus={ColumnChooserPopover.preload}
      />
      {state.isOpen ? (
        <ColumnChooserPopover
          state={state}
          triggerRef={triggerRef}
          menuProps={menuProps}
          columns={columns}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}
