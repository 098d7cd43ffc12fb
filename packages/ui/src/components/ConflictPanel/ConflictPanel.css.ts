import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** A caution panel: nothing is lost, but the admin must choose before anything is saved. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px solid ${vars.color.caution}`,
  borderRadius: vars.radius.medium,
  background: vars.color.cautionSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.cautionText,
});

export const note = style({ margin: 0, color: vars.color.text });

/** The fields changed since, at most a few lines: it scrolls sideways rather than widening the dialog. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const headerCell = style([cell, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted }]);

export const fieldCell = style([cell, { fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
