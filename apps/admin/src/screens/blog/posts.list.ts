/**
 * The Blog Management list (core spec §2.4, §7): GET /admin/blog/posts, searched by title,
 * excerpt and tags and filtered by status on the server, and paged by it (the contract's optional
 * paging of this list: each post carries its HTML, so a long blog is never sent whole), newest first.
 */
import type { components } from '@aac/api-client';
import { BLOG_POST_STATUS_FILTERS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfOptionalPagePagination } from '../../kit/list/resourceList';

export type BlogPost = components['schemas']['BlogPost'];

/** A post's name in buttons and confirmations: its title. */
export function postName(post: BlogPost): string {
  return post.title;
}

export const postsList = defineResourceList<BlogPost>()({
  path: '/admin/blog/posts',
  label: 'Posts',
  noun: { one: 'post', other: 'posts' },
  search: { placeholder: 'Search posts by title, excerpt or tag' },
  filters: { status: filterFrom('Status', BLOG_POST_STATUS_FILTERS) },
  pageSize: 'selectable',
  paging: 'server',
  rows: (data) => data.posts,
  totals: (data) => totalsOfOptionalPagePagination(data.pagination, data.posts.length),
  rowId: (post) => String(post.id),
  rowName: postName,
  empty: {
    title: 'No posts found',
    hint: 'Write the first post with New post.',
    filteredHint: 'No post matches this search and status. Try adjusting or clearing them.',
  },
});
