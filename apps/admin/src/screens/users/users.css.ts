import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/**
 * The plan badge and, beside it, when a scheduled cancellation ends the subscription: they wrap
 * onto a second line rather than being cut, in the table's column and in a narrow card alike.
 */
export const planCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});
