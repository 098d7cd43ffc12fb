/**
 * The Blog Categories list (core spec §2.5, §7): GET /admin/blog/categories, searched on the
 * server by name, slug and description, in sort order, shown a page at a time.
 */
import type { components } from '@aac/api-client';
import { defineResourceList } from '../../kit/list/resourceList';

export type BlogCategory = components['schemas']['BlogCategory'];

export const categoriesList = defineResourceList<BlogCategory>()({
  path: '/admin/blog/categories',
  label: 'Categories',
  noun: { one: 'category', other: 'categories' },
  search: { placeholder: 'Search categories' },
  filters: {},
  pageSize: 'selectable',
  paging: 'client',
  rows: (data) => data.categories,
  rowId: (category) => String(category.id),
  rowName: (category) => category.name,
  empty: {
    title: 'No categories found',
    hint: 'Add the first category with New category.',
    filteredHint: 'No category matches this search. Try another one or clear it.',
  },
});
