import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

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

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// react-aria's pressable elements take no double-tap zoom (no click delay on touch screens).
// react-aria would add this rule in an inline style element, which the server's Content-Security-Policy
// (style-src 'self') refuses; the app's index.html marks it as present (see its comment).
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
