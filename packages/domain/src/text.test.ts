import { describe, expect, it } from 'vitest';
import {
  addTagIfAbsent,
  bidiControlMarker,
  CATEGORY_SUGGESTIONS_SHOWN,
  ELLIPSIS,
  EXCERPT_MAX_LENGTH,
  excerptFromHtml,
  excerptToSave,
  formatTags,
  hasBidiControls,
  htmlToPlainText,
  LIST_PREVIEW_LENGTH,
  listPreview,
  moreLabel,
  PLAN_FEATURES_SHOWN,
  parseTags,
  revealBidiControls,
  TAGS_SHOWN,
  takeWithMore,
} from './text';

const letters = (length: number) => 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, length);

describe('htmlToPlainText', () => {
  it('strips tags, keeping words of adjacent blocks apart', () => {
    expect(htmlToPlainText('<h1>Title</h1><p>First <strong>bold</strong> word.</p><p>Second</p>')).toBe(
      'Title First bold word. Second',
    );
    expect(htmlToPlainText('Line one<br>Line two')).toBe('Line one Line two');
    expect(htmlToPlainText('<b>He</b>llo')).toBe('Hello');
  });

  it('decodes common entities after removing tags', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; &#x41;&nbsp;B')).toBe(
      'Tom & Jerry <3 "hi" \'x\' A B',
    );
    expect(htmlToPlainText('&lt;script&gt;')).toBe('<script>');
    expect(htmlToPlainText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('drops scripts, styles and comments, and collapses whitespace', () => {
    expect(htmlToPlainText('<style>p{}</style><script>alert(1)</script><!-- c -->  a \n\t b ')).toBe('a b');
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('')).toBe('');
  });
});

describe('excerptFromHtml (core spec §5: at most 200 characters, then an ellipsis)', () => {
  it('keeps 199 and 200 characters whole', () => {
    expect(EXCERPT_MAX_LENGTH).toBe(200);
    expect(excerptFromHtml(`<p>${letters(199)}</p>`)).toBe(letters(199));
    expect(excerptFromHtml(`<p>${letters(200)}</p>`)).toBe(letters(200));
  });

  it('cuts 201 characters to 200 followed by "..."', () => {
    const excerpt = excerptFromHtml(`<p>${letters(201)}</p>`);
    expect(ELLIPSIS).toBe('...');
    expect(excerpt).toBe(`${letters(200)}...`);
    expect(excerpt.length).toBe(203);
  });

  it('counts plain text, not markup', () => {
    const html = `<p><em>${letters(100)}</em></p><p>${letters(99)}</p>`;
    // 100 + one space + 99 = 200 characters of text
    expect(excerptFromHtml(html)).toBe(`${letters(100)} ${letters(99)}`);
  });

  it('keeps a typed excerpt and fills an empty one from the content', () => {
    expect(excerptToSave({ excerpt: 'Mine', content: '<p>Body</p>' })).toBe('Mine');
    expect(excerptToSave({ excerpt: '  ', content: '<p>Body</p>' })).toBe('Body');
  });
});

describe('listPreview (core spec §2.4)', () => {
  it('is the excerpt when there is one', () => {
    expect(listPreview({ excerpt: 'Short summary', content: '<p>Long body</p>' })).toBe('Short summary');
  });

  it('falls back to the first 100 characters of the content', () => {
    expect(LIST_PREVIEW_LENGTH).toBe(100);
    expect(listPreview({ excerpt: '', content: `<p>${letters(150)}</p>` })).toBe(letters(100));
    expect(listPreview({ excerpt: null, content: '<p>Hi</p>' })).toBe('Hi');
    expect(listPreview({})).toBe('');
  });
});

describe('tags (core spec §5)', () => {
  it('parses comma-separated tags, trimmed, empties dropped', () => {
    expect(parseTags('a, b,, c ')).toEqual(['a', 'b', 'c']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
    expect(formatTags(['a', 'b'])).toBe('a, b');
  });

  it('adds a suggested category only if not already present', () => {
    const tags = ['speech', 'autism'];
    expect(addTagIfAbsent(tags, 'aac')).toEqual(['speech', 'autism', 'aac']);
    expect(addTagIfAbsent(tags, 'speech')).toBe(tags);
    expect(addTagIfAbsent(tags, ' ')).toBe(tags);
  });
});

describe('"+N more" cuts (core spec §9, platform spec §9)', () => {
  it('uses 2 tags, 8 category suggestions and 3 plan features', () => {
    expect(TAGS_SHOWN).toBe(2);
    expect(CATEGORY_SUGGESTIONS_SHOWN).toBe(8);
    expect(PLAN_FEATURES_SHOWN).toBe(3);
  });

  it('splits a list into the shown items and the count of more', () => {
    expect(takeWithMore(['a', 'b', 'c', 'd', 'e'], TAGS_SHOWN)).toEqual({ shown: ['a', 'b'], moreCount: 3 });
    expect(takeWithMore(['a', 'b'], TAGS_SHOWN)).toEqual({ shown: ['a', 'b'], moreCount: 0 });
    expect(takeWithMore([], 8)).toEqual({ shown: [], moreCount: 0 });
    expect(
      takeWithMore(
        Array.from({ length: 11 }, (_, i) => i),
        CATEGORY_SUGGESTIONS_SHOWN,
      ).moreCount,
    ).toBe(3);
    expect(moreLabel(3)).toBe('+3 more');
  });
});

describe('bidirectional controls in text from outside', () => {
  const RLO = '\u202E';
  it('replaces each embedding, override and isolate control with its visible code point', () => {
    expect(revealBidiControls(`Invoice ${RLO}fdp.exe`)).toBe('Invoice [U+202E]fdp.exe');
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of controls) {
      const control = String.fromCodePoint(code);
      expect(hasBidiControls(`a${control}b`)).toBe(true);
      expect(revealBidiControls(`a${control}b`)).toBe(`a${bidiControlMarker(control)}b`);
      expect(bidiControlMarker(control)).toBe(`[U+${code.toString(16).toUpperCase()}]`);
    }
  });

  it('leaves right-to-left letters and the marks that only steer punctuation alone', () => {
    for (const text of ['מרים כהן', 'ليلى', 'Ana\u200EMaria', 'Maria Lopez']) {
      expect(hasBidiControls(text)).toBe(false);
      expect(revealBidiControls(text)).toBe(text);
    }
  });
});
