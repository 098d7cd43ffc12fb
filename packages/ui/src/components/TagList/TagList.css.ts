import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { standardBadgeHeight } from '../Badge/Badge.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tagButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': {
      color: vars.color.textSubtle,
      cursor: 'default',
      background: vars.color.surfaceSunken,
    },
  },
});

export const more = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const mark = style({ display: 'inline-flex', flexShrink: 0 });

/**
 * While the tags load: pills of a badge's height, each in a list item's place, so the row is as
 * tall as a row of tags and what follows does not move when they arrive.
 */
export const loadingTag = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '5.5rem',
  height: standardBadgeHeight,
  borderRadius: vars.radius.full,
});

/** "+N more" and "Show fewer" among clickable tags: a quiet text button beside them. */
export const moreButton = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.brandText,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing(),
  },
});
