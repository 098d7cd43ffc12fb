import { authorDisplay, formatDate, isOwnImageAddress, OTHER_SITE_IMAGE_NOTICE } from '@aac/domain';
import { Button, Dialog, LazySafeHtml, StatusBadge, TagList } from '@aac/ui';
import * as styles from './PostPreviewDialog.css';
import type { BlogPost } from './posts.list';

export interface PostPreviewDialogProps {
  post: BlogPost;
  onClose: () => void;
  /** Offered to an admin who may change posts: closes the preview and opens the post's editor. */
  onEdit?: () => void;
}

/**
 * A post as its readers see it (the eye of the posts table): title, author and date, featured
 * image, excerpt, the sanitised content and its tags, read-only, with Edit for an admin who may
 * change it. Publishing is a separate, named action of the row.
 */
export function PostPreviewDialog({ post, onClose, onEdit }: PostPreviewDialogProps) {
  return (
    <Dialog
      title={post.title}
      size="large"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="ghost" tone="neutral" onPress={close}>
            Close
          </Button>
          {onEdit ? <Button onPress={onEdit}>Edit</Button> : null}
        </>
      )}
    >
      <div className={styles.meta}>
        <StatusBadge status={post.status} />
        <span>
          By {authorDisplay(post.author_name)} · {formatDate(post.created_at)}
        </span>
      </div>
      {post.featured_image ? (
        isOwnImageAddress(post.featured_image, window.location.origin) ? (
          <img className={styles.image} src={post.featured_image} alt="" />
        ) : (
          // The admin loads no image of another site (its CSP): say so rather than show a broken one.
          <p className={styles.meta}>{OTHER_SITE_IMAGE_NOTICE}</p>
        )
      ) : null}
      {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      <LazySafeHtml html={post.content} label={`Content of ${post.title}`} />
      {post.tags.length > 0 ? <TagList label="Tags" tags={post.tags} maxShown={post.tags.length} /> : null}
    </Dialog>
  );
}
