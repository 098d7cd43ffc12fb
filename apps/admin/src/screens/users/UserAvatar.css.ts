import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
