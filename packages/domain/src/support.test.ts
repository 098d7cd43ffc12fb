import { describe, expect, it } from 'vitest';
import {
  matchesSupportSearch,
  NO_CONTENT_FOUND,
  SUPPORT_ACTION_TYPES,
  SUPPORT_ICON_NAMES,
  SUPPORT_ITEM_DEFAULTS,
  SUPPORT_TABS,
  supportItemErrors,
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
});
