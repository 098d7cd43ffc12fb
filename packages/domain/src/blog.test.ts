import { describe, expect, it } from 'vitest';
import {
  authorDisplay,
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  categoryIconLabel,
  isCategoryColor,
  isCategoryIcon,
  NEW_CATEGORY_DEFAULTS,
  slugify,
} from './blog';

describe('blog categories (core spec §5)', () => {
  it('offers the eight colours and nine icons of the spec', () => {
    expect(CATEGORY_COLORS).toEqual([
      'blue',
      'green',
      'purple',
      'orange',
      'pink',
      'indigo',
      'teal',
      'yellow',
    ]);
    expect(CATEGORY_ICONS).toEqual([
      'tag',
      'message-circle',
      'heart',
      'smartphone',
      'users',
      'graduation-cap',
      'book-open',
      'accessibility',
      'star',
    ]);
    expect(isCategoryColor('teal')).toBe(true);
    expect(isCategoryColor('red')).toBe(false);
    expect(isCategoryIcon('star')).toBe(true);
    expect(isCategoryIcon('bell')).toBe(false);
  });

  it('names each icon in words', () => {
    expect(CATEGORY_ICONS.map(categoryIconLabel)).toEqual([
      'Tag',
      'Message circle',
      'Heart',
      'Smartphone',
      'Users',
      'Graduation cap',
      'Book open',
      'Accessibility',
      'Star',
    ]);
  });

  it('defaults a new category to blue, tag, sort order 0, active', () => {
    expect(NEW_CATEGORY_DEFAULTS).toEqual({
      name: '',
      description: '',
      color: 'blue',
      icon: 'tag',
      sort_order: 0,
      is_active: true,
    });
  });

  it('slugs names', () => {
    expect(slugify('Speech & Language Tips')).toBe('speech-and-language-tips');
    expect(slugify('  Café  Corner! ')).toBe('cafe-corner');
  });
});

describe('authorDisplay (core spec §2.4)', () => {
  it('shows "Admin" when author_name is missing', () => {
    expect(authorDisplay(undefined)).toBe('Admin');
    expect(authorDisplay(null)).toBe('Admin');
    expect(authorDisplay('')).toBe('Admin');
    expect(authorDisplay('Dr. Lee')).toBe('Dr. Lee');
  });
});
