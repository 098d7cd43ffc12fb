import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brandText, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

/** One width for one and two digits (and for the blank pill of a count still loading). */
export const count = style({
  display: 'inline-block',
  minWidth: '2em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xsmall,
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A tab's marker: a small brand dot after its label (its words are for screen readers). */
export const marker = style({
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  marginInlineStart: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  verticalAlign: 'middle',
});
