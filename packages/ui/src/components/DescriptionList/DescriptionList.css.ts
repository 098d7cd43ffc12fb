import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../../theme';

/** Below this width two columns of pairs would squeeze the values: one column instead. */
const NARROW = mediaQueries.belowTablet;

const pairTracks = 'minmax(96px, max-content) minmax(0, 1fr)';

export const descriptionList = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: pairTracks,
    columnGap: vars.space.large,
    rowGap: vars.space.medium,
    margin: 0,
    alignItems: 'baseline',
    minWidth: 0,
  },
  variants: {
    columns: {
      1: {},
      2: {
        gridTemplateColumns: `${pairTracks} ${pairTracks}`,
        '@media': { [NARROW]: { gridTemplateColumns: pairTracks } },
      },
    },
  },
  defaultVariants: { columns: 1 },
});

export type DescriptionListVariants = NonNullable<RecipeVariants<typeof descriptionList>>;

/** One label and its value; the list's grid lays them out. */
export const pair = style({ display: 'contents' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
});

export const value = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  // Long emails and ids wrap inside the value column instead of widening a dialog.
  overflowWrap: 'anywhere',
});

export const emptyValue = style({ color: vars.color.textMuted });
