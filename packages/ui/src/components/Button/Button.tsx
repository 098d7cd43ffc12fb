import { button } from './Button.css';
import { ButtonContent, type ButtonLookProps, PendingStatus } from './ButtonParts';
import { PressButton, type PressButtonProps } from './PressButton';

export interface ButtonProps
  extends Omit<PressButtonProps, 'className' | 'children' | 'domProps'>,
    ButtonLookProps {}

/**
 * A press target on react-aria's button hooks (PressButton): keyboard, pointer and touch behave
 * alike, and a pending button keeps focus, ignores presses and is announced busy.
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
  ...props
}: ButtonProps) {
  const pending = isPending === true;
  const label = pending && pendingLabel ? pendingLabel : children;
  return (
    <>
      <PressButton
        {...props}
        isPending={pending}
        // A pending submit button must not submit its form again (Enter in a text field included).
        type={pending && type === 'submit' ? 'button' : type}
        className={button({ variant, tone, size, fullWidth })}
      >
        <ButtonContent pending={pending} icon={icon} label={label} />
      </PressButton>
      <PendingStatus isPending={isPending} label={label} />
    </>
  );
}
