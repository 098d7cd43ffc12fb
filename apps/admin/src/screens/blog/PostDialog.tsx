import { useApi } from '@aac/api-client';
import {
  addTagIfAbsent,
  CATEGORY_SUGGESTIONS_SHOWN,
  EXCERPT_MAX_LENGTH,
  formatTags,
  IMAGE_SIGNATURE_BYTES,
  imageUploadProblem,
  isOwnImageAddress,
  MESSAGES,
  NEW_POST_STATUS,
  OTHER_SITE_IMAGE_NOTICE,
  parseTags,
} from '@aac/domain';
import { Button, FormDialog, IconButton, LazyRichTextEditor, TagList, TextArea, TextField } from '@aac/ui';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { required, richText } from '../../kit/form/validators';
import { useCategoryMarks } from './categoryAppearance';
import * as styles from './PostDialog.css';
import type { BlogPost } from './posts.list';

export interface PostDialogProps {
  /** The post to edit; a new post when absent. */
  post?: BlogPost;
  onClose: () => void;
}

/**
 * Creates or edits a post (core spec §2.4, §5) in one large dialog: title (required), the content
 * as rich text with its Write / Preview switch, the excerpt (made from the content when left
 * empty), comma-separated tags shown as removable chips with the suggested categories beside them,
 * and a featured image uploaded from the device first. New posts start as draft. A refused save or
 * upload keeps everything typed.
 */
