import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

/**
 * How wide each fading edge of an overflowing tab list is; the selected tab is scrolled into
 * view this far from the edge, so it is never drawn under the fade.
 */
export const FADE_WIDTH_PX = 40;

const FADE = `${FADE_WIDTH_PX}px`;
/** Opaque where the mask lets the list show; its colour does not matter, only its alpha. */
const SHOWN = '#000';
const fadeLeft = `linear-gradient(to right, transparent, ${SHOWN} ${FADE})`;
const fadeRight = `linear-gradient(to left, transparent, ${SHOWN} ${FADE})`;
const fadeBoth = `linear-gradient(to right, transparent, ${SHOWN} ${FADE}, ${SHOWN} calc(100% - ${FADE}), transparent)`;

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/**
 * Scrolls sideways when the tabs are wider than their room. Its edges then fade out on the side
 * or sides that hold more tabs (`data-overflow`, set by useTabListScroll): a mask, so the cue
 * works on any background and in both colour modes; the fade stays put while the tabs scroll.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-overflow="left"]': { WebkitMaskImage: fadeLeft, maskImage: fadeLeft },
    '&[data-overflow="right"]': { WebkitMaskImage: fadeRight, maskImage: fadeRight },
    '&[data-overflow="both"]': { WebkitMaskImage: fadeBoth, maskImage: fadeBoth },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brandText, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': focusRing({ offset: '-2px' }),
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

/** One width for one and two digits (and for the blank pill of a count still loading). */
export const count = style({
  display: 'inline-block',
  minWidth: '2em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xsmall,
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
});

/** A tab's marker: a small brand dot after its label (its words are for screen readers). */
export const marker = style({
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  marginInlineStart: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  verticalAlign: 'middle',
});
