import { type ReactNode, type RefObject, useRef } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import {
  Menu,
  MenuItem,
  OverlayTriggerStateContext,
  Popover,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';
import type { ActionMenuItem } from './ActionMenu';
import { criticalItem, item, itemIcon, menu, popover } from './ActionMenu.css';

export interface ActionMenuPopoverProps {
  /** The trigger's open state, from react-stately's useMenuTriggerState. */
  state: RootMenuTriggerState;
  /** The trigger button the popover hangs from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The menu's id, name and focus strategy, from react-aria's useMenuTrigger. */
  menuProps: AriaMenuOptions<unknown>;
  /** The menu's accessible name: the trigger's label, e.g. "More actions for Jane Doe". */
  label: string;
  /** The choices, in menu order. */
  items: ReadonlyArray<ActionMenuItem>;
  /** Called with the chosen item's id; the menu then closes. */
  onAction: (id: string) => void;
}

/** What the Menu inside a TriggeredMenuFrame spreads: its id, name, focus, closing and scroll box. */
export interface FramedMenuProps {
  id: string | undefined;
  'aria-labelledby': string | undefined;
  autoFocus: AriaMenuOptions<unknown>['autoFocus'];
  onClose: (() => void) | undefined;
  ref: RefObject<HTMLDivElement | null>;
  className: string;
}

export interface TriggeredMenuFrameProps {
  /** The trigger's open state, from react-stately's useMenuTriggerState. */
  state: RootMenuTriggerState;
  /** The trigger button the popover hangs from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The menu's id, name and focus strategy, from react-aria's useMenuTrigger. */
  menuProps: AriaMenuOptions<unknown>;
  /** Renders the Menu, spreading the props it is handed. */
  children: (menu: FramedMenuProps) => ReactNode;
}

/**
 * react-aria's Popover hung from a trigger of useMenuTrigger, with the contexts its MenuTrigger
 * would give, so that the Menu inside behaves as it does there (focus moves into the menu and
 * back to the trigger, Escape and a press outside close it). The caller renders the Menu with
 * the props it is handed. Shared by the row actions menu and the table's Columns menu.
 */
export function TriggeredMenuFrame({ state, triggerRef, menuProps, children }: TriggeredMenuFrameProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <RootMenuTriggerStateContext.Provider value={state}>
        <Popover
          className={popover}
          placement="bottom end"
          trigger="MenuTrigger"
          triggerRef={triggerRef}
          scrollRef={scrollRef}
          aria-labelledby={menuProps['aria-labelledby']}
        >
          {children({
            id: menuProps.id,
            'aria-labelledby': menuProps['aria-labelledby'],
            autoFocus: menuProps.autoFocus,
            onClose: menuProps.onClose,
            ref: scrollRef,
            className: menu,
          })}
        </Popover>
      </RootMenuTriggerStateContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}

/** The open part of an ActionMenu: its items in a TriggeredMenuFrame; choosing one closes it. */
export function ActionMenuPopover({
  state,
  triggerRef,
  menuProps,
  label,
  items,
  onAction,
}: ActionMenuPopoverProps) {
  return (
    <TriggeredMenuFrame state={state} triggerRef={triggerRef} menuProps={menuProps}>
      {(framed) => (
        <Menu {...framed} aria-label={label} onAction={(key) => onAction(String(key))}>
          {items.map((menuItem) => (
            <MenuItem
              key={menuItem.id}
              id={menuItem.id}
              textValue={menuItem.label}
              aria-label={menuItem.accessibleLabel}
              href={menuItem.href}
              isDisabled={menuItem.isDisabled}
              className={menuItem.tone === 'critical' ? `${item} ${criticalItem}` : item}
            >
              {menuItem.icon ? (
                <span aria-hidden="true" className={itemIcon}>
                  {menuItem.icon}
                </span>
              ) : null}
              {menuItem.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </TriggeredMenuFrame>
  );
}
