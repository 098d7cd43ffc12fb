/** Plain text from blog HTML, excerpts, previews, tags and "+N more" cuts. */

/** core spec §5 and §9: the excerpt is cut at 200 characters. */
export const EXCERPT_MAX_LENGTH = 200;
/** core spec §5: the ellipsis that follows a cut excerpt. */
export const ELLIPSIS = '...';
/** core spec §2.4 and §9: the list preview falls back to the first 100 characters of content. */
export const LIST_PREVIEW_LENGTH = 100;

/** core spec §2.4 and §9: a post row shows 2 tags then "+N more". */
export const TAGS_SHOWN = 2;
/** core spec §2.4 and §9: the category grid shows 8 suggestions then "+N more". */
export const CATEGORY_SUGGESTIONS_SHOWN = 8;
/** platform spec §2.7, §2.9 and §9: plan tables show the first 3 features then "+N more". */
export const PLAN_FEATURES_SHOWN = 3;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Tags after which the text continues on a new line (so words on both sides stay apart). */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption|img)\b[^>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The plain text of an HTML fragment: script and style contents dropped, tags removed (block
 * tags become a space), common entities decoded, runs of whitespace collapsed to one space.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * core spec §5: an empty excerpt is filled from the plain text of the content: at most 200
 * characters, followed by an ellipsis when the text is longer.
 */
export function excerptFromHtml(html: string | null | undefined): string {
  const text = htmlToPlainText(html);
  return text.length > EXCERPT_MAX_LENGTH ? `${text.slice(0, EXCERPT_MAX_LENGTH)}${ELLIPSIS}` : text;
}

/** The excerpt to save: the one typed in, or the one made from the content when left empty. */
export function excerptToSave(post: { excerpt?: string | null; content?: string | null }): string {
  const typed = post.excerpt?.trim();
  return typed ? typed : excerptFromHtml(post.content);
}

/**
 * core spec §2.4: the list preview is the excerpt, falling back to the first 100 characters of
 * the content (its plain text, so no markup shows).
 */
export function listPreview(post: { excerpt?: string | null; content?: string | null }): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  return htmlToPlainText(post.content).slice(0, LIST_PREVIEW_LENGTH);
}

/** core spec §5: tags are entered comma-separated, trimmed, empties dropped. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The comma-separated text a tag list is edited as. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/**
 * core spec §2.4: clicking a suggested category adds it to the tags only if not already
 * present. Returns the same array when nothing changes.
 */
export function addTagIfAbsent(tags: readonly string[], tag: string): readonly string[] {
  const trimmed = tag.trim();
  if (trimmed === '' || tags.includes(trimmed)) return tags;
  return [...tags, trimmed];
}

export interface ShownWithMore<T> {
  shown: T[];
  /** How many items were left out (0 when all are shown). */
  moreCount: number;
}

/** The first `count` items and how many more there are, for the "+N more" cuts. */
export function takeWithMore<T>(items: readonly T[], count: number): ShownWithMore<T> {
  const shown = items.slice(0, Math.max(0, count));
  return { shown, moreCount: items.length - shown.length };
}

/** core spec §2.4: the "+N more" label. */
export function moreLabel(moreCount: number): string {
  return `+${moreCount} more`;
}

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 * invisible, they reorder the text after them (U+202E before "gpj.exe" makes it read "exe.jpg"),
 * so a name can pose as another or turn the sentence around it backwards.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Whether the text holds a bidirectional control (see revealBidiControls). */
export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(text);
}

/** The visible stand-in of one bidirectional control: its code point, e.g. "[U+202E]". */
export function bidiControlMarker(control: string): string {
  return `[U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase()}]`;
}

/**
 * Text someone outside wrote (a name, a subject, a message) as an admin should read it: each
 * bidirectional control replaced by a visible marker ("[U+202E]"), so it can no longer reorder
 * what follows it and the admin sees that it was there. Everything else is unchanged, right-to-left
 * letters included (they need no control to read right).
 */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, bidiControlMarker);
}
