import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** Fields and switches one under the other. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'stretch',
});

/** A stored secret: its field, and under it the Replace button (in a block, at its own width). */
export const secretStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** Lets the tab list scroll sideways on a phone instead of widening the page. */
export const settingsTabs = style({ minWidth: 0 });

/** A sentence in a card about how its settings are used, e.g. who receives the notifications. */
export const note = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.text });

/** A note that asks for something first: unsaved changes, or no admin email to send to. */
export const cautionNote = style([
  note,
  { color: vars.color.cautionText, fontWeight: vars.fontWeight.medium },
]);

/** The test email's button in a block of its own, at its own width. */
export const sendRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** Why a read-only admin cannot send, beside the disabled button. */
export const sendReason = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** A delivery's last error over the time of its next attempt. */
export const deliveryProblem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const nextAttempt = style({ color: vars.color.textMuted });

/** The heading of a part of the tab that is not a card (the deliveries), with its action beside it. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const sectionDescription = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});
