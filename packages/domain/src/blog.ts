/** Blog categories and posts (core spec §2.4, §2.5, §5). */

/** core spec §5: a category colour is one of these. */
export const CATEGORY_COLORS = [
  'blue',
  'green',
  'purple',
  'orange',
  'pink',
  'indigo',
  'teal',
  'yellow',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/** core spec §5: a category icon is one of these. */
export const CATEGORY_ICONS = [
  'tag',
  'message-circle',
  'heart',
  'smartphone',
  'users',
  'graduation-cap',
  'book-open',
  'accessibility',
  'star',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export interface CategoryForm {
  name: string;
  description: string;
  color: CategoryColor;
  icon: CategoryIcon;
  sort_order: number;
  is_active: boolean;
}

/** core spec §5: new category defaults: colour blue, icon tag, sort_order 0, active. */
export const NEW_CATEGORY_DEFAULTS: Readonly<CategoryForm> = {
  name: '',
  description: '',
  color: 'blue',
  icon: 'tag',
  sort_order: 0,
  is_active: true,
};

export function isCategoryColor(value: string): value is CategoryColor {
  return (CATEGORY_COLORS as readonly string[]).includes(value);
}

export function isCategoryIcon(value: string): value is CategoryIcon {
  return (CATEGORY_ICONS as readonly string[]).includes(value);
}

/** A category icon's name for people: "message-circle" reads "Message circle". */
export function categoryIconLabel(icon: string): string {
  const words = icon.replace(/-/g, ' ').trim();
  return words === '' ? '' : words[0].toUpperCase() + words.slice(1);
}

export const DEFAULT_AUTHOR_NAME = 'Admin';

/** core spec §2.4: the author is shown as "Admin" if author_name is missing. */
export function authorDisplay(authorName: string | null | undefined): string {
  return authorName?.trim() ? authorName : DEFAULT_AUTHOR_NAME;
}

/** A URL slug for a category name: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
