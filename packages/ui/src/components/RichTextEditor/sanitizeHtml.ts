import { STORED_HTML_POLICY } from '@aac/domain';
import DOMPurify from 'dompurify';

/** Copies, since DOMPurify's option types want mutable arrays. */
const options = {
  FORBID_TAGS: [...STORED_HTML_POLICY.FORBID_TAGS],
  FORBID_ATTR: [...STORED_HTML_POLICY.FORBID_ATTR],
  ALLOW_DATA_ATTR: STORED_HTML_POLICY.ALLOW_DATA_ATTR,
};

/** Stored rich text made safe to show: the stored-HTML policy of @aac/domain, applied in the browser. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, options);
}
