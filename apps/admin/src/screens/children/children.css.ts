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
 * The progress bar keeps a readable width inside its column. (The DataTable's cells are
 * positioned, so the bar's visually hidden label stays inside the table's sideways scroller.)
 */
export const progressCell = style({
  display: 'block',
  minWidth: 72,
});

/** The child's picture (or initial) beside the name and diagnosis. */
export const withAvatar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
