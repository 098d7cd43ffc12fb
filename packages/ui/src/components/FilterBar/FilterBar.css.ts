import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme';

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  '@media': {
    // On a phone every control takes the full width, one under another.
    [mediaQueries.belowTablet]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const searchSlot = style({
  display: 'flex',
  flex: '1 1 260px',
  minWidth: 0,
  maxWidth: '420px',
  '@media': { [mediaQueries.belowTablet]: { maxWidth: 'none', flexBasis: 'auto' } },
});

export const filtersSlot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  '@media': { [mediaQueries.belowTablet]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const actionsSlot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
  '@media': { [mediaQueries.belowTablet]: { marginLeft: 0 } },
});
