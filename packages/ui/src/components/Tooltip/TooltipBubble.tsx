import type { RefObject } from 'react';
import type { TooltipTriggerAria } from 'react-aria';
import { Tooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately';
import { tooltip } from './Tooltip.css';

export interface TooltipBubbleProps {
  /** The trigger's state, from useLazyTooltip. */
  state: TooltipTriggerState;
  /** The tooltip's id and role, from react-aria's useTooltipTrigger. */
  tooltipProps: TooltipTriggerAria['tooltipProps'];
  /** The element the bubble points at. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Where the bubble sits beside its trigger. */
  placement?: 'top' | 'bottom start';
  /** The text of the bubble. */
  children: string;
}

/**
 * The bubble of a tooltip: react-aria's Tooltip (its positioning and portal), loaded the first time
 * a tooltip opens, fed the state of the trigger the way react-aria's TooltipTrigger would.
 */
export function TooltipBubble({
  state,
  tooltipProps,
  triggerRef,
  placement = 'top',
  children,
}: TooltipBubbleProps) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...tooltipProps, triggerRef }}>
        <Tooltip className={tooltip} offset={6} placement={placement}>
          {children}
        </Tooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
