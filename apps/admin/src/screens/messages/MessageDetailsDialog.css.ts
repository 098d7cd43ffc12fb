import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The message as it was written: its line breaks kept, a long word or link wrapped. */
export const messageBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.standard,
});
