import type { SocialLink } from './social.list';

/** Deterministic footer links for stories: one per brand, one inactive, one long url. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    id: 1,
    version: 1,
    platform: 'Facebook',
    url: 'https://www.facebook.com/aacexample',
    icon: 'Facebook',
    is_active: true,
    sort_order: 0,
  },
  {
    id: 2,
    version: 1,
    platform: 'Twitter',
    url: 'https://twitter.com/aacexample',
    icon: 'Twitter',
    is_active: true,
    sort_order: 1,
  },
  {
    id: 3,
    version: 1,
    platform: 'LinkedIn',
    url: 'https://www.linkedin.com/company/aac-example',
    icon: 'Linkedin',
    is_active: true,
    sort_order: 2,
  },
  {
    id: 4,
    version: 1,
    platform: 'Instagram',
    url: 'https://www.instagram.com/aacexample',
    icon: 'Instagram',
    is_active: false,
    sort_order: 3,
  },
  {
    id: 5,
    version: 1,
    platform: 'YouTube channel for parents, therapists and educators',
    url: 'https://www.youtube.com/@aacexample/playlists?view=50&sort=dd&shelf_id=2&tutorials-for-new-families',
    icon: 'YouTube',
    is_active: true,
    sort_order: 4,
  },
  {
    id: 6,
    version: 1,
    platform: 'TikTok',
    url: 'https://www.tiktok.com/@aacexample',
    icon: 'TikTok',
    is_active: true,
    sort_order: 5,
  },
  {
    id: 7,
    version: 1,
    platform: 'GitHub',
    url: 'https://github.com/aac-example',
    icon: 'GitHub',
    is_active: false,
    sort_order: 6,
  },
  {
    id: 8,
    version: 1,
    platform: 'Discord',
    url: 'https://discord.gg/aacexample',
    icon: 'Discord',
    is_active: true,
    sort_order: 7,
  },
];

/**
 * `count` links for the measure of a big client-side list: "Community 1" … at
 * https://social.example.org/aac-1 …, in that order, the brands' icons in turn.
 */
export function manySocialLinks(count: number): SocialLink[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    version: 1,
    platform: `Community ${index + 1}`,
    url: `https://social.example.org/aac-${index + 1}`,
    icon: (SOCIAL_LINKS[index % SOCIAL_LINKS.length] as SocialLink).icon,
    is_active: index % 7 !== 0,
    sort_order: index,
  }));
}
