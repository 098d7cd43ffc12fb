import { Ellipsis } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { criticalItem, item, itemIcon, menu, popover } from './ActionMenu.css';

/** One choice of an ActionMenu. */
export interface ActionMenuItem<Id extends string = string> {
  /** Passed to `onAction` when chosen. */
  id: Id;
  /** What the item does, as a verb phrase: "Manage subscription", "Deactivate", "Delete". */
  label: string;
  /** A lucide-react icon element shown before the label. */
  icon?: ReactNode;
  /** `critical` for destructive actions: red text, so Delete never looks like Edit. */
  tone?: 'neutral' | 'critical';
  /**
   * The item's accessible name when the label alone is ambiguous out of context, e.g. "Delete
   * Jane Doe" for a row's menu; it must contain the label (WCAG 2.5.3, label in name).
   */
  accessibleLabel?: string;
}

export interface ActionMenuProps<Id extends string = string> {
  /** The trigger's accessible name and tooltip, e.g. "More actions for Jane Doe". */
  label: string;
  /** The choices, in menu order. */
  items: ReadonlyArray<ActionMenuItem<Id>>;
  /** Called with the chosen item's id; the menu closes and focus returns to the trigger. */
  onAction: (id: Id) => void;
  /** A request started from this menu is running: the trigger spins and ignores presses. */
  isPending?: boolean;
  /** The trigger's size: `small` inside table rows. */
  size?: 'standard' | 'small';
  /** Nothing can be chosen (the admin may only read); the trigger is disabled. */
  isDisabled?: boolean;
  /** Put on the trigger, e.g. for a table to find the same menu in another row. */
  'data-action'?: string;
}

/**
 * A labelled "more actions" button opening a menu of named actions: where a row or a card has
 * more actions than fit as icon buttons. Keyboard: Enter, Space or ArrowDown opens it, arrows
 * move, Enter chooses, Escape closes (react-aria's Menu).
 */
export function ActionMenu<Id extends string>({
  label,
  items,
  onAction,
  isPending = false,
  size = 'standard',
  isDisabled = false,
  'data-action': dataAction,
}: ActionMenuProps<Id>) {
  // Controlled, so that a pending menu stays shut: the trigger's press comes from MenuTrigger's
  // context, which the pending button cannot drop.
  const [isOpen, setOpen] = useState(false);
  return (
    <MenuTrigger isOpen={isOpen && !isPending} onOpenChange={(open) => setOpen(open && !isPending)}>
      <IconButton
        icon={<Ellipsis />}
        label={label}
        showTooltip
        isPending={isPending}
        isDisabled={isDisabled}
        data-action={dataAction}
        size={size}
        variant="ghost"
      />
      <Popover className={popover} placement="bottom end">
        <Menu className={menu} aria-label={label} onAction={(key) => onAction(key as Id)}>
          {items.map((menuItem) => (
            <MenuItem
              key={menuItem.id}
              id={menuItem.id}
              textValue={menuItem.label}
              aria-label={menuItem.accessibleLabel}
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
      </Popover>
    </MenuTrigger>
  );
}
