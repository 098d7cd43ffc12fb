import { useApi } from '@aac/api-client';
import { CATEGORY_SUGGESTIONS_SHOWN, CONFIRMATIONS, MESSAGES } from '@aac/domain';
import { Button, Card, ConfirmDialog, DataTable, TagList } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { useCategoryMarks } from './categoryAppearance';
import {
  nextPostStatus,
  postActions,
  postColumns,
  postCsvColumns,
  readOnlyPostActions,
} from './posts.columns';
import { type BlogPost, postName, postsList } from './posts.list';

// Loaded by the action that opens them.
const PostDialog = lazyDialog(() => import('./PostDialog').then((m) => m.PostDialog));
const PostPreviewDialog = lazyDialog(() => import('./PostPreviewDialog').then((m) => m.PostPreviewDialog));

/** Asked before a draft goes public: readers see it at once, so one slip of the menu must not do it. */
export function publishPostQuestion(post: Pick<BlogPost, 'title'>): string {
  return `Publish "${post.title}"?`;
}
export const PUBLISH_POST_CONSEQUENCE =
  'It becomes visible to every reader of the blog at once. You can unpublish it later.';

/**
 * Blog Management (core spec §2.4): the posts with search and status filter (held in the URL),
 * New post, and per post preview, edit, publish/unpublish and delete; then the categories summary.
 * Publishing asks first; unpublishing is the spec's one action.
 */
export function PostsScreen() {
  const list = useResourceList(postsList);
  const canWrite = usePermission('blog.write');
  const dialog = useRowDialog<'preview' | 'edit' | 'publish' | 'delete', BlogPost>();
  // The question keeps its title while it animates out after the post was published.
  const publishing = dialog.rowFor('publish');
  const lastPublishing = useRef<BlogPost | null>(null);
  if (publishing) lastPublishing.current = publishing;
  const [isCreating, setCreating] = useState(false);
  const { $api } = useApi();
  const change = useChange('blogPosts');
  const setStatus = $api.useMutation('put', '/admin/blog/posts/{id}/status');
  const remove = $api.useMutation('delete', '/admin/blog/posts/{id}');

  // core spec §4: one action toggles draft and published.
  const setPostStatus = (post: BlogPost) =>
    change.run(
      () =>
        setStatus.mutateAsync({
          params: { path: { id: post.id }, header: ifMatch(post.version) },
          body: { status: nextPostStatus(post) },
        }),
      { failure: MESSAGES.postStatusUpdateFailed },
    );

  return (
    <ScreenPage
      actions={
        <>
          <ExportButton list={list} columns={postCsvColumns} />
          {canWrite ? (
            <Button icon={<Plus size={16} />} onPress={() => setCreating(true)}>
              New post
            </Button>
          ) : null}
        </>
      }
    >
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={postColumns}
        rowActions={canWrite ? postActions : readOnlyPostActions}
        onRowAction={(action, post) => {
          if (action !== 'toggleStatus') return dialog.open(action, post);
          if (post.status === 'draft') return dialog.open('publish', post);
          return setPostStatus(post);
        }}
      />
      {/* After the posts, the screen's first concern: above them, its arrival pushed them down. */}
      <CategorySummary />
      {isCreating ? <PostDialog onClose={() => setCreating(false)} /> : null}
      {dialog.render('edit', (post) => (
        <PostDialog post={post} onClose={dialog.close} />
      ))}
      {dialog.render('preview', (post) => (
        <PostPreviewDialog
          post={post}
          onClose={dialog.close}
          onEdit={canWrite ? () => dialog.open('edit', post) : undefined}
        />
      ))}
      <ConfirmDialog
        isOpen={publishing !== null}
        title={`Publish ${lastPublishing.current?.title ?? ''}`}
        question={lastPublishing.current ? publishPostQuestion(lastPublishing.current) : ''}
        consequence={PUBLISH_POST_CONSEQUENCE}
        confirmLabel="Publish"
        pendingLabel="Publishing..."
        tone="brand"
        isPending={change.isPending}
        onConfirm={async () => {
          if (!publishing) return;
          await setPostStatus(publishing);
          dialog.close();
        }}
        onCancel={dialog.close}
      />
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={postName}
        // core spec §5: confirmation is required before deleting a post.
        question={CONFIRMATIONS.deletePost}
        isPending={change.isPending}
        onDelete={(post) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: post.id }, header: ifMatch(post.version) } }),
            {
              failure: MESSAGES.postDeleteFailed,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}

/**
 * core spec §2.4: the categories summary grid, 8 suggestions then "+N more", with their post counts,
 * each marked with its category's icon in its colour.
 */
function CategorySummary() {
  const categories = useApi().$api.useQuery('get', '/blog/categories');
  const marks = useCategoryMarks();
  const items = categories.data?.categories ?? [];
  // While they load the card holds its room (the list below does not move when they arrive); a
  // summary of nothing, or one that could not be read, is left out.
  if (!categories.isPending && items.length === 0) return null;
  const label = (category: (typeof items)[number]) => `${category.name} (${category.count})`;
  return (
    // The public list counts published posts; Blog Categories counts drafts too: say which.
    <Card title="Categories" description="Published posts in each category.">
      <TagList
        label="Categories"
        tags={items.map(label)}
        marks={Object.fromEntries(items.map((category) => [label(category), marks[category.name]]))}
        maxShown={CATEGORY_SUGGESTIONS_SHOWN}
        tone="neutral"
        isLoading={categories.isPending}
      />
    </Card>
  );
}
