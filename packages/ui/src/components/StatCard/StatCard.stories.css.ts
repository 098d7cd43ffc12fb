import { style } from '@vanilla-extract/css';

/** A card as wide as one of four on a laptop screen. */
export const cardFrame = style({ maxWidth: '280px' });
