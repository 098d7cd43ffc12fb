import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const bulkActionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const count = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const trailing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
