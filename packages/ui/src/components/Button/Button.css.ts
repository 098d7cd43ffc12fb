import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

/** A pending button's spinner turns; shared with IconButton. */
export const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * Hovered or pressed: react-aria's state attributes on Button, the native states on PlainButton
 * (which react-aria does not mark; a pending one shows neither).
 */
const HOVERED =
  '&[data-hovered], &[data-pressed], &:not([data-rac]):not([data-pending]):hover, &:not([data-rac]):not([data-pending]):active';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing(),
      '&[data-disabled], &:not([data-rac]):disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: { solid: {}, soft: {}, ghost: { background: 'transparent' } },
    tone: { brand: {}, critical: {}, neutral: {} },
    size: {
      standard: { minHeight: '36px', paddingInline: vars.space.large, fontSize: vars.fontSize.standard },
      small: {
        minHeight: '28px',
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        gap: vars.space.xsmall,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: {
        background: vars.color.brand,
        color: vars.color.textOnSolid,
        selectors: { [HOVERED]: { background: vars.color.brandHover } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: {
        background: vars.color.critical,
        color: vars.color.textOnSolid,
        selectors: { [HOVERED]: { background: vars.color.criticalHover } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [HOVERED]: { background: vars.color.surfaceHover } },
      },
    },
    {
      variants: { variant: 'soft', tone: 'brand' },
      style: {
        background: vars.color.brandSoft,
        color: vars.color.brandText,
        selectors: { [HOVERED]: { borderColor: vars.color.brand } },
      },
    },
    {
      variants: { variant: 'soft', tone: 'critical' },
      style: {
        background: vars.color.criticalSoft,
        color: vars.color.criticalText,
        selectors: { [HOVERED]: { borderColor: vars.color.critical } },
      },
    },
    {
      variants: { variant: 'soft', tone: 'neutral' },
      style: {
        background: vars.color.neutralSoft,
        color: vars.color.neutralText,
        selectors: { [HOVERED]: { borderColor: vars.color.borderStrong } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'brand' },
      style: {
        color: vars.color.brandText,
        selectors: { [HOVERED]: { background: vars.color.brandSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        color: vars.color.criticalText,
        selectors: { [HOVERED]: { background: vars.color.criticalSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: {
        color: vars.color.text,
        selectors: { [HOVERED]: { background: vars.color.surfaceHover } },
      },
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'standard', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const buttonIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.15em',
  height: '1.15em',
});

// lucide icons take the size of their box.
globalStyle(`${buttonIcon} > svg`, { width: '100%', height: '100%' });

export const pendingIcon = style([
  buttonIcon,
  {
    animation: `${rotate} 900ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
