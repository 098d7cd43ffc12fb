import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** "Sam is now" and the status badge on one line, wrapping under each other when narrow. */
export const currentStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
