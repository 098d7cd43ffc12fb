import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The bar inside a loading badge: about a status word's width. */
export const statusBadgeSkeletonBar = style({ width: '3.5em' });

/**
 * A badge that is a button, hovered or pressed: a raised box with a strong edge around the badge,
 * which shows over a hovered table row (whose background a ghost button's hover would repeat).
 * Above the ghost button's own hover in specificity; a pending button shows no hover at all.
 */
export const statusBadgeButton = style({
  selectors: {
    '&[data-hovered]:not([data-pending]), &[data-pressed]:not([data-pending])': {
      background: vars.color.surface,
      borderColor: vars.color.borderStrong,
      boxShadow: vars.shadow.small,
    },
  },
});
