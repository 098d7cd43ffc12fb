import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const tooltip = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.canvas,
  fontSize: vars.fontSize.xsmall,
  boxShadow: vars.shadow.medium,
});
