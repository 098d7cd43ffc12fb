import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const lines = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const primary = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const secondary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
