import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme';

/**
 * Sticks to the bottom of the window (a little above its edge) while the block it ends runs past
 * the window; at that block's end it sits in the flow, after the last field, covering nothing.
 * Sticky, not fixed: it stays in its column, never over a sidebar.
 */
export const stickyActionBar = style({
  position: 'sticky',
  bottom: vars.space.medium,
  // Over the content it passes, a table's sticky header and pinned cells included.
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.medium}`,
  paddingBlock: vars.space.small,
  paddingInline: `${vars.space.large} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

/**
 * While a bar is on the page, whatever is scrolled into view (a field reached with Tab, an error
 * scrolled to) stops above it rather than under it: its height, the gap under it and some air.
 * On a phone its actions wrap under the message, so it is taller.
 */
globalStyle(`html:has(${stickyActionBar})`, {
  scrollPaddingBottom: '6rem',
  '@media': { [mediaQueries.belowTablet]: { scrollPaddingBottom: '9rem' } },
});

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
});

/** The brand dot of a Tabs marker, so the bar reads as the same "unsaved changes". */
export const marker = style({
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

/** At the end of the row; on a phone, wrapped under the message, still at the end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
