import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': {
      ...focusRing({ offset: '-1px' }),
      borderColor: vars.color.focusRing,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceSunken },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '34px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const stepperIcon = style({ width: '14px', height: '14px' });
