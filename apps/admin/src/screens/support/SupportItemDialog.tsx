import { useApi } from '@aac/api-client';
import {
  EXCERPT_MAX_LENGTH,
  MESSAGES,
  parseSortOrder,
  SUPPORT_ACTION_TYPES,
  SUPPORT_COLORS,
  SUPPORT_ITEM_DEFAULTS,
  SUPPORT_TAB_ICONS,
  type SupportActionType,
  type SupportTab,
  supportItemErrors,
  supportTabHas,
} from '@aac/domain';
import {
  FormDialog,
  FormGrid,
  IconPicker,
  LazyRichTextEditor,
  Select,
  Switch,
  TextArea,
  TextField,
} from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { type FieldErrors, useDialogForm } from '../../kit/form/useDialogForm';
import { integer, richText } from '../../kit/form/validators';
import type { SupportItem } from './support.content';
import { supportTab } from './support.content';
import * as styles from './support.css';
import { SUPPORT_ICON_OPTIONS } from './supportIcons';

export interface SupportItemDialogProps {
  /** The tab the item belongs to: it decides the fields shown and where the item is saved. */
  tab: SupportTab;
  /** The item to edit; a new item of the tab when absent. */
  item?: SupportItem;
  /** The categories an article may belong to (its picker's choices). */
  categories: readonly SupportItem[];
  onClose: () => void;
}

const ACTION_TYPE_LABELS: Record<SupportActionType, string> = { link: 'Link', action: 'In-app action' };
const ACTION_TYPE_OPTIONS = SUPPORT_ACTION_TYPES.map((value) => ({
  value,
  label: ACTION_TYPE_LABELS[value],
}));

