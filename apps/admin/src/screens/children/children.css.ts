import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** A cell with a main line and a quieter second line (child and diagnosis, parent and email). */
export const stacked = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const primaryLine = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const secondaryLine = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

/** "No diagnosis" reads as the absence of a value, not as a diagnosis. */
export const missingValue = style({
  fontStyle: 'italic',
});

/**
 * The progress bar keeps a readable width inside its column. Positioned, so the bar's visually
 * hidden label (absolutely positioned) stays inside the table's sideways scroller instead of
 * widening the page on a narrow screen.
 */
export const progressCell = style({
  display: 'block',
  position: 'relative',
  minWidth: 72,
});

/** The child's picture (or initial) beside the name and diagnosis. */
export const withAvatar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
