import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * Text from outside, in a block of its own: its direction follows its first letter (`dir="auto"`),
 * while it stays aligned with the page, so a Hebrew name in a column starts at the column's left
 * edge like the names above it. The admin is written left to right only; `match-parent` would say
 * so more generally, but a line-clamped box resolves it against its own direction.
 */
export const ownDirection = style({ textAlign: 'left' });

/** A bidirectional control shown instead of obeyed: a small code in a box, unmistakably not a letter. */
export const bidiMarker = style({
  display: 'inline-block',
  marginInline: '1px',
  paddingInline: '3px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.cautionSoft,
  color: vars.color.cautionText,
  fontFamily: vars.font.mono,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  verticalAlign: 'baseline',
  whiteSpace: 'nowrap',
});
