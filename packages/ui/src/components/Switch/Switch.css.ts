import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '36px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRing(),
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
