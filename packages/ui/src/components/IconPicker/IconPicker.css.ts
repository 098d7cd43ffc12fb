import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: vars.space.xsmall,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&[data-selected]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandText,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-focus-visible]': focusRing(),
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const optionIcon = style({ display: 'inline-flex', width: '20px', height: '20px' });

export const optionLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
});
