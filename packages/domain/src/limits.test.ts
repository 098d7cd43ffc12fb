import { describe, expect, it } from 'vitest';
import { COLLECTION_LIMITS, collectionFullMessage, TEAM_MEMBERS_MAX, UNPAGED_HISTORY_MAX } from './limits';

describe('list bounds', () => {
  it('says which list is full and how to make room', () => {
    expect(collectionFullMessage('blog categories', COLLECTION_LIMITS.blogCategories)).toBe(
      'There can be at most 200 blog categories. Delete one before adding another.',
    );
    expect(collectionFullMessage('team members in this enterprise', TEAM_MEMBERS_MAX)).toBe(
      'There can be at most 1,000 team members in this enterprise. Delete one before adding another.',
    );
  });

  it('bounds every whole list well above what a real service keeps', () => {
    for (const limit of Object.values(COLLECTION_LIMITS)) expect(limit).toBeGreaterThanOrEqual(100);
    expect(UNPAGED_HISTORY_MAX).toBe(1000);
  });
});
