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

/**
 * Bounds on stored rich text, checked before it is sanitised: the server refuses content past
 * them with the message below (DOMPurify on the server's DOM slows down sharply with nesting), and
 * the dialogs check the same before sending. maxLength is the contract's maxLength of `content`.
 */
export const STORED_HTML_LIMITS = {
  maxLength: 200_000,
  maxDepth: 100,
  maxAttributes: 100,
} as const;

export const STORED_HTML_MESSAGES = {
  depth: `The content is nested too deeply (more than ${STORED_HTML_LIMITS.maxDepth} levels). Remove some of the nested blocks or lists.`,
  attributes: `An element of the content has too many attributes (more than ${STORED_HTML_LIMITS.maxAttributes}).`,
  length: `The content is too long (more than ${STORED_HTML_LIMITS.maxLength.toLocaleString('en-US')} characters).`,
  timeout: 'The content took too long to check. Simplify its formatting or split it, then save again.',
} as const;

/**
 * How deeply the elements of a parsed body nest (the body itself not counted): for the dialogs,
 * which parse with the browser's DOMParser. Iterative, so any depth is measured without recursion.
 */
export function nestingDepth(body: { children: ArrayLike<unknown> }): number {
  let deepest = 0;
  const pending: Array<[{ children: ArrayLike<unknown> }, number]> = [[body, 0]];
  while (pending.length > 0) {
    const [element, depth] = pending.pop() as [{ children: ArrayLike<unknown> }, number];
    deepest = Math.max(deepest, depth);
    for (const child of Array.from(element.children)) {
      pending.push([child as { children: ArrayLike<unknown> }, depth + 1]);
    }
  }
  return deepest;
}
