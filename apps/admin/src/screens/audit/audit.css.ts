import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The changed fields under the entry's facts. */
export const changes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.large,
});

export const changesHeading = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const fieldList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

export const fieldName = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const fieldValue = style({ margin: 0 });

/** Before → after side by side; each side wraps its own long text. */
export const diff = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.small,
  margin: 0,
});

const value = style({
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  // Line breaks and JSON's indentation kept; a long word, address or token wrapped.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const before = style([value, { background: vars.color.criticalSoft }]);
export const after = style([value, { background: vars.color.positiveSoft }]);

/** JSON reads in the monospaced face, as code does. */
export const json = style({ fontFamily: vars.font.mono });

/** "empty": the field had no value, not the word. */
export const empty = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const arrow = style({ color: vars.color.textMuted, paddingTop: vars.space.xxsmall });

export const secret = style([value, { background: vars.color.neutralSoft, fontStyle: 'italic' }]);
