import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The overview's and the steps' paragraphs and controls, one under another. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.standard });

/** The overview's state: a shield and "on since" or "off", the line everything else follows. */
export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const stateIconOn = style({ flex: 'none', display: 'inline-flex', color: vars.color.positiveText });

export const stateIconOff = style({ flex: 'none', display: 'inline-flex', color: vars.color.textMuted });

/** The overview's own actions (set up; replace codes, turn off), left-aligned under the text. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
