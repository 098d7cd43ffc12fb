import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const listCount = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
