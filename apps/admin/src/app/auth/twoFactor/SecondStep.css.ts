import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
