import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * A table row the pointer is over, with room above the badge for its tooltip: the badge's hover
 * look must show against the row's own hover background.
 */
export const hoveredRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  marginTop: '40px',
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});