/** The colours offered, plus a stored colour outside that list so editing keeps it. */
function colourOptions(stored: string) {
  const colours: string[] = [...SUPPORT_COLORS];
  if (stored && !colours.includes(stored)) colours.push(stored);
  return colours.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

const text = (value: string | null | undefined) => value ?? '';
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** platform spec §5: a blank sort order means 0; anything else must be a whole number. */
function sortOrderError(value: string): string | undefined {
  const typed = value.trim();
  return typed === '' || /^-?\d+$/.test(typed) ? undefined : 'Sort order must be a whole number';
}

/** Values of the form, as typed: numbers stay text until they are sent. */
function initialValuesOf(item: SupportItem | undefined, tab: SupportTab) {
  const start = item ?? SUPPORT_ITEM_DEFAULTS;
  return {
    title: text(start.title),
    description: text(start.description),
    // A new item starts with its tab's icon rather than none.
    icon: item ? text(item.icon) : SUPPORT_TAB_ICONS[tab],
    sort_order: String(start.sort_order ?? 0),
    is_active: start.is_active ?? true,
    key: text(start.key),
    color_gradient: text(start.color_gradient),
    category_key: text(start.category_key),
    content: text(start.content),
    excerpt: text(start.excerpt),
    read_time: String(start.read_time ?? SUPPORT_ITEM_DEFAULTS.read_time),
    is_featured: start.is_featured ?? false,
    is_published: start.is_published ?? true,
    video_url: text(start.video_url),
    thumbnail_url: text(start.thumbnail_url),
    duration_minutes: String(start.duration_minutes ?? SUPPORT_ITEM_DEFAULTS.duration_minutes),
    action_text: text(start.action_text),
    action_type: (start.action_type ?? SUPPORT_ITEM_DEFAULTS.action_type) as SupportActionType,
    action_value: text(start.action_value),
    color: start.color || SUPPORT_ITEM_DEFAULTS.color,
    link_text: text(start.link_text),
    link_url: text(start.link_url),
    member_count: start.member_count == null ? '' : String(start.member_count),
  };
}

type SupportFormValues = ReturnType<typeof initialValuesOf>;

/** platform spec §5 for the fields the tab shows; minutes and counts are whole numbers. */
function validate(tab: SupportTab, values: SupportFormValues): FieldErrors<SupportFormValues> {
  const has = (field: Parameters<typeof supportTabHas>[1]) => supportTabHas(tab, field);
  return {
    ...supportItemErrors(tab, values),
    sort_order: sortOrderError(values.sort_order),
    content: has('content') ? richText(values.content) : undefined,
    read_time: has('read_time') ? integer('Read time', values.read_time, { min: 0 }) : undefined,
    duration_minutes: has('duration_minutes')
      ? integer('Video length', values.duration_minutes, { min: 1 })
      : undefined,
    member_count:
      has('member_count') && values.member_count.trim() !== ''
        ? integer('Member count', values.member_count, { min: 0 })
        : undefined,
  };
}

/**
 * What is sent: the stored item as it was (a save replaces the record, so the fields this form
 * does not show, such as views, must travel back unchanged), then the fields of the tab as typed.
 */
function bodyOf(tab: SupportTab, item: SupportItem | undefined, values: SupportFormValues) {
  // The version travels as If-Match, never in the body.
  const {
    id,
    category_title: _readOnly,
    version: _version,
    ...stored
  } = item ?? {
    id: undefined,
    category_title: null,
    version: undefined,
  };
  const has = (field: Parameters<typeof supportTabHas>[1]) => supportTabHas(tab, field);
  return {
    ...stored,
    ...(id === undefined ? {} : { id }),
    title: values.title.trim(),
    description: blankToNull(values.description),
    icon: (values.icon || null) as SupportItem['icon'],
    sort_order: parseSortOrder(values.sort_order),
    is_active: values.is_active,
    ...(has('key') ? { key: values.key.trim() } : {}),
    ...(has('color_gradient') ? { color_gradient: blankToNull(values.color_gradient) } : {}),
    ...(has('category_key') ? { category_key: values.category_key } : {}),
    ...(has('content') ? { content: values.content === '' ? null : values.content } : {}),
    ...(has('excerpt') ? { excerpt: blankToNull(values.excerpt) } : {}),
    ...(has('read_time') ? { read_time: Number(values.read_time.trim()) } : {}),
    ...(has('is_featured') ? { is_featured: values.is_featured } : {}),
    ...(has('is_published') ? { is_published: values.is_published } : {}),
    ...(has('video_url') ? { video_url: blankToNull(values.video_url) } : {}),
    ...(has('thumbnail_url') ? { thumbnail_url: blankToNull(values.thumbnail_url) } : {}),
    ...(has('duration_minutes') ? { duration_minutes: Number(values.duration_minutes.trim()) } : {}),
    ...(has('action_text') ? { action_text: blankToNull(values.action_text) } : {}),
    ...(has('action_type') ? { action_type: values.action_type } : {}),
    ...(has('action_value') ? { action_value: blankToNull(values.action_value) } : {}),
    ...(has('color') ? { color: values.color } : {}),
    ...(has('link_text') ? { link_text: blankToNull(values.link_text) } : {}),
    ...(has('link_url') ? { link_url: blankToNull(values.link_url) } : {}),
    ...(has('member_count')
      ? { member_count: values.member_count.trim() === '' ? null : Number(values.member_count.trim()) }
      : {}),
  };
}

/**
 * Adds or edits an item of any support tab (platform spec §2.3, §5): one form that shows the
 * fields of the current tab. Title is required, a key for categories and a category for
 * articles; the video, thumbnail and link fields take http(s) addresses only (javascript: and
 * other schemes are refused here, before anything is sent, and by the server). New items start
 * from the spec's defaults (read time 5, video 5 minutes, action type link, colour purple,
 * published, active). An article's content is written in the blog's rich-text editor and stored
 * through the same sanitising policy. A refused save keeps everything typed.
 */
export function SupportItemDialog({ tab, item, categories, onClose }: SupportItemDialogProps) {
  const save = useApi().$api.useMutation('post', '/admin/support/{tab}');
  const change = useChange('supportContent');
  const { noun } = supportTab(tab);
  const form = useDialogForm({
    operation: 'POST /admin/support/{tab}',
    initialValues: initialValuesOf(item, tab),
    validate: (values) => validate(tab, values),
    submit: (values, { version }) =>
      save.mutateAsync({
        params: { path: { tab }, ...(item ? { header: ifMatch(version) } : {}) },
        body: bodyOf(tab, item, values),
      }),
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, item ? undefined : result.item.id);
    },
    version: item?.version,
    noun: noun.toLowerCase(),
    // platform spec §8.
    failureTitle: MESSAGES.contentSaveFailed,
  });
  const has = (field: Parameters<typeof supportTabHas>[1]) => supportTabHas(tab, field);
  const title = item ? `Edit ${noun}` : `New ${noun}`;
  const categoryOptions = categories
    .filter((category) => category.key)
    .map((category) => ({ value: category.key ?? '', label: category.title }));

  return (
    <FormDialog
      title={title}
      formLabel={item ? `Edit ${item.title}` : title}
      submitLabel={item ? 'Save changes' : `Create ${noun}`}
      size={has('content') ? 'large' : 'medium'}
      onClose={onClose}
      {...form.dialog}
    >
      <TextField label="Title" isRequired {...form.field('title')} autoComplete="off" />
      {has('key') ? (
        <TextField
          label="Key"
          isRequired
          description="Articles name their category by this key, e.g. getting-started."
          {...form.field('key')}
          autoComplete="off"
        />
      ) : null}
      {has('category_key') ? (
        <Select
          label="Category"
          isRequired
          placeholder="Choose a category"
          options={categoryOptions}
          description={
            categoryOptions.length === 0 ? 'Add a category first, on the Categories tab.' : undefined
          }
          {...form.field('category_key')}
        />
      ) : null}
      <TextArea label="Description" {...form.field('description')} rows={2} />
      {has('content') ? (
        <LazyRichTextEditor label="Content" placeholder="Write the article…" {...form.field('content')} />
      ) : null}
      {has('excerpt') ? (
        <TextArea
          label="Excerpt"
          description={`A short summary shown in lists, as plain text (up to ${EXCERPT_MAX_LENGTH} characters reads best).`}
          {...form.field('excerpt')}
          rows={2}
        />
      ) : null}
      {has('video_url') ? (
        <TextField
          label="Video URL"
          type="url"
          description="The video's full address, starting with https://"
          {...form.field('video_url')}
          autoComplete="off"
        />
      ) : null}
      {has('thumbnail_url') ? (
        <TextField
          label="Thumbnail URL"
          type="url"
          description="A picture's full address (https://…) or a path of this site (/uploads/…)."
          {...form.field('thumbnail_url')}
          autoComplete="off"
        />
      ) : null}
      {has('action_text') ? (
        <FormGrid>
          <TextField label="Button text" {...form.field('action_text')} autoComplete="off" />
          <Select label="Action type" options={ACTION_TYPE_OPTIONS} {...form.field('action_type')} />
        </FormGrid>
      ) : null}
      {has('action_value') ? (
        <TextField
          label={form.values.action_type === 'link' ? 'Link' : 'Action name'}
          description={
            form.values.action_type === 'link'
              ? 'A web address (https://…), or mailto: or tel: for an email or a call.'
              : 'The name of the in-app action the button starts, e.g. open-chat.'
          }
          {...form.field('action_value')}
          autoComplete="off"
        />
      ) : null}
      {has('link_url') ? (
        <FormGrid>
          <TextField label="Link text" {...form.field('link_text')} autoComplete="off" />
          <TextField
            label="Link URL"
            type="url"
            description="Starting with https://"
            {...form.field('link_url')}
            autoComplete="off"
          />
        </FormGrid>
      ) : null}
      {has('read_time') ||
      has('duration_minutes') ||
      has('member_count') ||
      has('color') ||
      has('color_gradient') ? (
        <FormGrid>
          {has('read_time') ? <TextField label="Read time (minutes)" {...form.field('read_time')} /> : null}
          {has('duration_minutes') ? (
            <TextField label="Video length (minutes)" {...form.field('duration_minutes')} />
          ) : null}
          {has('member_count') ? (
            <TextField
              label="Member count"
              description="Blank when not shown."
              {...form.field('member_count')}
            />
          ) : null}
          {has('color') ? (
            <Select label="Colour" options={colourOptions(form.values.color)} {...form.field('color')} />
          ) : null}
          {has('color_gradient') ? (
            <TextField
              label="Colour gradient"
              description="e.g. from-blue-500 to-purple-600"
              {...form.field('color_gradient')}
              autoComplete="off"
            />
          ) : null}
        </FormGrid>
      ) : null}
      <IconPicker
        label="Icon"
        options={SUPPORT_ICON_OPTIONS}
        value={form.values.icon}
        onChange={(value) => form.set('icon', value)}
        description="Shown on the card beside the title."
      />
      <FormGrid>
        <TextField
          label="Sort order"
          description="Lower numbers come first; blank means 0."
          {...form.field('sort_order')}
        />
        <div className={styles.switches}>
          <Switch isSelected={form.values.is_active} onChange={(value) => form.set('is_active', value)}>
            Active
          </Switch>
          {has('is_published') ? (
            <Switch
              isSelected={form.values.is_published}
              onChange={(value) => form.set('is_published', value)}
            >
              Published
            </Switch>
          ) : null}
          {has('is_featured') ? (
            <Switch isSelected={form.values.is_featured} onChange={(value) => form.set('is_featured', value)}>
              Featured
            </Switch>
          ) : null}
        </div>
      </FormGrid>
    </FormDialog>
  );
}
