/** Support content (platform spec §2.3, §3, §7). */

export type SupportTab = 'categories' | 'articles' | 'videos' | 'options' | 'community';

/**
 * platform spec §2.3: the tabs in order. `contentKey` is the key of GET /admin/support/content
 * that holds the tab's items (the Community tab's items come under `links`); `tab` is the path
 * segment of POST /admin/support/{tab} and DELETE /admin/support/{tab}/{id}.
 */
export const SUPPORT_TABS: ReadonlyArray<{
  tab: SupportTab;
  label: string;
  contentKey: 'categories' | 'articles' | 'videos' | 'options' | 'links';
}> = [
  { tab: 'categories', label: 'Categories', contentKey: 'categories' },
  { tab: 'articles', label: 'Articles', contentKey: 'articles' },
  { tab: 'videos', label: 'Videos', contentKey: 'videos' },
  { tab: 'options', label: 'Support Options', contentKey: 'options' },
  { tab: 'community', label: 'Community', contentKey: 'links' },
];

/** platform spec §3: icon names shown for support content. */
export const SUPPORT_ICON_NAMES = [
  'Settings',
  'BookOpen',
  'Play',
  'Users',
  'MessageCircle',
  'Hash',
  'Rocket',
  'Wrench',
  'User',
  'Lightbulb',
  'Code',
  'Mail',
  'Phone',
  'Calendar',
] as const;
export type SupportIconName = (typeof SUPPORT_ICON_NAMES)[number];

/** platform spec §3: action_type is link or action. */
export const SUPPORT_ACTION_TYPES = ['link', 'action'] as const;
export type SupportActionType = (typeof SUPPORT_ACTION_TYPES)[number];

/** platform spec §3 and §9: the defaults of a new support content item. */
export const SUPPORT_ITEM_DEFAULTS = {
  key: '',
  title: '',
  description: '',
  icon: '',
  color_gradient: '',
  article_count: 0,
  sort_order: 0,
  is_active: true,
  content: '',
  excerpt: '',
  category_key: '',
  views: 0,
  read_time: 5,
  is_featured: false,
  is_published: true,
  video_url: '',
  thumbnail_url: '',
  duration_minutes: 5,
  action_text: '',
  action_type: 'link' as SupportActionType,
  action_value: '',
  color: 'purple',
  link_text: '',
  link_url: '',
  member_count: null,
} as const;

/** platform spec §2.3: the empty state. */
export const NO_CONTENT_FOUND = 'No content found';

/** platform spec §5: key is required for categories; a category is required for articles. */
export function supportItemErrors(
  tab: SupportTab,
  item: { title?: string; key?: string; category_key?: string },
): Partial<Record<'title' | 'key' | 'category_key', string>> {
  const errors: Partial<Record<'title' | 'key' | 'category_key', string>> = {};
  if (!item.title?.trim()) errors.title = 'Title is required';
  if (tab === 'categories' && !item.key?.trim()) errors.key = 'Key is required';
  if (tab === 'articles' && !item.category_key?.trim()) errors.category_key = 'Category is required';
  return errors;
}

/** platform spec §2.3: search by title or description, case-insensitive. */
export function matchesSupportSearch(
  item: { title?: string | null; description?: string | null },
  query: string,
) {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [item.title, item.description].some((text) => text?.toLowerCase().includes(needle));
}
