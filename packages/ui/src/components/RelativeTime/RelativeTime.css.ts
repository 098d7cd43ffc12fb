import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { tooltip as tooltipLook } from '../Tooltip/Tooltip.css';

export const time = style({
  position: 'relative',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  textDecoration: `underline dotted ${vars.color.borderStrong}`,
  textUnderlineOffset: '3px',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': focusRing(),
  },
});

/**
 * The exact moment above the relative one, while hovered or focused: the same look as an icon
 * button's tooltip, anchored at the right edge, where lists put their times.
 */
export const tooltip = style([
  tooltipLook,
  {
    display: 'none',
    position: 'absolute',
    insetInlineEnd: 0,
    bottom: 'calc(100% + 6px)',
    zIndex: vars.zIndex.sticky,
    selectors: {
      [`${time}:hover > &, ${time}:focus-visible > &`]: { display: 'block' },
    },
  },
]);

/** A moment at the start of a row: its tooltip opens rightwards, inside the table. */
export const startTooltip = style({ insetInlineEnd: 'auto', insetInlineStart: 0, whiteSpace: 'nowrap' });
