import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css';
import { ButtonContent, type ButtonLookProps, PendingStatus } from './ButtonParts';
import { pendingAttributes, withoutPressHandlers } from './pending';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>,
    ButtonLookProps {
  /** The <button> element, for code that must focus or measure it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A press target built on react-aria's Button: keyboard, pointer and touch behave alike, and a
 * pending button keeps focus, ignores presses and is announced busy.
 *
 * The pending state is ours rather than react-aria's `isPending`: react-aria announces a pending
 * button through its global LiveAnnouncer with an `aria-labelledby` pointing at the button, and
 * that announcement outlives the button by 7 seconds. A dialog that closes after saving leaves a
 * hidden `role="img"` labelled by an element that no longer exists, which axe (rightly) fails.
 * Here the announcement is a polite live region beside the button, holding text rather than a
 * reference, and it leaves the page together with its button.
 */
export function Button({
  children,
  icon,
  pendingLabel,
  isPending,
  variant,
  tone,
  size,
  fullWidth,
  type = 'button',
  ref,
  ...props
}: ButtonProps) {
  const pending = isPending === true;
  const ariaProps = pending ? withoutPressHandlers(props) : props;
  const label = pending && pendingLabel ? pendingLabel : children;
  return (
    <>
      <AriaButton
        {...ariaProps}
        ref={ref}
        // A pending submit button must not submit its form again (Enter in a text field included).
        type={pending && type === 'submit' ? 'button' : type}
        className={button({ variant, tone, size, fullWidth })}
        render={(domProps) => <button {...domProps} {...pendingAttributes(pending, domProps)} />}
      >
        <ButtonContent pending={pending} icon={icon} label={label} />
      </AriaButton>
      <PendingStatus isPending={isPending} label={label} />
    </>
  );
}
