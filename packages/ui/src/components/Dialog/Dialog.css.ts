import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    boxShadow: vars.shadow.large,
    color: vars.color.text,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '420px' },
      standard: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.xlarge} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  fontSize: vars.fontSize.standard,
  outline: 'none',
  selectors: {
    // Focused only when it scrolls and holds nothing else to focus (see DialogBody).
    '&:focus-visible': focusRing({ offset: '-2px' }),
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.xlarge} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
});
