import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

/** A phone's header keeps its room for the product's name: Sign out moves into the account menu. */
export const signOut = style({
  display: 'contents',
  '@media': { [mediaQueries.belowTablet]: { display: 'none' } },
});
