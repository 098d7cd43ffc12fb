import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const listCount = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  // The line's room is kept while the count loads, so the table under it does not move down
  // when the count arrives.
  minHeight: '1lh',
});
