import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The bulk actions, always in view so pressing one with nothing selected can say so. */
export const bulkToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
