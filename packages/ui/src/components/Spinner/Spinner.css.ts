import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const spinnerIcon = recipe({
  base: {
    flexShrink: 0,
    color: vars.color.brand,
    animation: `${rotate} 900ms linear infinite`,
    '@media': {
      // A still spinner is calmer for people who asked for less motion, and keeps screenshots stable.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: {
      standard: { width: '24px', height: '24px' },
      small: { width: '16px', height: '16px' },
      large: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinnerIcon>>;
