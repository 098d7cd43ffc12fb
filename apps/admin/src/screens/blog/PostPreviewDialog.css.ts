import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '16rem',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const excerpt = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
