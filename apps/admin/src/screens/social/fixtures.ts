import type { SocialLink } from './social.list';

/** Deterministic footer links for stories: one per brand, one inactive, one long url. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    id: 1,
    platform: 'Facebook',
    url: 'https://www.facebook.com/aacexample',
    icon: 'Facebook',
    is_active: true,
    sort_order: 0,
  },
  {
    id: 2,
    platform: 'Twitter',
    url: 'https://twitter.com/aacexample',
    icon: 'Twitter',
    is_active: true,
    sort_order: 1,
  },
  {
    id: 3,
    platform: 'LinkedIn',
    url: 'https://www.linkedin.com/company/aac-example',
    icon: 'Linkedin',
    is_active: true,
    sort_order: 2,
  },
  {
    id: 4,
    platform: 'Instagram',
    url: 'https://www.instagram.com/aacexample',
    icon: 'Instagram',
    is_active: false,
    sort_order: 3,
  },
  {
    id: 5,
    platform: 'YouTube channel for parents, therapists and educators',
    url: 'https://www.youtube.com/@aacexample/playlists?view=50&sort=dd&shelf_id=2&tutorials-for-new-families',
    icon: 'YouTube',
    is_active: true,
    sort_order: 4,
  },
  {
    id: 6,
    platform: 'TikTok',
    url: 'https://www.tiktok.com/@aacexample',
    icon: 'TikTok',
    is_active: true,
    sort_order: 5,
  },
  {
    id: 7,
    platform: 'GitHub',
    url: 'https://github.com/aac-example',
    icon: 'GitHub',
    is_active: false,
    sort_order: 6,
  },
  {
    id: 8,
    platform: 'Discord',
    url: 'https://discord.gg/aacexample',
    icon: 'Discord',
    is_active: true,
    sort_order: 7,
  },
];
