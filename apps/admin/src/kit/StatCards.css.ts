import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/**
 * Two cards a row on phones and tablets, four on desktops: four full-width cards on a phone would
 * push all of the screen's content below the fold.
 */
export const statCards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.large },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
