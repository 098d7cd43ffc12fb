import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { skeletonText } from '../Skeleton/Skeleton.css';

/** The avatar beside the lines of a name cell. */
export const withAvatar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/** The lines of a loading name cell take the room beside the avatar, as the name will. */
export const skeletonLines = style({ flex: '1 1 auto' });

/** The avatar's place while the table loads: the standard Avatar's size. */
export const avatarSkeleton = style([
  skeletonText,
  { width: '32px', height: '32px', borderRadius: vars.radius.full, flexShrink: 0 },
]);

/**
 * The lines of a two-line cell. One track of `minmax(0, 1fr)`: the lines never make the column
 * wider than the table gives it, so a long secondary line is cut with an ellipsis instead.
 */
export const stacked = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The name: breaks anywhere rather than widening the table, and stops after two lines. */
export const primaryLine = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** The quieter second line (an email, a diagnosis): one line, never broken mid-word. */
export const secondaryLine = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** "No diagnosis", "N/A", "—": reads as the absence of a value, not as a value. */
export const missingValue = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

/** Amounts and dates stay on one line, with digits that line up down the column. */
export const figure = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** One line of text that never wraps mid-word: cut with an ellipsis, the full text on hover. */
export const oneLine = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': focusRing({ offset: '-2px' }),
  },
});
