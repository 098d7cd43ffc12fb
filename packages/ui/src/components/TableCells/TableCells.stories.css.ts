import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** A column-wide frame, as a cell gets inside a crowded table. */
export const cellFrame = style({
  width: '220px',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
