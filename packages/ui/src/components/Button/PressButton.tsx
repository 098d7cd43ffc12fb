import type { DOMAttributes, ReactNode, Ref } from 'react';
import {
  type AriaButtonProps,
  type HoverEvents,
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
} from 'react-aria';
import { pendingAttributes, withoutPressHandlers } from './pending';

/** What a PressButton takes: react-aria's button props and hover events, and a busy state. */
export interface PressButtonProps
  extends Omit<AriaButtonProps<'button'>, 'elementType' | 'children'>,
    HoverEvents {
  /** The content of the button. */
  children?: ReactNode;
  /** The button's class, which reads the states below. */
  className?: string;
  /**
   * A request started by this button is running: it keeps focus and hover tracking, ignores
   * presses, and is busy for assistive technology, with no hover or press look.
   */
  isPending?: boolean;
  /** The <button> element, for code that must focus or measure it. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * DOM handlers and attributes another behaviour puts on the element (a tooltip's pointer and
   * focus handlers), chained with the button's own.
   */
  domProps?: DOMAttributes<HTMLButtonElement>;
}

/**
 * The one press target under Button, IconButton, the Select's trigger and the table's sort
 * headers: a native <button> with react-aria's button, hover and focus-ring hooks, so keyboard,
 * pointer and touch behave alike, and with the states marked as react-aria's Button marks them
 * (`data-hovered`, `data-pressed`, `data-focused`, `data-focus-visible`, `data-disabled`, and
 * `data-rac`, which the styles read to tell these from plain native buttons). Unlike
 * react-aria-components' Button it brings no slots, contexts or progress bar into the first load
 * of every page: no caller fills a react-aria slot with a button.
 */
export function PressButton({
  children,
  className,
  isPending = false,
  ref,
  domProps,
  ...props
}: PressButtonProps) {
  const buttonRef = useObjectRef(ref);
  const behaviour = isPending ? withoutPressHandlers(props) : props;
  const { buttonProps, isPressed } = useButton({ ...behaviour, elementType: 'button' }, buttonRef);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ autoFocus: props.autoFocus });
  const { hoverProps, isHovered } = useHover({ ...behaviour, isDisabled: props.isDisabled });
  const states = {
    'data-hovered': isHovered || undefined,
    'data-pressed': isPressed || undefined,
  } as const;
  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps, domProps)}
      ref={buttonRef}
      className={className}
      data-rac=""
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={props.isDisabled || undefined}
      {...states}
      {...pendingAttributes(isPending, { ...states, 'aria-disabled': buttonProps['aria-disabled'] })}
    >
      {children}
    </button>
  );
}
