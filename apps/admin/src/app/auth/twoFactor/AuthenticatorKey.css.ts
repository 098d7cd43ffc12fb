import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

// White with a quiet zone in both themes: scanners need dark modules on a light ground.
export const qrCode = style({
  width: '176px',
  height: '176px',
  flex: 'none',
  padding: vars.space.small,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const manual = style({
  flex: '1 1 160px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const manualLabel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const key = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.standard,
  letterSpacing: '0.05em',
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  // The groups wrap at their spaces on a narrow screen, never inside a group.
  wordSpacing: '0.2em',
  userSelect: 'all',
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
