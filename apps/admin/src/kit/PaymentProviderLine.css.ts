import { standardBadgeHeight, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  // A badge's height: the room is the same before and after the line arrives.
  minHeight: standardBadgeHeight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
