import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const codes = style({
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.standard,
  letterSpacing: '0.03em',
  color: vars.color.text,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
