/** Footer social links (platform spec §2.4, §3, §5). */
import { parseIntegerInput } from './numbers';

/** platform spec §3: the icons a social link may use. */
export const SOCIAL_ICONS = [
  'Facebook',
  'Twitter',
  'Linkedin',
  'Instagram',
  'YouTube',
  'TikTok',
  'GitHub',
  'Discord',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/**
 * platform spec §3: is_active defaults to true, sort_order to 0. A new link has no icon until the
 * platform names one or the admin picks one: a silent default would put Facebook's logo beside
 * every other network.
 */
export const NEW_SOCIAL_LINK_DEFAULTS = {
  platform: '',
  url: '',
  icon: '' as SocialIcon | '',
  is_active: true,
  sort_order: 0,
};

/** The icon a platform's name stands for ("linkedin", "You Tube", "X"), or null when none does. */
export function iconForPlatform(platform: string): SocialIcon | null {
  const key = platform.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'x') return 'Twitter';
  return SOCIAL_ICONS.find((icon) => icon.toLowerCase() === key) ?? null;
}

/** The inline message of a link without an icon. */
export const SOCIAL_ICON_REQUIRED = 'Choose the icon shown beside the link';

/** platform spec §5: sort order is parsed as an integer, falling back to 0 (also blog categories, core spec §5). */
export function parseSortOrder(value: unknown): number {
  return parseIntegerInput(value, 0);
}

/** The inline message of a url field that is not an http(s) address. */
export const WEB_URL_ERROR = 'Enter a URL starting with http:// or https://';

/** platform spec §5: url must be a url (http or https). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** platform spec §5: platform and url are required, and url must be a url. */
export function socialLinkErrors(link: {
  platform?: string;
  url?: string;
  icon?: string;
}): Partial<Record<'platform' | 'url' | 'icon', string>> {
  const errors: Partial<Record<'platform' | 'url' | 'icon', string>> = {};
  if (!link.platform?.trim()) errors.platform = 'Platform is required';
  if (link.icon === '') errors.icon = SOCIAL_ICON_REQUIRED;
  if (!link.url?.trim()) errors.url = 'URL is required';
  else if (!isWebUrl(link.url)) errors.url = WEB_URL_ERROR;
  return errors;
}
