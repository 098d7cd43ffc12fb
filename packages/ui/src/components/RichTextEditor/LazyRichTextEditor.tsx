import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';
import { fieldLabel, fieldRoot } from '../TextField/Field.css';
import type { RichTextEditorProps } from './RichTextEditor';
import { loadingFrame } from './RichTextEditor.css';
import type { SafeHtmlProps } from './SafeHtml';

// TipTap, ProseMirror and DOMPurify become their own chunks, fetched when first shown, so a
// screen that lists posts does not download the editor.
const LoadedRichTextEditor = lazy(() => import('./RichTextEditor'));
const LoadedSafeHtml = lazy(() => import('./SafeHtml'));

/**
 * The rich-text editor as a lazy chunk. Until its code has arrived, the label and a frame of the
 * editor's height hold its place, so the form does not move when it appears.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={fieldRoot}>
          <span className={fieldLabel}>{props.label}</span>
          <div className={loadingFrame}>
            <Spinner label={`Loading the ${props.label.toLowerCase()} editor`} showLabel />
          </div>
        </div>
      }
    >
      <LoadedRichTextEditor {...props} />
    </Suspense>
  );
}

/** Sanitised stored HTML (see SafeHtml), with DOMPurify loaded on first use. */
export function LazySafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LoadedSafeHtml {...props} />
    </Suspense>
  );
}
