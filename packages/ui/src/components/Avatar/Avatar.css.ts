import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '24px', height: '24px', fontSize: vars.fontSize.xsmall },
      standard: { width: '32px', height: '32px', fontSize: vars.fontSize.standard },
      large: { width: '48px', height: '48px', fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
