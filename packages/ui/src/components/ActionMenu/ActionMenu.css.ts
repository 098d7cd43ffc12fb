import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { popover as selectPopover } from '../Select/Select.css';

/** The same raised surface as a picker's list, wide enough for a verb phrase. */
export const popover = style([selectPopover, { minWidth: '200px', maxWidth: 'min(320px, 90vw)' }]);

export const menu = style({ outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing({ offset: '-2px' }),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Destructive items (delete) read as such before they are chosen. */
export const criticalItem = style({
  color: vars.color.criticalText,
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.criticalSoft } },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '16px',
  height: '16px',
  color: 'inherit',
});

globalStyle(`${itemIcon} > svg`, { width: '100%', height: '100%' });
