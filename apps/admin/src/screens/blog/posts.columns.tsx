/**
 * The Blog Management table (core spec §2.4): title over the list preview (the excerpt, else the
 * first 100 characters of the content's text), 2 tags then "+N more", status, author ("Admin"
 * when missing), date, and the row actions; and the columns of Export Posts.
 */
import { authorDisplay, listPreview, statusLabel, toggledPostStatus } from '@aac/domain';
import {
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
  TagsCell,
} from '@aac/ui';
import { Eye, FileX, Pencil, Send, Trash2 } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { historyAction } from '../../kit/list/historyAction';
import type { BlogPost } from './posts.list';

const column = createDataTableColumnHelper<BlogPost>();

export const postColumns = column.columns([
  column.accessor('title', {
    header: 'Post',
    meta: { isRowHeader: true, minWidth: 300, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: post } }) => {
      const preview = listPreview(post);
      return (
        <NameCell primary={post.title} secondary={preview || <MissingValue>No content yet</MissingValue>} />
      );
    },
  }),
  column.accessor('tags', {
    header: 'Tags',
    meta: { minWidth: 180 },
    cell: ({ getValue, row }) => (
      <TagsCell tags={getValue()} label={`Tags of ${row.original.title}`} emptyText="No tags" />
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('author_name', {
    header: 'Author',
    meta: { minWidth: 132 },
    // core spec §2.4: "Admin" when author_name is missing.
    cell: ({ getValue }) => authorDisplay(getValue()),
  }),
  column.accessor('created_at', {
    header: 'Date',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
]);

/** A post's publication flips with one action (core spec §2.4, §4): the domain's rule. */
export function nextPostStatus(post: BlogPost): BlogPost['status'] {
  return toggledPostStatus(post.status);
}

/** Opens the post as its readers see it: the eye means "view" here as on every other screen. */
const preview = { id: 'preview', label: 'Preview', icon: <Eye size={16} /> } as const;

/** For an admin who may read posts but not change them: the preview and, with audit.read, History. */
export const readOnlyPostActions = defineRowActions<BlogPost>()([preview, historyAction('blog_post')]);

/**
 * core spec §2.4: preview, edit, publish or unpublish, delete; for an admin holding blog.write.
 * Publishing is named in words in the row's menu (and asks first, see PostsScreen), never an icon
 * that reads as "view".
 */
export const postActions = defineRowActions<BlogPost>()([
  preview,
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  {
    id: 'toggleStatus',
    label: (post) => (post.status === 'published' ? 'Unpublish' : 'Publish'),
    icon: (post) => (post.status === 'published' ? <FileX size={16} /> : <Send size={16} />),
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('blog_post'),
]);

/** The columns of Export Posts: every field but the HTML body; timestamps are ISO 8601. */
export const postCsvColumns: readonly CsvColumn<BlogPost>[] = [
  { header: 'ID', value: (post) => post.id },
  { header: 'Title', value: (post) => post.title },
  { header: 'Excerpt', value: (post) => post.excerpt },
  { header: 'Tags', value: (post) => post.tags.join(', ') },
  { header: 'Status', value: (post) => statusLabel(post.status) },
  { header: 'Author', value: (post) => authorDisplay(post.author_name) },
  { header: 'Featured image', value: (post) => post.featured_image },
  { header: 'Created', value: (post) => post.created_at },
];
