/** Support content (platform spec §2.3, §3, §5, §7). */
import { isWebUrl, WEB_URL_ERROR } from './social';

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
  /** One item of the tab, for dialog titles ("New article"). */
  noun: string;
}> = [
  { tab: 'categories', label: 'Categories', contentKey: 'categories', noun: 'category' },
  { tab: 'articles', label: 'Articles', contentKey: 'articles', noun: 'article' },
  { tab: 'videos', label: 'Videos', contentKey: 'videos', noun: 'video' },
  { tab: 'options', label: 'Support Options', contentKey: 'options', noun: 'support option' },
  { tab: 'community', label: 'Community', contentKey: 'links', noun: 'community link' },
];

/** The fields one tab's form shows besides those of every tab (title, description, icon, sort order, active). */
export type SupportTabField =
  | 'key'
  | 'color_gradient'
  | 'content'
  | 'excerpt'
  | 'category_key'
  | 'read_time'
  | 'is_featured'
  | 'is_published'
  | 'video_url'
  | 'thumbnail_url'
  | 'duration_minutes'
  | 'action_text'
  | 'action_type'
  | 'action_value'
  | 'color'
  | 'link_text'
  | 'link_url'
  | 'member_count';

/**
 * platform spec §3: which fields concern which tab (categories: key and gradient; articles:
 * content, excerpt, category, read time; videos: video, thumbnail, minutes; options: the action;
 * community: colour and link). Featured and published mark what readers see, so the tabs that
 * show content to readers offer them.
 */
export const SUPPORT_TAB_FIELDS: Readonly<Record<SupportTab, readonly SupportTabField[]>> = {
  categories: ['key', 'color_gradient'],
  articles: ['category_key', 'content', 'excerpt', 'read_time', 'is_featured', 'is_published'],
  videos: ['video_url', 'thumbnail_url', 'duration_minutes', 'is_featured', 'is_published'],
  options: ['action_text', 'action_type', 'action_value', 'color'],
  community: ['link_text', 'link_url', 'member_count', 'color', 'is_featured'],
};

/** Whether a tab's form shows a field. */
export function supportTabHas(tab: SupportTab, field: SupportTabField): boolean {
  return SUPPORT_TAB_FIELDS[tab].includes(field);
}

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

/** A new item's icon, the one its tab's content is about (the spec leaves it blank). */
export const SUPPORT_TAB_ICONS: Readonly<Record<SupportTab, SupportIconName>> = {
  categories: 'BookOpen',
  articles: 'BookOpen',
  videos: 'Play',
  options: 'MessageCircle',
  community: 'Users',
};

/** An icon's name as people read it: "Book open" for BookOpen, "Message circle" for MessageCircle. */
export function supportIconLabel(name: SupportIconName): string {
  return name.replace(/([a-z])([A-Z])/g, (_, last: string, next: string) => `${last} ${next.toLowerCase()}`);
}

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

/** The colours offered for support options and community items; purple is the default (platform spec §3). */
export const SUPPORT_COLORS = ['purple', 'blue', 'green', 'teal', 'orange', 'pink', 'red', 'gray'] as const;

/** platform spec §2.3: the empty state. */
export const NO_CONTENT_FOUND = 'No content found';

export const THUMBNAIL_URL_ERROR =
  'Enter a URL starting with http:// or https://, or a path of this site starting with /';
export const ACTION_VALUE_ERROR =
  'Enter a web address (https://…), a mailto: or tel: address, or an action name without a colon';

/** A thumbnail is a web address or a picture this server serves (an upload, a demo picture). */
export function isThumbnailUrl(value: string): boolean {
  const text = value.trim();
  return isWebUrl(text) || /^\/[^/\s]\S*$/.test(text);
}

/**
 * What a support option's button does: a web address, a mailto: or tel: address, or the name of
 * an in-app action (no scheme). Any other scheme (javascript:, data:, …) could run script where
 * the button is shown, so it is refused, as the server does.
 */
export function isActionValue(value: string): boolean {
  const text = value.trim();
  if (isWebUrl(text)) return true;
  if (/^(mailto|tel):\S+$/i.test(text)) return true;
  return !text.includes(':');
}

export interface SupportItemDraft {
  title?: string;
  key?: string;
  category_key?: string;
  video_url?: string;
  thumbnail_url?: string;
  link_url?: string;
  action_value?: string;
}

export type SupportItemErrors = Partial<Record<keyof SupportItemDraft, string>>;

