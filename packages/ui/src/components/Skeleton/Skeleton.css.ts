import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

/** The shapes and the hidden status; the status takes no room, so a skeleton is exactly its shapes. */
export const skeleton = style({ width: '100%', height: '100%' });

export const skeletonGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  height: '100%',
});

export const skeletonShape = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      line: { height: '0.875rem', borderRadius: vars.radius.small, width: '100%' },
      block: { borderRadius: vars.radius.medium, width: '100%' },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    // fill: as tall as its container, for a placeholder that holds the room of what it stands for.
    size: { small: {}, standard: {}, large: {}, fill: {} },
    // The last line of a paragraph is shorter, as text is.
    short: { true: { width: '60%' }, false: {} },
  },
  compoundVariants: [
    { variants: { shape: 'block', size: 'small' }, style: { height: '48px' } },
    { variants: { shape: 'block', size: 'standard' }, style: { height: '96px' } },
    { variants: { shape: 'block', size: 'large' }, style: { height: '200px' } },
    { variants: { shape: 'block', size: 'fill' }, style: { height: '100%' } },
    { variants: { shape: 'circle', size: 'small' }, style: { width: '24px', height: '24px' } },
    { variants: { shape: 'circle', size: 'standard' }, style: { width: '36px', height: '36px' } },
    { variants: { shape: 'circle', size: 'large' }, style: { width: '56px', height: '56px' } },
  ],
  defaultVariants: { shape: 'line', size: 'standard', short: false },
});

/**
 * A bar standing for a few words inside a line of text: inline, shorter than the line, so the
 * line box (and the row around it) keeps the height the text will have.
 */
export const skeletonText = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '100%',
  height: '0.75em',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonTextShort = style({ width: '60%' });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeletonShape>>;
