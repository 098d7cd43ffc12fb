import { type ReactNode, type RefObject, useState } from 'react';
import { type AriaTooltipProps, useTooltipTrigger } from 'react-aria';
import { useTooltipTriggerState } from 'react-stately';
import { lazyPart } from '../../lazyPart';

export const TooltipBubble = lazyPart(() => import('./TooltipBubble').then((module) => module.TooltipBubble));

export interface LazyTooltipOptions {
  /** The text shown, e.g. the button's label or a cut value's whole text. */
  text: string;
  /** How long the pointer rests before the first tooltip opens, in milliseconds. */
  delay: number;
  /** No tooltip (e.g. a value that is not cut). */
  isDisabled?: boolean;
  placement?: 'top' | 'bottom start';
}

/**
 * A tooltip whose behaviour is react-aria's (hover with a delay and a warm-up shared by all
 * tooltips, keyboard focus, Escape, closing on press) and whose bubble, react-aria's positioned
 * Tooltip, loads the first time one opens or the pointer comes near: a list with a tooltip on
 * every row's buttons carries none of the overlay code until somebody points at one.
 * Spread `triggerProps` on the trigger element (react-aria's `mergeProps` with its own) and
 * render `bubble` beside it.
 */
export function useLazyTooltip(
  { text, delay, isDisabled = false, placement }: LazyTooltipOptions,
  triggerRef: RefObject<HTMLElement | null>,
): { triggerProps: ReturnType<typeof useTooltipTrigger>['triggerProps']; bubble: ReactNode } {
  const props: AriaTooltipProps & { delay: number; isDisabled: boolean } = { delay, isDisabled };
  const state = useTooltipTriggerState(props);
  const { triggerProps, tooltipProps } = useTooltipTrigger(props, state, triggerRef);
  // Mounted from the first opening on, so that react-aria's exit animation can play.
  const [hasOpened, setHasOpened] = useState(false);
  if (state.isOpen && !hasOpened) setHasOpened(true);
  const bubble = hasOpened ? (
    <TooltipBubble state={state} tooltipProps={tooltipProps} triggerRef={triggerRef} placement={placement}>
      {text}
    </TooltipBubble>
  ) : null;
  return {
    triggerProps: isDisabled
      ? triggerProps
      : { ...triggerProps, onPointerEnter: chainPreload(triggerProps.onPointerEnter) },
    bubble,
  };
}

/** Starts loading the bubble when the pointer arrives, so it is there when the delay ends. */
function chainPreload<Event>(handler: ((event: Event) => void) | undefined) {
  return (event: Event) => {
    TooltipBubble.preload();
    handler?.(event);
  };
}
