import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  color: vars.color.textMuted,
});

export const emptyIconBox = style({});

globalStyle(`${emptyIconBox} > svg`, { width: '24px', height: '24px' });

export const emptyIcon = recipe({
  base: [
    emptyIconBox,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '48px',
      height: '48px',
      borderRadius: vars.radius.full,
      marginBottom: vars.space.xsmall,
    },
  ],
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
      critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyIcon>>;

export const emptyTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const emptyHint = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.fontSize.standard,
});

export const emptyAction = style({ marginTop: vars.space.small });
