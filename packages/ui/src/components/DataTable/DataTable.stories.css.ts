import { style } from '@vanilla-extract/css';

/** A phone-wide frame for the narrow-screen story. */
export const narrowFrame = style({ maxWidth: '360px' });
