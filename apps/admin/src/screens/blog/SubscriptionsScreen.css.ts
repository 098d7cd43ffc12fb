import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The four stat cards: four across on wide screens, two or one as the window narrows. */
export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.medium,
});

/** The bulk actions, always in view so pressing one with nothing selected can say so. */
export const bulkToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
