import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';
import { segment, segmentedControl } from '../SegmentedControl/SegmentedControl.css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

/** The Write / Preview switch: two small tabs at the end of the label row. */
export const modeList = segmentedControl;

export const modeTab = style([segment, { padding: `${vars.space.xxsmall} ${vars.space.medium}` }]);

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-inert]': { display: 'none' },
    '&[data-focus-visible]': focusRing(),
  },
});

/** The bordered box around toolbar and text, drawn like a text input's box. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceSunken },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: vars.radius.medium,
  borderTopRightRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const toolGroup = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  margin: `${vars.space.xxsmall} ${vars.space.xxsmall}`,
  background: vars.color.border,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.brandText },
    '&[data-focus-visible]': focusRing({ offset: '-2px' }),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

globalStyle(`${tool} > svg`, { width: '18px', height: '18px' });

/** The editable text: ProseMirror's own element, given this class through editorProps. */
export const content = style({
  minHeight: '220px',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space.medium,
  outline: 'none',
  position: 'relative',
  // What TipTap's injected stylesheet would give, written here because that stylesheet is off.
  whiteSpace: 'break-spaces',
  wordWrap: 'break-word',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
  selectors: {
    '&[contenteditable="false"]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const previewBox = style({
  minHeight: '220px',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const emptyPreview = style({ color: vars.color.textSubtle, fontStyle: 'italic', margin: 0 });

const blink = keyframes({ to: { visibility: 'hidden' } });

globalStyle(`${content} [contenteditable="false"]`, { whiteSpace: 'normal' });
globalStyle(`${content} pre`, { whiteSpace: 'pre-wrap' });
globalStyle(`${content} img.ProseMirror-separator`, {
  display: 'inline',
  border: 'none',
  margin: 0,
  width: 0,
  height: 0,
});
globalStyle(`${content} .ProseMirror-gapcursor`, {
  display: 'none',
  pointerEvents: 'none',
  position: 'absolute',
  margin: 0,
});
globalStyle(`${content} .ProseMirror-gapcursor::after`, {
  content: '""',
  display: 'block',
  position: 'absolute',
  top: '-2px',
  width: '20px',
  borderTop: `1px solid ${vars.color.text}`,
  animation: `${blink} 1.1s steps(2, start) infinite`,
});
globalStyle(`${content}.ProseMirror-focused .ProseMirror-gapcursor`, { display: 'block' });
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`${content}.ProseMirror-hideselection`, { caretColor: 'transparent' });
globalStyle(`${content} img.ProseMirror-selectednode`, focusRing({ offset: null }));
globalStyle(`${content} .tableWrapper`, { overflowX: 'auto', margin: `0 0 ${vars.space.medium}` });
globalStyle(`${content} .selectedCell::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  background: vars.color.brandSoft,
  opacity: 0.6,
  pointerEvents: 'none',
});
globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

/** The link and image forms, in a popover under their toolbar button. */
export const popover = style({
  width: 'min(360px, 90vw)',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  // Above the modal dialog that usually holds the editor.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  outline: 'none',
});

export const popoverForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  outline: 'none',
});

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const popoverActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const loadingFrame = style([
  frame,
  { minHeight: '268px', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);
