import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';
import { rotate } from '../Button/Button.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      ghost: {},
      soft: {},
      solid: {},
    },
    tone: {
      neutral: {},
      brand: {},
      critical: {},
    },
    size: {
      standard: { width: '36px', height: '36px' },
      small: { width: '28px', height: '28px' },
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: {
        color: vars.color.textMuted,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
        },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'brand' },
      style: {
        color: vars.color.brandText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.brandSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        color: vars.color.criticalText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.criticalSoft } },
      },
    },
    {
      variants: { variant: 'soft', tone: 'neutral' },
      style: { background: vars.color.neutralSoft, color: vars.color.neutralText },
    },
    {
      variants: { variant: 'soft', tone: 'brand' },
      style: { background: vars.color.brandSoft, color: vars.color.brandText },
    },
    {
      variants: { variant: 'soft', tone: 'critical' },
      style: { background: vars.color.criticalSoft, color: vars.color.criticalText },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
    },
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: { background: vars.color.brand, color: vars.color.textOnSolid },
    },
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: { background: vars.color.critical, color: vars.color.textOnSolid },
    },
  ],
  defaultVariants: { variant: 'ghost', tone: 'neutral', size: 'standard' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style({
  display: 'inline-flex',
  width: '18px',
  height: '18px',
});

export const spinning = style({
  animation: `${rotate} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// lucide icons take the size of their box.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });
