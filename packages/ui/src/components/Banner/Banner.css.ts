import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.large}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontSize: vars.fontSize.standard,
  },
  variants: {
    tone: {
      success: {
        background: vars.color.positiveSoft,
        color: vars.color.positiveText,
        borderColor: vars.color.positive,
      },
      critical: {
        background: vars.color.criticalSoft,
        color: vars.color.criticalText,
        borderColor: vars.color.critical,
      },
      info: { background: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: '20px', height: '20px' });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing({ offset: null }),
  },
});

export const dismissIcon = style({ width: '16px', height: '16px' });
