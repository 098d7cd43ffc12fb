import { Ellipsis } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { lazyPart } from '../../lazyPart';
import { IconButton } from '../IconButton';

// The menu itself (react-aria's popover, menu and focus containment) loads when the pointer or
// focus reaches a trigger, or on the first press: a table with a menu on every row carries none
// of it until then.
export const ActionMenuPopover = lazyPart(() =>
  import('./ActionMenuPopover').then((module) => module.ActionMenuPopover),
);

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
  /** The item goes to this address (a link) instead of doing something; `onAction` still hears it. */
  href?: string;
  /**
   * Shown but not choosable, its label saying why ("Stripe IDs already exist"): an action that is
   * part of the record's story but done already.
   */
  isDisabled?: boolean;
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
 * move, Enter chooses, Escape closes (react-aria's MenuTrigger hooks and Menu; the menu's code
 * loads on the way, see ActionMenuPopover).
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
  // Controlled, so that a pending menu stays shut: a press on the spinning trigger does nothing.
  const [isOpen, setOpen] = useState(false);
  const state = useMenuTriggerState({
    isOpen: isOpen && !isPending,
    onOpenChange: (open) => setOpen(open && !isPending),
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu', isDisabled }, state, triggerRef);
  // The menu takes focus when it opens, so a press leaves it to the menu; a pending trigger opens
  // nothing and takes focus as any pressed button does.
  const { preventFocusOnPress, ...triggerProps } = menuTriggerProps;
  return (
    <>
      <IconButton
        {...triggerProps}
        preventFocusOnPress={preventFocusOnPress && !isPending}
        ref={triggerRef}
        icon={<Ellipsis />}
        label={label}
        showTooltip
        isPending={isPending}
        isDisabled={isDisabled}
        data-action={dataAction}
        size={size}
        variant="ghost"
        onHoverStart={ActionMenuPopover.preload}
        onFocus={ActionMenuPopover.preload}
      />
      {state.isOpen ? (
        <ActionMenuPopover
          state={state}
          triggerRef={triggerRef}
          menuProps={menuProps}
          label={label}
          items={items}
          // The ids are the items' own, so the one chosen is one of `Id`.
          onAction={(id) => onAction(id as Id)}
        />
      ) : null}
    </>
  );
}
