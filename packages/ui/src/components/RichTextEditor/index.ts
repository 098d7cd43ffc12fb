// The editor and the sanitiser are not exported here directly: importing them would pull TipTap
// and DOMPurify into every bundle that imports @aac/ui. Screens use the lazy wrappers.
export { LazyRichTextEditor, LazySafeHtml } from './LazyRichTextEditor';
export type { RichTextEditorMode, RichTextEditorProps } from './RichTextEditor';
export type { SafeHtmlProps } from './SafeHtml';
