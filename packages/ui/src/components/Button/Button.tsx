import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { visuallyHidden } from '../VisuallyHidden';
import { type ButtonVariants, button, buttonIcon, pendingIcon } from './Button.css';
import { pendingAttributes, withoutPressHandlers } from './pending';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>,
    ButtonVariants {
  /** The label: a verb saying what happens, e.g. "Save changes". */
  children: ReactNode;
  /** An icon (lucide-react element) shown before the label. */
  icon?: ReactNode;
  /**
   * The label while `isPending` is true, e.g. "Creating..." or "Saving...". The spec's busy labels
   * replace the button text while a request runs (platform spec §2.8).
   */
  pendingLabel?: string;
  /** The <button> element, for code that must focus or measure it. */
  ref?: Ref<HTMLButtonElement>;
  /** `solid` (default) for the main action, `soft` for secondary ones, `ghost` for the quietest. */
  variant?: ButtonVariants['variant'];
  /** `brand` (default), `critical` for destructive actions, `neutral` for everything else. */
  tone?: ButtonVariants['tone'];
  /** `small` in toolbars and table rows; standard unless given. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of its container, e.g. on the sign-in form. */
  fullWidth?: ButtonVariants['fullWidth'];
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
        {pending ? (
          <LoaderCircle aria-hidden="true" className={pendingIcon} />
        ) : icon ? (
          <span aria-hidden="true" className={buttonIcon}>
            {icon}
          </span>
        ) : null}
        <span>{label}</span>
      </AriaButton>
      {/*
        Only buttons that can be pending (the caller passes `isPending`, even false) carry the
        region: it must be in the page before its text changes for screen readers to speak it.
      */}
      {isPending === undefined ? null : (
        <span role="status" className={visuallyHidden}>
          {pending ? label : null}
        </span>
      )}
    </>
  );
}
