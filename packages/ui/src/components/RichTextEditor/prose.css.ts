import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * How stored rich text reads: the same rules in the editor and in every place that shows the
 * saved HTML (SafeHtml), so the preview is what readers see. Styled here, never injected at run
 * time: the production CSP forbids added <style> elements.
 */
export const prose = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** Scopes every part of a selector list to the prose: `th, td` becomes `.prose th, .prose td`. */
const inProse = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => `${prose} ${selector.trim()}`)
    .join(', ');

globalStyle(inProse('> :first-child'), { marginTop: 0 });
globalStyle(inProse('> :last-child'), { marginBottom: 0 });
globalStyle(inProse('p'), { margin: `0 0 ${vars.space.medium}` });
globalStyle(inProse('h1, h2, h3, h4'), {
  margin: `${vars.space.large} 0 ${vars.space.small}`,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(inProse('h1'), { fontSize: vars.fontSize.xxlarge });
globalStyle(inProse('h2'), { fontSize: vars.fontSize.xlarge });
globalStyle(inProse('h3'), { fontSize: vars.fontSize.large });
globalStyle(inProse('h4'), { fontSize: vars.fontSize.standard });
globalStyle(inProse('ul, ol'), { margin: `0 0 ${vars.space.medium}`, paddingLeft: vars.space.xlarge });
globalStyle(inProse('li > p'), { margin: 0 });
globalStyle(inProse('blockquote'), {
  margin: `0 0 ${vars.space.medium}`,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});
globalStyle(inProse('a'), { color: vars.color.brandText, textDecoration: 'underline' });
globalStyle(inProse('code'), {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
globalStyle(inProse('pre'), {
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.medium,
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
});
globalStyle(inProse('pre code'), { padding: 0, background: 'transparent' });
globalStyle(inProse('img'), {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  margin: `0 0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
});
globalStyle(inProse('hr'), {
  margin: `${vars.space.large} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(inProse('table'), {
  width: '100%',
  margin: `0 0 ${vars.space.medium}`,
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});
globalStyle(inProse('th, td'), {
  position: 'relative',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inProse('th'), { background: vars.color.surfaceSunken, fontWeight: vars.fontWeight.strong });
globalStyle(inProse('th > p, td > p'), { margin: 0 });
