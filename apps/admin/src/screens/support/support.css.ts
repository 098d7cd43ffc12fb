import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 280px', maxWidth: '480px' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const panel = style({ display: 'grid', gap: vars.space.medium, paddingTop: vars.space.medium });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardItem = style({ display: 'flex', minWidth: 0 });

export const card = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const cardTitles = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0, flex: 1 });

export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const markers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

export const cardActions = style({ display: 'flex', gap: vars.space.xxsmall, flexShrink: 0 });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
