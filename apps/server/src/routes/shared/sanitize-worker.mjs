// The stored-HTML sanitiser, run in a worker thread (piscina) by storedHtml.ts: DOMPurify on jsdom
// takes seconds on some inputs of the allowed size, which must not stop the server's event loop.
// Plain JavaScript so that the worker loads the same way under tsx, Vitest and plain Node.
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { defaultTreeAdapter, parse } from 'parse5';

// jsdom is CommonJS; only its window is needed, created once per worker.
const { JSDOM } = createRequire(import.meta.url)('jsdom');
const purifier = createDOMPurify(new JSDOM('').window);

const HTML = 'http://www.w3.org/1999/xhtml';

class LimitExceeded extends Error {
  /** @param {'depth' | 'attributes'} limit */
  constructor(limit) {
    super(limit);
    this.limit = limit;
  }
}

/**
 * Parses the HTML as DOMPurify will (parse5 is jsdom's parser; a document without scripting, as
 * DOMParser makes), stopping at the first element nested deeper than maxDepth or carrying more
 * than maxAttributes attributes. Stopping early keeps the parse linear: the parser's scope checks
 * walk the open elements, which a deep input would make quadratic.
 */
function checkStructure(html, { maxDepth, maxAttributes }) {
  // Template contents are fragments without a parent: remember their template to count through.
  const hosts = new WeakMap();
  /** Elements from the node up to <body> (html and body themselves not counted), stopping past the limit. */
  const depthOf = (node) => {
    let depth = 0;
    for (let current = node; current; ) {
      // The document's own html and body (an SVG element may be called "html" too).
      if ((current.nodeName === 'body' || current.nodeName === 'html') && current.namespaceURI === HTML)
        break;
      if (current.tagName) depth += 1;
      if (depth > maxDepth) break;
      current = current.parentNode ?? hosts.get(current);
    }
    return depth;
  };
  const checkInserted = (node) => {
    if (node.tagName && depthOf(node) > maxDepth) throw new LimitExceeded('depth');
  };
  const treeAdapter = {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      if (attrs.length > maxAttributes) throw new LimitExceeded('attributes');
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
    adoptAttributes(recipient, attrs) {
      defaultTreeAdapter.adoptAttributes(recipient, attrs);
      if (recipient.attrs.length > maxAttributes) throw new LimitExceeded('attributes');
    },
    appendChild(parentNode, newNode) {
      defaultTreeAdapter.appendChild(parentNode, newNode);
      checkInserted(newNode);
    },
    insertBefore(parentNode, newNode, referenceNode) {
      defaultTreeAdapter.insertBefore(parentNode, newNode, referenceNode);
      checkInserted(newNode);
    },
    setTemplateContent(templateElement, contentElement) {
      hosts.set(contentElement, templateElement);
      defaultTreeAdapter.setTemplateContent(templateElement, contentElement);
    },
  };
  let document;
  try {
    document = parse(html, { treeAdapter, scriptingEnabled: false });
  } catch (error) {
    if (error instanceof LimitExceeded) return error.limit;
    throw error;
  }
  // The adoption agency algorithm (misnested formatting tags) can move a whole subtree one level
  // down after its elements were inserted, so the finished tree is measured once more.
  const root = document.childNodes.find((node) => node.nodeName === 'html');
  const body = root?.childNodes.find((node) => node.nodeName === 'body');
  const pending = body ? [[body, 0]] : [];
  while (pending.length > 0) {
    const [node, depth] = pending.pop();
    if (depth > maxDepth) return 'depth';
    const children = node.content ? [...node.content.childNodes, ...node.childNodes] : node.childNodes;
    for (const child of children ?? []) if (child.tagName) pending.push([child, depth + 1]);
  }
  return null;
}

/**
 * @param {{ html: string, policy: object, limits: { maxDepth: number, maxAttributes: number } }} task
 * @returns {{ html: string } | { refused: 'depth' | 'attributes' }}
 */
export default function sanitize({ html, policy, limits }) {
  const refused = checkStructure(html, limits);
  if (refused) return { refused };
  return { html: purifier.sanitize(html, policy) };
}
