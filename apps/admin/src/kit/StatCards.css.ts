import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** One card a row on phones, two on tablets, four on desktops. */
export const statCards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
