import { style } from '@vanilla-extract/css';

/** A link dressed as a button reads as one: no underline. */
export const linkButton = style({ textDecoration: 'none' });
