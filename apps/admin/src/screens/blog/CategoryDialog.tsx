import { errorCode, errorMessage, useApi } from '@aac/api-client';
import {
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  categoryIconLabel,
  errorSavingCategory,
  MESSAGES,
  NEW_CATEGORY_DEFAULTS,
  statusLabel,
} from '@aac/domain';
import { ColorSwatch, FormDialog, FormGrid, Select, Switch, TextArea, TextField, useToast } from '@aac/ui';
import { conflictOf, goneMessage, ifMatch, isGone } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { integer, required } from '../../kit/form/validators';
import type { BlogCategory } from './categories.list';
import { CATEGORY_ICON_ELEMENTS } from './categoryAppearance';

// Each colour beside its name, each icon beside its name: a picker never relies on colour or shape alone.
const COLOR_OPTIONS = CATEGORY_COLORS.map((value) => ({
  value,
  label: statusLabel(value),
  icon: <ColorSwatch color={value} />,
}));

/**
 * The toast of a refused save (core spec §8): "Error saving category: {reason}" when there is a
 * reason to give (the server's message, a deleted category, an unreachable server), "Category
 * creation failed" / "Category update failed" when the server failed without one (a 500).
 */
function categoryFailure(error: unknown, isUpdate: boolean): string {
  if (errorCode(error) === 'internal_error') {
    return isUpdate ? MESSAGES.categoryUpdateFailed : MESSAGES.categoryCreationFailed;
  }
  return errorSavingCategory(isGone(error) ? goneMessage('category') : errorMessage(error));
}

/** The contract's bounds of sort_order. */
const SORT_ORDER_LIMIT = 1_000_000;

export interface CategoryDialogProps {
  category?: BlogCategory;
  onClose: () => void;
}

/**
 * Adds or edits a category (core spec §2.5, §5): name required, sort order an integer (0 unless
 * given), colour and icon from the spec's lists; a new category starts blue, tag, 0, active. A
 * refused save says "Error saving category: {reason}" and keeps what was typed.
 */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/blog/categories');
  const update = $api.useMutation('put', '/admin/blog/categories/{id}');
  const change = useChange('blogCategories');
  const toast = useToast();
  const start = category ?? NEW_CATEGORY_DEFAULTS;
  const form = useDialogForm({
    operation: category ? 'PUT /admin/blog/categories/{id}' : 'POST /admin/blog/categories',
    initialValues: {
      name: start.name,
      description: start.description ?? '',
      color: start.color as (typeof CATEGORY_COLORS)[number],
      icon: start.icon as (typeof CATEGORY_ICONS)[number],
      sort_order: String(start.sort_order),
      is_active: start.is_active,
    },
    validate: (values) => ({
      name: required('Name', values.name),
      // core spec §5: sort_order defaults to 0, so a blank is fine; anything else must be a whole
      // number within the contract's bounds.
      sort_order:
        values.sort_order.trim() === ''
          ? undefined
          : integer('Sort order', values.sort_order, { min: -SORT_ORDER_LIMIT, max: SORT_ORDER_LIMIT }),
    }),
    submit: async (values, { version }) => {
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        color: values.color,
        icon: values.icon,
        // core spec §5: sort_order is an integer defaulting to 0.
        sort_order: values.sort_order.trim() === '' ? 0 : Number(values.sort_order),
        is_active: values.is_active,
      };
      try {
        return category
          ? await update.mutateAsync({
              params: { path: { id: category.id }, header: ifMatch(version) },
              body,
            })
          : await create.mutateAsync({ body });
      } catch (error) {
        // One message per failure, a toast in core spec §8's words; a stale save shows its
        // conflict panel instead. The dialog stays open with everything typed, and fields the
        // server named show their error.
        if (!conflictOf(error)) toast.error(categoryFailure(error, Boolean(category)));
        throw error;
      }
    },
    // core spec §8's words, whatever the server says (§7 allows an answer without a message).
    onSaved: async (result) => {
      onClose();
      await change.succeeded(
        category ? MESSAGES.categoryUpdated : MESSAGES.categoryCreated,
        category ? undefined : result.category?.id,
      );
    },
    version: category?.version,
    noun: 'category',
    // The toast above says every refusal (core spec §8 lists them as toasts).
    failureTitle: null,
  });

  // The icons drawn in the colour chosen, as the category will show them.
  const iconOptions = CATEGORY_ICONS.map((value) => ({
    value,
    label: categoryIconLabel(value),
    icon: <ColorSwatch color={form.values.color} icon={CATEGORY_ICON_ELEMENTS[value]} />,
  }));

  return (
    <FormDialog
      title={category ? 'Edit category' : 'New category'}
      submitLabel={category ? 'Save changes' : 'Create category'}
      onClose={onClose}
      {...form.dialog}
    >
      <TextField label="Name" isRequired {...form.field('name')} autoComplete="off" />
      <TextArea label="Description" {...form.field('description')} rows={2} />
      <FormGrid>
        <Select label="Colour" options={COLOR_OPTIONS} {...form.field('color')} />
        <Select label="Icon" options={iconOptions} {...form.field('icon')} />
      </FormGrid>
      <TextField
        label="Sort order"
        description="Lower numbers come first; 0 unless given."
        {...form.field('sort_order')}
        autoComplete="off"
      />
      <Switch isSelected={form.values.is_active} onChange={(value) => form.set('is_active', value)}>
        Active
      </Switch>
    </FormDialog>
  );
}
