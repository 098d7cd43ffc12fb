import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const bulkActionBar = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.medium,
    color: vars.color.brandText,
  },
  variants: {
    placement: {
      standalone: {
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        border: `1px solid ${vars.color.brand}`,
        borderRadius: vars.radius.large,
        background: vars.color.brandSoft,
      },
      // The DataTable's slot draws the background and edges; the bar fills it.
      tableHeader: {
        flex: 1,
        gap: vars.space.small,
        minWidth: 0,
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.medium,
      },
    },
  },
});

export const count = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const trailing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
