import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme';

/** Two columns of fields from the tablet breakpoint; one column on narrower windows. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.large} ${vars.space.xlarge}`,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ gridColumn: '1 / -1' });
