import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  margin: 0,
  alignItems: 'baseline',
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  overflowWrap: 'anywhere',
});

/** One term and its value; the grid of the list lays them out. */
export const group = style({ display: 'contents' });
