/**
 * The one sanitising policy for stored rich text (blog posts, support articles), as DOMPurify
 * options. The browser applies it before showing HTML; the server applies the same list on save.
 *
 * DOMPurify already drops script, event-handler attributes and javascript: urls. On top of that:
 * no style attributes or elements (they can restyle or cover the admin pages and the CSP refuses
 * them anyway), no forms or inputs (a post must not collect data), and no frames or embedded
 * objects (they run another document).
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
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
} as const;
