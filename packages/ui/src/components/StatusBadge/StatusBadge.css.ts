import { style } from '@vanilla-extract/css';

/** The bar inside a loading badge: about a status word's width. */
export const statusBadgeSkeletonBar = style({ width: '3.5em' });
