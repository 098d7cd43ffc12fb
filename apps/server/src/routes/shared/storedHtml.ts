import { createRequire } from 'node:module';
import { STORED_HTML_POLICY, storedPlainText } from '@aac/domain';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * DESIGN.md: stored HTML cannot run script. Every stored rich-text field (blog posts, support
 * articles) goes through `sanitizeStoredHtml` on save, with the policy the browser applies again
 * before showing it (STORED_HTML_POLICY in @aac/domain); excerpts, tags and other short texts go
 * through `storedPlainText` and keep no markup at all.
 */

let purifier: DOMPurify | undefined;

/** DOMPurify on a jsdom window, created on first use: the window costs some milliseconds. */
function purify(): DOMPurify {
  if (!purifier) {
    // jsdom is CommonJS and ships no type declarations; only its window is needed.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: WindowLike };
    };
    purifier = createDOMPurify(new JSDOM('').window);
  }
  return purifier;
}

/** Rich text as it may be stored: the stored-HTML policy applied. */
export function sanitizeStoredHtml(html: string): string {
  return purify().sanitize(html, {
    FORBID_TAGS: [...STORED_HTML_POLICY.FORBID_TAGS],
    FORBID_ATTR: [...STORED_HTML_POLICY.FORBID_ATTR],
    ALLOW_DATA_ATTR: STORED_HTML_POLICY.ALLOW_DATA_ATTR,
  });
}

export { storedPlainText };
