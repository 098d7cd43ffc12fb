import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * Stories only: the box the plan dialog gives the form — its width, and a height that never
 * passes the viewport (the form scrolls inside, as in the dialog), so the screenshot of the
 * viewport shows the whole story.
 */
export const dialogFrame = style({
  maxWidth: '760px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

/** Stories only: a phone-sized column. */
export const narrowFrame = style([dialogFrame, { width: '340px' }]);
