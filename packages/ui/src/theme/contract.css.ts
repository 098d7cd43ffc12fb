import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, space, radius, type, shadow, z-index and motion value a
 * component may use. Components read `vars.*` only; the light and dark themes fill them in.
 */
export const vars = createThemeContract({
  color: {
    canvas: null, // page background
    surface: null, // cards, tables, dialogs
    surfaceRaised: null, // menus, popovers, toasts
    surfaceSunken: null, // table header, inputs' background, skeletons
    surfaceHover: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    textOnSolid: null, // text on brand/positive/critical solid fills
    brand: null,
    brandHover: null,
    brandSoft: null,
    brandText: null,
    positive: null,
    positiveSoft: null,
    positiveText: null,
    caution: null,
    cautionSoft: null,
    cautionText: null,
    critical: null,
    criticalHover: null,
    criticalSoft: null,
    criticalText: null,
    info: null,
    infoSoft: null,
    infoText: null,
    neutralSoft: null,
    neutralText: null,
    focusRing: null,
    overlay: null, // modal backdrop
    chart1: null,
    chart2: null,
  },
  /**
   * Named colours people pick for things they label (a blog category's colour): a mark beside
   * the name, never the only signal. Each is vivid enough to tell apart on the surface of its theme.
   */
  swatch: {
    blue: null,
    green: null,
    purple: null,
    orange: null,
    pink: null,
    indigo: null,
    teal: null,
    yellow: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  lineHeight: {
    tight: null,
    standard: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  zIndex: {
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: {
    fast: null,
    standard: null,
  },
});
