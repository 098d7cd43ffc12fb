import { describe, expect, it } from 'vitest';
import {
  iconForPlatform,
  isWebUrl,
  NEW_SOCIAL_LINK_DEFAULTS,
  parseSortOrder,
  SOCIAL_ICON_REQUIRED,
  SOCIAL_ICONS,
  socialLinkErrors,
} from './social';

describe('social links (platform spec §3, §5)', () => {
  it('offers the eight icons', () => {
    expect(SOCIAL_ICONS).toEqual([
      'Facebook',
      'Twitter',
      'Linkedin',
      'Instagram',
      'YouTube',
      'TikTok',
      'GitHub',
      'Discord',
    ]);
  });

  it('defaults to active with sort order 0', () => {
    expect(NEW_SOCIAL_LINK_DEFAULTS.is_active).toBe(true);
    expect(NEW_SOCIAL_LINK_DEFAULTS.sort_order).toBe(0);
  });

  it('parses the sort order as an integer, falling back to 0', () => {
    expect(parseSortOrder('3')).toBe(3);
    expect(parseSortOrder('')).toBe(0);
    expect(parseSortOrder('x')).toBe(0);
  });

  it('requires platform and a url', () => {
    expect(socialLinkErrors({ platform: '', url: '' })).toEqual({
      platform: 'Platform is required',
      url: 'URL is required',
    });
    expect(socialLinkErrors({ platform: 'Facebook', url: 'facebook' })).toEqual({
      url: 'Enter a URL starting with http:// or https://',
    });
    expect(socialLinkErrors({ platform: 'Facebook', url: 'https://facebook.com/aac' })).toEqual({});
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('the icon of a new link', () => {
  it('starts unchosen, and a link without one is refused', () => {
    expect(NEW_SOCIAL_LINK_DEFAULTS.icon).toBe('');
    expect(socialLinkErrors({ platform: 'Mastodon', url: 'https://mastodon.social/@aac', icon: '' })).toEqual(
      {
        icon: SOCIAL_ICON_REQUIRED,
      },
    );
  });

  it('follows a platform name that is one of the icons, whatever its case and spacing', () => {
    expect(iconForPlatform('linkedin')).toBe('Linkedin');
    expect(iconForPlatform('You Tube')).toBe('YouTube');
    expect(iconForPlatform('X')).toBe('Twitter');
    expect(iconForPlatform('Mastodon')).toBeNull();
    expect(SOCIAL_ICONS.every((icon) => iconForPlatform(icon) === icon)).toBe(true);
  });
});
