import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const teamHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const teamSummary = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const teamReason = style({
  margin: 0,
  color: vars.color.cautionText,
  fontSize: vars.fontSize.small,
});