export function PostDialog({ post, onClose }: PostDialogProps) {
  const { $api, client } = useApi();
  const create = $api.useMutation('post', '/admin/blog/posts');
  const update = $api.useMutation('put', '/admin/blog/posts/{id}');
  const categories = $api.useQuery('get', '/blog/categories');
  const change = useChange('blogPosts');
  const form = useDialogForm({
    operation: post ? 'PUT /admin/blog/posts/{id}' : 'POST /admin/blog/posts',
    initialValues: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      excerpt: post?.excerpt ?? '',
      tags: formatTags(post?.tags ?? []),
      featured_image: post?.featured_image ?? '',
    },
    // core spec §5: the title is required; the content within the server's bounds.
    validate: (values) => ({ title: required('Title', values.title), content: richText(values.content) }),
    submit: (values, { version }) => {
      const body = {
        title: values.title.trim(),
        content: values.content,
        excerpt: values.excerpt.trim(),
        // core spec §5: comma-separated, trimmed, empties dropped.
        tags: parseTags(values.tags),
        // core spec §4: new posts start as draft; an edit keeps the post's status.
        status: post?.status ?? NEW_POST_STATUS,
        featured_image: values.featured_image || null,
      };
      return post
        ? update.mutateAsync({ params: { path: { id: post.id }, header: ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, post ? undefined : result.post.id);
    },
    version: post?.version,
    noun: 'post',
    // core spec §8.
    failureTitle: MESSAGES.postSaveFailed,
  });

  const tags = parseTags(form.values.tags);
  const setTags = (next: readonly string[]) => form.set('tags', formatTags(next));
  const suggestions = categories.data?.categories.map((category) => category.name) ?? [];
  const marks = useCategoryMarks();

  const upload = async (file: File) => {
    const { data, error } = await client.POST('/admin/upload/image', {
      body: { image: '' },
      bodySerializer: () => {
        const body = new FormData();
        body.append('image', file);
        return body;
      },
    });
    if (error || !data) throw new Error(MESSAGES.imageUploadFailed);
    return data.url;
  };

  return (
    <FormDialog
      title={post ? 'Edit post' : 'New post'}
      formLabel={post ? `Edit ${post.title}` : 'New post'}
      submitLabel={post ? 'Save changes' : 'Create post'}
      size="large"
      onClose={onClose}
      {...form.dialog}
    >
      <TextField label="Title" isRequired {...form.field('title')} autoComplete="off" />
      <LazyRichTextEditor label="Content" placeholder="Write the post…" {...form.field('content')} />
      <TextArea
        label="Excerpt"
        description={`Left empty, it is made from the first ${EXCERPT_MAX_LENGTH} characters of the content.`}
        {...form.field('excerpt')}
        rows={2}
      />
      <div className={styles.section}>
        <TextField
          label="Tags"
          description="Separate tags with commas."
          {...form.field('tags')}
          autoComplete="off"
        />
        {tags.length > 0 ? (
          <ul className={styles.chips} aria-label="Tags of this post">
            {tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                <span className={styles.chipText}>{tag}</span>
                <IconButton
                  icon={<X size={14} />}
                  label={`Remove tag ${tag}`}
                  size="small"
                  onPress={() => setTags(tags.filter((other) => other !== tag))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {suggestions.length > 0 ? (
          <div className={styles.section}>
            <p className={styles.hint}>Suggested categories: click one to add it to the tags.</p>
            {/* core spec §2.4: 8 suggestions then "+N more"; a category already in the tags is not added again. */}
            <TagList
              label="Suggested categories"
              tags={suggestions}
              maxShown={CATEGORY_SUGGESTIONS_SHOWN}
              disabledTags={tags}
              marks={marks}
              onTagClick={(name) => setTags(addTagIfAbsent(tags, name))}
            />
          </div>
        ) : null}
      </div>
      <FeaturedImage
        url={form.values.featured_image}
        onChange={(url) => form.set('featured_image', url)}
        upload={upload}
      />
    </FormDialog>
  );
}

interface FeaturedImageProps {
  url: string;
  onChange: (url: string) => void;
  upload: (file: File) => Promise<string>;
}

/**
 * core spec §5: an image file chosen from the device, previewed, uploaded first; the answered url
 * is what the post stores. A file that is not an image, or is larger than 5 MB, is refused before
 * anything is sent, saying which; a failed upload says so; neither changes anything else.
 */
function FeaturedImage({ url, onChange, upload }: FeaturedImageProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [isUploading, setUploading] = useState(false);
  // Why the last choice was not uploaded: a limit checked here before sending, or the spec's text.
  const [problem, setProblem] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file that is not an image or is too large is refused here, before a byte is sent.
    const firstBytes = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    const refusal = imageUploadProblem(file.size, firstBytes);
    setProblem(refusal);
    if (refusal) return;
    setUploading(true);
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    try {
      onChange(await upload(file));
    } catch {
      setProblem(MESSAGES.imageUploadFailed);
    } finally {
      URL.revokeObjectURL(preview);
      setLocalPreview(null);
      setUploading(false);
    }
  };

  const shown = localPreview ?? (url || null);
  // An image of another site (saved through the API) is not loaded: the admin's CSP would block it.
  const isElsewhere = !localPreview && url !== '' && !isOwnImageAddress(url, window.location.origin);
  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.sectionLabel}>
        Featured image
      </legend>
      <div className={styles.imageRow}>
        {isElsewhere ? (
          <p className={styles.hint}>{OTHER_SITE_IMAGE_NOTICE}</p>
        ) : shown ? (
          <img className={styles.imagePreview} src={shown} alt="Chosen for this post" />
        ) : null}
        <div className={styles.imageActions}>
          <input
            ref={input}
            className={styles.fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label="Featured image file"
            tabIndex={-1}
            onChange={(event) => void choose(event)}
          />
          <Button
            variant="soft"
            tone="neutral"
            icon={<ImagePlus size={16} />}
            isPending={isUploading}
            onPress={() => input.current?.click()}
          >
            {url ? 'Replace image' : 'Choose image'}
          </Button>
          {url && !isUploading ? (
            <Button variant="ghost" tone="critical" icon={<Trash2 size={16} />} onPress={() => onChange('')}>
              Remove image
            </Button>
          ) : null}
          <p className={styles.hint}>PNG, JPEG, GIF or WebP, at most 5 MB.</p>
          {problem ? (
            <p className={styles.uploadError} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
