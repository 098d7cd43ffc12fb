import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** Plan cards side by side where they fit (about 300 px each), one under another on a phone. */
export const planGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});

/** The new price and Update on one line; the field's message may wrap under both. */
export const priceForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Lines the button up with the input under the field's label. */
export const updateButton = style({ marginTop: '1.6rem' });
