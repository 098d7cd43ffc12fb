import { htmlToPlainText } from './text';

/**
 * The one sanitising policy for stored rich text (blog posts, support articles), written as
 * DOMPurify options so the server (on save) and the browser (before showing) apply the same list.
 *
 * DOMPurify itself drops script, event-handler attributes and javascript: urls. On top of that:
 * no style attributes or elements (they can restyle or cover the admin pages, and the CSP refuses
 * them anyway), no forms or inputs (a post must not collect data), no frames, embedded objects or
 * document-level elements (they load or redirect to another document).
 */
export const STORED_HTML_POLICY = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'meta',
    'base',
    'link',
  ],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
} as const;

/**
 * A text field stored as plain text (an excerpt, a tag): its markup removed (scripts with their
 * contents), entities decoded, whitespace collapsed, and the "<" of anything that could still
 * open a tag dropped, so no consumer that renders it as HTML can be made to run it.
 */
export function storedPlainText(text: string | null | undefined): string {
  return htmlToPlainText(text).replace(/<(?=[a-z/!?])/gi, '');
}
