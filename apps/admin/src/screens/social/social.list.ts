/**
 * The Social Links list (platform spec §2.4, §7): GET /admin/social-links answers every footer
 * link at once, by sort order; the screen searches platform and url in the browser and shows
 * ten a page.
 */
import type { components } from '@aac/api-client';
import { defineResourceList } from '../../kit/list/resourceList';

export type SocialLink = components['schemas']['SocialLink'];

export const socialLinksList = defineResourceList<SocialLink>()({
  path: '/admin/social-links',
  label: 'Social links',
  noun: { one: 'social link', other: 'social links' },
  search: {
    placeholder: 'Search by platform or url',
    text: (link) => `${link.platform} ${link.url}`,
  },
  filters: {},
  pageSize: { fixed: 10 },
  paging: 'client',
  rows: (data) => data.links,
  rowId: (link) => String(link.id),
  rowName: (link) => link.platform,
  empty: {
    title: 'No social links yet',
    hint: 'Add the footer links to the service’s pages on social networks.',
    filteredHint: 'No social link matches this search. Try another word or clear it.',
  },
});
