import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.medium },
      standard: { padding: vars.space.xlarge },
    },
  },
  defaultVariants: { padding: 'standard' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexShrink: 0 });
