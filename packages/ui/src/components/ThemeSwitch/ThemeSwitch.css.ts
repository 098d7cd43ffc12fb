import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const themeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing(),
    '&[data-selected]': { color: vars.color.brandText },
  },
});

globalStyle(`${themeSwitch} svg`, { width: '18px', height: '18px' });
