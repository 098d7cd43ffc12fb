import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** Fields and switches one under the other. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'stretch',
});

/** A stored secret: its field, and under it the Replace button (in a block, at its own width). */
export const secretStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** Lets the tab list scroll sideways on a phone instead of widening the page. */
export const settingsForm = style({ minWidth: 0 });
