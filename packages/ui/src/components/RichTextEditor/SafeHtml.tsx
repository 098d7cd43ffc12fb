import { useMemo } from 'react';
import { prose } from './prose.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** Stored rich text (HTML). It is sanitised here, whatever the server did on save. */
  html: string;
  /** Names the region for screen readers, e.g. "Preview of the post". */
  label?: string;
  /** Extra class for the outer element, e.g. to limit its height. */
  className?: string;
}

/**
 * Shows stored rich text as readers see it, and only after DOMPurify has removed anything that
 * could run script (the stored-HTML policy), so a hostile post cannot act in the admin's session.
 */
export default function SafeHtml({ html, label, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = className ? `${prose} ${className}` : prose;
  // A label makes it a named region (a <section>), e.g. the preview of a post beside its editor.
  return label ? (
    <section
      className={classes}
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  ) : (
    <div
      className={classes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