/**
 * platform spec §5: title is required, key for categories and a category for articles; the
 * video, thumbnail and link fields are urls. Only the fields the tab shows are checked; a blank
 * optional url is fine.
 */
export function supportItemErrors(tab: SupportTab, item: SupportItemDraft): SupportItemErrors {
  const errors: SupportItemErrors = {};
  const filled = (value: string | undefined) => (value ?? '').trim() !== '';
  if (!item.title?.trim()) errors.title = 'Title is required';
  if (tab === 'categories' && !item.key?.trim()) errors.key = 'Key is required';
  if (tab === 'articles' && !item.category_key?.trim()) errors.category_key = 'Category is required';
  if (supportTabHas(tab, 'video_url') && filled(item.video_url) && !isWebUrl(item.video_url ?? '')) {
    errors.video_url = WEB_URL_ERROR;
  }
  if (
    supportTabHas(tab, 'thumbnail_url') &&
    filled(item.thumbnail_url) &&
    !isThumbnailUrl(item.thumbnail_url ?? '')
  ) {
    errors.thumbnail_url = THUMBNAIL_URL_ERROR;
  }
  if (supportTabHas(tab, 'link_url') && filled(item.link_url) && !isWebUrl(item.link_url ?? '')) {
    errors.link_url = WEB_URL_ERROR;
  }
  if (
    supportTabHas(tab, 'action_value') &&
    filled(item.action_value) &&
    !isActionValue(item.action_value ?? '')
  ) {
    errors.action_value = ACTION_VALUE_ERROR;
  }
  return errors;
}

const COUNT = new Intl.NumberFormat('en-US');
const counted = (count: number, one: string, other: string) =>
  `${COUNT.format(count)} ${count === 1 ? one : other}`;

/** One figure of a card, with what it is (a screen shows an icon by kind). */
export interface SupportItemFact {
  kind: 'category' | 'views' | 'readTime' | 'duration' | 'members' | 'destination';
  text: string;
}

/** Where a card's button goes, as the card says it: "Start chat → https://…", or the action it runs. */
function destination(
  label: string | null | undefined,
  target: string | null | undefined,
  type: SupportActionType = 'link',
): SupportItemFact[] {
  if (!target?.trim()) return [];
  const button = label?.trim() || 'Button';
  return [
    {
      kind: 'destination',
      text: type === 'action' ? `${button} → runs “${target.trim()}”` : `${button} → ${target.trim()}`,
    },
  ];
}

/**
 * platform spec §2.3: what a card says under its description, where relevant: the category title
 * and views and read time of an article, the minutes and views of a video, the members of a
 * community item; and where an option's or a community item's button goes.
 */
export function supportItemFacts(
  tab: SupportTab,
  item: {
    category_title?: string | null;
    views?: number;
    read_time?: number;
    duration_minutes?: number;
    member_count?: number | null;
    action_text?: string | null;
    action_type?: SupportActionType | null;
    action_value?: string | null;
    link_text?: string | null;
    link_url?: string | null;
  },
): SupportItemFact[] {
  const views: SupportItemFact = { kind: 'views', text: counted(item.views ?? 0, 'view', 'views') };
  switch (tab) {
    case 'articles':
      return [
        ...(item.category_title ? [{ kind: 'category' as const, text: item.category_title }] : []),
        views,
        {
          kind: 'readTime',
          text: `${COUNT.format(item.read_time ?? SUPPORT_ITEM_DEFAULTS.read_time)} min read`,
        },
      ];
    case 'videos':
      return [
        {
          kind: 'duration',
          text: `${COUNT.format(item.duration_minutes ?? SUPPORT_ITEM_DEFAULTS.duration_minutes)} min video`,
        },
        views,
      ];
    case 'options':
      return destination(item.action_text, item.action_value, item.action_type ?? 'link');
    case 'community':
      return [
        ...(item.member_count == null
          ? []
          : [{ kind: 'members' as const, text: counted(item.member_count, 'member', 'members') }]),
        ...destination(item.link_text, item.link_url),
      ];
    default:
      return [];
  }
}

/** platform spec §2.3 and §4: the markers of a card (featured, unpublished, and inactive). */
export function supportItemMarkers(item: {
  is_featured?: boolean;
  is_published?: boolean;
  is_active?: boolean;
}): Array<'Featured' | 'Unpublished' | 'Inactive'> {
  return [
    ...(item.is_featured ? (['Featured'] as const) : []),
    ...(item.is_published === false ? (['Unpublished'] as const) : []),
    ...(item.is_active === false ? (['Inactive'] as const) : []),
  ];
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
