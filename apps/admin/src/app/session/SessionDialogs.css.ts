import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const draft = style({
  margin: 0,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: '16rem',
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const draftField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const draftLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const draftValue = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // The admin selects and copies from here by hand too.
  userSelect: 'text',
});

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const status = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
