import { describe, expect, it } from 'vitest';
import { STORED_HTML_POLICY, storedPlainText } from './storedHtml';

describe('stored HTML policy', () => {
  it('forbids style attributes and the elements that restyle, collect data or load another document', () => {
    expect(STORED_HTML_POLICY.FORBID_ATTR).toEqual(['style']);
    for (const tag of ['style', 'form', 'input', 'iframe', 'object', 'embed', 'meta', 'base', 'link']) {
      expect(STORED_HTML_POLICY.FORBID_TAGS).toContain(tag);
    }
  });
});

describe('storedPlainText (excerpts and tags)', () => {
  it('keeps plain words as they are', () => {
    expect(storedPlainText('Core words at every meal')).toBe('Core words at every meal');
    expect(storedPlainText('I <3 talking boards')).toBe('I <3 talking boards');
  });

  it('removes markup, scripts with their text and handlers', () => {
    expect(storedPlainText('<b>Bold</b> <img src=x onerror="alert(1)"> move')).toBe('Bold move');
    expect(storedPlainText('<script>alert(1)</script>tips')).toBe('tips');
  });

  it('drops the "<" of a tag that never closed, and of encoded markup once decoded', () => {
    expect(storedPlainText('text <img src=x onerror=alert(1)//')).toBe('text img src=x onerror=alert(1)//');
    expect(storedPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('script>alert(1)/script>');
  });

  it('gives "" for nothing', () => {
    expect(storedPlainText(undefined)).toBe('');
    expect(storedPlainText('  ')).toBe('');
  });
});
