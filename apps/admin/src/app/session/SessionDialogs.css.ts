import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
