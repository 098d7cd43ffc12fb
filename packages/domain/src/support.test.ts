import { describe, expect, it } from 'vitest';
import {
  ACTION_VALUE_ERROR,
  isActionValue,
  isThumbnailUrl,
  matchesSupportSearch,
  NO_CONTENT_FOUND,
  SUPPORT_ACTION_TYPES,
  SUPPORT_ICON_NAMES,
  SUPPORT_ITEM_DEFAULTS,
  SUPPORT_TAB_FIELDS,
  SUPPORT_TABS,
  supportItemErrors,
  supportItemFacts,
  supportItemMarkers,
  THUMBNAIL_URL_ERROR,
} from './support';

describe('support content (platform spec §2.3, §3, §5)', () => {
  it('has five tabs; Community items come under "links"', () => {
    expect(SUPPORT_TABS.map((tab) => tab.label)).toEqual([
      'Categories',
      'Articles',
      'Videos',
      'Support Options',
      'Community',
    ]);
    expect(SUPPORT_TABS.map((tab) => tab.tab)).toEqual([
      'categories',
      'articles',
      'videos',
      'options',
      'community',
    ]);
    expect(SUPPORT_TABS[4].contentKey).toBe('links');
  });

  it('lists the fourteen icon names and two action types', () => {
    expect(SUPPORT_ICON_NAMES).toEqual([
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
    ]);
    expect(SUPPORT_ACTION_TYPES).toEqual(['link', 'action']);
  });

  it('has the stated item defaults', () => {
    expect(SUPPORT_ITEM_DEFAULTS).toMatchObject({
      article_count: 0,
      sort_order: 0,
      is_active: true,
      views: 0,
      read_time: 5,
      is_featured: false,
      is_published: true,
      duration_minutes: 5,
      action_type: 'link',
      color: 'purple',
    });
    expect(NO_CONTENT_FOUND).toBe('No content found');
  });

  it('requires a title, a key for categories and a category for articles', () => {
    expect(supportItemErrors('videos', { title: '' })).toEqual({ title: 'Title is required' });
    expect(supportItemErrors('categories', { title: 'Start', key: ' ' })).toEqual({ key: 'Key is required' });
    expect(supportItemErrors('articles', { title: 'How to', category_key: '' })).toEqual({
      category_key: 'Category is required',
    });
    expect(supportItemErrors('articles', { title: 'How to', category_key: 'getting-started' })).toEqual({});
    expect(supportItemErrors('options', { title: 'Chat' })).toEqual({});
  });

  it('searches title and description', () => {
    const item = { title: 'Getting Started', description: 'Set up your first board' };
    expect(matchesSupportSearch(item, 'board')).toBe(true);
    expect(matchesSupportSearch(item, 'GETTING')).toBe(true);
    expect(matchesSupportSearch(item, 'billing')).toBe(false);
    expect(matchesSupportSearch(item, '')).toBe(true);
  });

  it('checks the url fields of the tab shown, and only those', () => {
    expect(supportItemErrors('videos', { title: 'Tour', video_url: 'javascript:alert(1)' })).toEqual({
      video_url: 'Enter a URL starting with http:// or https://',
    });
    expect(
      supportItemErrors('videos', {
        title: 'Tour',
        video_url: '',
        thumbnail_url: 'data:image/png;base64,AA',
      }),
    ).toEqual({ thumbnail_url: THUMBNAIL_URL_ERROR });
    expect(supportItemErrors('community', { title: 'Parents', link_url: 'ftp://example.com' })).toEqual({
      link_url: 'Enter a URL starting with http:// or https://',
    });
    expect(supportItemErrors('options', { title: 'Chat', action_value: 'javascript:alert(1)' })).toEqual({
      action_value: ACTION_VALUE_ERROR,
    });
    // A field another tab owns is not this tab's business.
    expect(
      supportItemErrors('articles', { title: 'How to', category_key: 'boards', link_url: 'nope' }),
    ).toEqual({});
  });

  it('takes http(s) thumbnails and pictures of this site; actions by url, mail, phone or name', () => {
    expect(isThumbnailUrl('https://videos.example.com/a.jpg')).toBe(true);
    expect(isThumbnailUrl('/demo/cover-2.svg')).toBe(true);
    expect(isThumbnailUrl('//evil.example.com/a.jpg')).toBe(false);
    expect(isThumbnailUrl('javascript:alert(1)')).toBe(false);
    expect(isActionValue('mailto:support@example.com')).toBe(true);
    expect(isActionValue('tel:+15555550100')).toBe(true);
    expect(isActionValue('https://aac.example.com/help')).toBe(true);
    expect(isActionValue('open-scheduler')).toBe(true);
    expect(isActionValue('JavaScript:alert(1)')).toBe(false);
    expect(isActionValue('data:text/html,<b>')).toBe(false);
  });

  it('shows each tab its own fields', () => {
    expect(SUPPORT_TAB_FIELDS.categories).toContain('key');
    expect(SUPPORT_TAB_FIELDS.articles).toEqual(
      expect.arrayContaining(['category_key', 'content', 'read_time']),
    );
    expect(SUPPORT_TAB_FIELDS.videos).toEqual(
      expect.arrayContaining(['video_url', 'thumbnail_url', 'duration_minutes']),
    );
    expect(SUPPORT_TAB_FIELDS.options).toEqual(['action_text', 'action_type', 'action_value', 'color']);
    expect(SUPPORT_TAB_FIELDS.community).toEqual(
      expect.arrayContaining(['link_url', 'member_count', 'color']),
    );
  });

  it('says the category, views, read time, video minutes and members where relevant', () => {
    const texts = (...args: Parameters<typeof supportItemFacts>) =>
      supportItemFacts(...args).map((fact) => fact.text);
    expect(texts('articles', { category_title: 'Getting Started', views: 1520, read_time: 4 })).toEqual([
      'Getting Started',
      '1,520 views',
      '4 min read',
    ]);
    expect(supportItemFacts('articles', { views: 1 })).toEqual([
      { kind: 'views', text: '1 view' },
      { kind: 'readTime', text: '5 min read' },
    ]);
    expect(supportItemFacts('videos', { duration_minutes: 12, views: 980 })).toEqual([
      { kind: 'duration', text: '12 min video' },
      { kind: 'views', text: '980 views' },
    ]);
    expect(supportItemFacts('community', { member_count: 12840 })).toEqual([
      { kind: 'members', text: '12,840 members' },
    ]);
    expect(supportItemFacts('community', { member_count: null })).toEqual([]);
    expect(supportItemFacts('categories', { views: 3 })).toEqual([]);
  });

  it('says where an option or a community item leads', () => {
    expect(
      supportItemFacts('options', {
        action_text: 'Email us',
        action_type: 'link',
        action_value: 'mailto:help@example.org',
      }),
    ).toEqual([{ kind: 'destination', text: 'Email us → mailto:help@example.org' }]);
    expect(
      supportItemFacts('options', {
        action_text: 'Start chat',
        action_type: 'action',
        action_value: 'open-chat',
      }),
    ).toEqual([{ kind: 'destination', text: 'Start chat → runs “open-chat”' }]);
    expect(supportItemFacts('options', { action_text: 'Start chat', action_value: '' })).toEqual([]);
    expect(
      supportItemFacts('community', {
        member_count: 3,
        link_text: '',
        link_url: 'https://forum.example.org',
      }),
    ).toEqual([
      { kind: 'members', text: '3 members' },
      { kind: 'destination', text: 'Button → https://forum.example.org' },
    ]);
  });

  it('marks featured, unpublished and inactive items', () => {
    expect(supportItemMarkers({ is_featured: true, is_published: false, is_active: false })).toEqual([
      'Featured',
      'Unpublished',
      'Inactive',
    ]);
    expect(supportItemMarkers({ is_featured: false, is_published: true, is_active: true })).toEqual([]);
  });
});
