// While pending, a button keeps focus, hover and pointer tracking (for tooltips) but drops
// every handler that would act on a press (the same rule as react-aria's own pending Button).
const KEPT_WHILE_PENDING = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

/** The state attributes react-aria puts on the button element (absent from its DOM props type). */
export interface StateAttributes {
  'data-hovered'?: true;
  'data-pressed'?: true;
}

/** The props of a pending button: everything but what would act on a press. */
export function withoutPressHandlers<Props extends object>(props: Props): Props {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)),
  ) as Props;
}

/**
 * The DOM attributes of a pending button: busy and not actionable for assistive technology, and
 * no hover or press look. Spread over react-aria's `render` props.
 */
export function pendingAttributes(
  pending: boolean,
  domProps: StateAttributes & { 'aria-disabled'?: boolean | 'true' | 'false' },
) {
  return {
    'aria-busy': pending || undefined,
    'aria-disabled': pending ? true : domProps['aria-disabled'],
    'data-pending': pending || undefined,
    'data-hovered': pending ? undefined : domProps['data-hovered'],
    'data-pressed': pending ? undefined : domProps['data-pressed'],
  };
}
