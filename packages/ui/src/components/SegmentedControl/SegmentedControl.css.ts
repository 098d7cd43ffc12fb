import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

/**
 * A segmented control: a few options side by side in a sunken track, the selected one raised.
 * Styles only, for whichever react-aria parts carry the meaning (a ToggleButtonGroup of
 * ToggleButtons for the chart's series, a TabList of Tabs for the editor's Write / Preview).
 * Each user adds its own padding, and the chart a border around the track.
 */
export const segmentedControl = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

/** One option; it may be a button, so the button's own border, background and font are reset. */
export const segment = style({
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.small,
    },
    '&[data-focus-visible]': focusRing({ offset: '1px' }),
  },
});
