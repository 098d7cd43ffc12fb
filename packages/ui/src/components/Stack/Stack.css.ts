import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

// minWidth 0: a wide table inside scrolls in its own box instead of widening the page.
const stackBase = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 });

export const stack = recipe({
  base: stackBase,
  variants: {
    gap: {
      small: { gap: vars.space.small },
      medium: { gap: vars.space.medium },
      large: { gap: vars.space.large },
    },
  },
  defaultVariants: { gap: 'large' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
