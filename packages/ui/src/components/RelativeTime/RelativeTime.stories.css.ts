import { style } from '@vanilla-extract/css';

/** Room above the time for its tooltip, and on its left, since the tooltip ends at its right edge. */
export const frame = style({ paddingTop: '48px', paddingLeft: '200px' });
