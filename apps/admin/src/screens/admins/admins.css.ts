import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** "Off" in the two-factor column: quiet, so the admins who have it on stand out. */
export const twoFactorOff = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The role's badge and, under it, the role's own name in words. */
export const roleCell = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const roleName = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  // One line: a long role name ("Content manager") is cut, never a third line in the row.
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});

/** Takes its room but is not seen (the height of a line, not its words). */
export const unseen = style({ visibility: 'hidden' });

/** The role column while loading: the cell's shape, with skeleton lines over it. */
export const roleSkeleton = style({ position: 'relative', display: 'inline-block' });

export const roleSkeletonLines = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
});
