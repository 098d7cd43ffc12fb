import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** "Off" in the two-factor column: quiet, so the admins who have it on stand out. */
export const twoFactorOff = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
