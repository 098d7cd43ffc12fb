import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const question = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.standard,
});

export const consequence = style({
  margin: `${vars.space.small} 0 0`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.standard,
});
