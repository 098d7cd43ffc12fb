import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The fields stack with the same gap as the plan form's sections. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** A failed save's message on its own line above the footer's buttons. */
export const footerMessage = style({ flexBasis: '100%' });
