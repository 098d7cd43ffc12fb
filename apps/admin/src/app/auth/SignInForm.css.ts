import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.canvas,
});

export const card = style({
  width: '100%',
  maxWidth: '400px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const brand = style({
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnSolid,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `calc(-1 * ${vars.space.small}) 0 0`,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
