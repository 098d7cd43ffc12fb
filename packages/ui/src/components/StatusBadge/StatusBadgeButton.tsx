import { useRef } from 'react';
import { button } from '../Button/Button.css';
import { ButtonContent, PendingStatus } from '../Button/ButtonParts';
import { PressButton } from '../Button/PressButton';
import { useLazyTooltip } from '../Tooltip/useLazyTooltip';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge';
import { statusBadgeButton } from './StatusBadge.css';

export interface StatusBadgeButtonProps extends Pick<StatusBadgeProps, 'status' | 'tones' | 'labels'> {
  /**
   * The accessible name: the word the badge shows first (what a voice user says), then whose it
   * is and what a press does, e.g. "Active (Facebook), press to deactivate".
   */
  label: string;
  /**
   * What a press does, shown in a tooltip on hover and on keyboard focus, e.g. "Deactivate this
   * link".
   */
  tooltip: string;
  /** Runs the change the badge offers (it is not called while `isPending`). */
  onPress: () => void;
  /**
   * The change started by a press is running: a spinner shows beside the badge, the button is
   * busy for assistive technology, ignores presses and keeps focus (as Button does).
   */
  isPending?: boolean;
}

/**
 * A status badge that changes the status when pressed (a social link's Active badge): a real
 * button with a hover look that shows over a hovered table row, the focus ring, and a tooltip
 * saying what a press does. Show a plain StatusBadge to someone who may not change it.
 */
export function StatusBadgeButton({
  status,
  tones,
  labels,
  label,
  tooltip,
  onPress,
  isPending = false,
}: StatusBadgeButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // react-aria's tooltip behaviour on the button; the bubble's code loads when one first opens.
  const { triggerProps, bubble } = useLazyTooltip({ text: tooltip, delay: 500 }, buttonRef);
  const badge = <StatusBadge status={status} tones={tones} labels={labels} />;
  return (
    <>
      <PressButton
        // The tooltip's hover and focus handlers join the button's own.
        domProps={triggerProps}
        ref={buttonRef}
        type="button"
        aria-label={label}
        isPending={isPending}
        onPress={onPress}
        className={`${button({ variant: 'ghost', tone: 'neutral', size: 'small' })} ${statusBadgeButton}`}
      >
        <ButtonContent pending={isPending} label={badge} />
      </PressButton>
      <PendingStatus isPending={isPending} label={badge} />
      {bubble}
    </>
  );
}
