import { style } from '@vanilla-extract/css';

/** A sentence of the refusal; the stack around it spaces them. */
export const sentence = style({ margin: 0 });
