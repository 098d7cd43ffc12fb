import { Check } from 'lucide-react';
import type { RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import { Header, Menu, MenuItem, MenuSection } from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';
import { item, itemIcon } from '../ActionMenu/ActionMenu.css';
import { TriggeredMenuFrame } from '../ActionMenu/ActionMenuPopover';
import { menuHeading } from './DataTable.css';
import type { OptionalColumn } from './useColumnFit';

export interface ColumnChooserPopoverProps {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<unknown>;
  columns: ReadonlyArray<OptionalColumn>;
  onChoose: (id: string, isShown: boolean) => void;
}

/** The open part of a ColumnChooser: a menu of ticks in a TriggeredMenuFrame. */
export function ColumnChooserPopover({
  state,
  triggerRef,
  menuProps,
  columns,
  onChoose,
}: ColumnChooserPopoverProps) {
  const shown = columns.filter((column) => column.isShown).map((column) => column.id);
  return (
    <TriggeredMenuFrame state={state} triggerRef={triggerRef} menuProps={menuProps}>
      {(framed) => (
        <Menu
          {...framed}
          selectionMode="multiple"
          selectedKeys={shown}
          // Ticking keeps the menu open: several columns can change at once.
          shouldCloseOnSelect={false}
          onSelectionChange={(keys) => {
            const next = keys === 'all' ? new Set(columns.map((column) => column.id)) : keys;
            for (const column of columns) {
              if (next.has(column.id) !== column.isShown) onChoose(column.id, next.has(column.id));
            }
          }}
        >
          <MenuSection>
            <Header className={menuHeading}>Show columns</Header>
            {columns.map((column) => (
              <MenuItem key={column.id} id={column.id} textValue={column.label} className={item}>
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className={itemIcon}>
                      {isSelected ? <Check /> : null}
                    </span>
                    {column.label}
                  </>
                )}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      )}
    </TriggeredMenuFrame>
  );
}
