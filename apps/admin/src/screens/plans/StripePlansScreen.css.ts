import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The sync status line: the state's badge, then the plan counts of both sides. */
export const syncLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const syncCounts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
