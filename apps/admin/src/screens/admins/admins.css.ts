import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** "Off" in the two-factor column: quiet, so the admins who have it on stand out. */
export const twoFactorOff = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The role's badge and, under it, the role's own name in words. */
export const roleCell = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const roleName = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
