import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing';
import { fallbackFontFamily } from './tokens';

// What text is drawn in until Inter arrives: a local Arial-metric font scaled to Inter's average
// width and given Inter's ascent and descent, so that nothing moves when Inter swaps in (a layout
// shift, for Chromium, is a move of 3 px or more). Without it, the wider fallback moved the
// pagination bar, the account block and right-aligned headers by 4 to 11 px on the users list.
// Liberation Sans and Arimo have Arial's widths. Each weight has its own scale, measured in
// Chromium as the width of the app's own labels and headings in Inter over their width in the
// local font (400 over Regular; 500 and 600 over Bold); docs/FallbackFont.stories.tsx holds them
// to it. Inter's ascent is 1984 and descent 494 of 2048 units; the overrides are divided by the
// scale because size-adjust scales them too.
const interFallback = (weight: number, local: string, sizeAdjust: number, unicodeRange?: string) => ({
  src: local,
  fontWeight: weight,
  sizeAdjust: `${sizeAdjust}%`,
  ascentOverride: `${((1984 / 2048 / sizeAdjust) * 10_000).toFixed(2)}%`,
  descentOverride: `${((494 / 2048 / sizeAdjust) * 10_000).toFixed(2)}%`,
  lineGapOverride: '0%',
  ...(unicodeRange ? { unicodeRange } : {}),
});
const regular = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";
const bold = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold')";
// Digits and "$" get their own scale: Arial's digits are 0.556 em at every weight, Inter's are
// 0.59-0.61 em (proportional) and 0.648 em (tabular, as tables and figures use them). 0.62 em is
// within 0.03 em of both, so an amount in a right-aligned column moves less than 3 px.
const figures = 'U+24, U+30-39';
const figureScale = 111.5;
globalFontFace(fallbackFontFamily, [
  interFallback(400, regular, 105.71),
  interFallback(500, bold, 99.68),
  interFallback(600, bold, 100.59),
  // Later faces are tried first for the characters they cover.
  interFallback(400, regular, figureScale, figures),
  interFallback(500, bold, figureScale, figures),
  interFallback(600, bold, figureScale, figures),
]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('body', { fontSize: vars.fontSize.standard });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', focusRing());

// react-aria's pressable elements take no double-tap zoom (no click delay on touch screens).
// react-aria would add this rule in an inline style element, which the server's Content-Security-Policy
// (style-src 'self') refuses; the app's index.html marks it as present (see its comment).
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
