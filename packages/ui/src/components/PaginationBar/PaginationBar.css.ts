import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const paginationBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const summary = style({
  margin: 0,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

export const pageSizeField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // The size picked ("10") in tabular figures, as the page numbers: their width then hardly
  // changes when Inter swaps in for its fallback, and the bar, right-aligned, stays where it is.
  fontVariantNumeric: 'tabular-nums',
});

/** The page buttons' room while the count is not known: kept, but nothing shown or reachable. */
export const pendingPageList = style({ visibility: 'hidden' });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * Page numbers keep one width so the bar does not jump while paging through 1-digit and 2-digit
 * pages: two of Inter's digits (its ch is 0.6455 em). In em, not ch: a ch is the zero of whatever
 * font draws it, so it would change when Inter swaps in for its fallback.
 */
export const pageNumber = style({
  minWidth: '1.291em',
  display: 'inline-flex',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** "Next" with its chevron after the word, aligned like Previous's leading icon. */
export const trailingIconLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
