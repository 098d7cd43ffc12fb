import { style } from '@vanilla-extract/css';

/** The sentence under the subscription's details: the dialog's gap spaces it, not its margins. */
export const consequence = style({ margin: 0 });
