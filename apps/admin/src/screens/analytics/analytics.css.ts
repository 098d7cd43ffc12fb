import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/**
 * Below the chart, the four panels two abreast from a tablet up, each pair as tall as its taller
 * panel: a free column count left three and a hole on a wide window, and top-aligned panels of
 * different lengths left gaps under the shorter one.
 */
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shareRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const shareValue = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
});

/** The bar under each share: its track, and the fill whose width is the share (set inline as a percentage). */
export const track = style({
  display: 'block',
  gridColumn: '1 / -1',
  height: '8px',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.small,
  background: vars.color.chart1,
});

export const rankedRow = style({
  display: 'grid',
  gridTemplateColumns: '2ch minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const rank = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** A url or an email cut to one line; the whole text is in its title and read in full by screen readers. */
export const cut = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const muted = style({ color: vars.color.textMuted });

export const activityRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `0 ${vars.space.small}`,
  fontSize: vars.fontSize.small,
});
